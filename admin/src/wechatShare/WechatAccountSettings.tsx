import { Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNotify, usePermissions, useTranslate } from 'react-admin';
import type { WechatAccountView } from '../../../contract/entities/wechatShare';
import { apiJson } from '../apiFetch';

const QUERY_KEY = ['wechat-account'];

/**
 * The company's WeChat official account, through which pages opened in WeChat set their share
 * card (admins only, beside the settings): the AppID is shown, the AppSecret never is, only
 * whether one is saved; left empty, the saved one stays.
 */
export function WechatAccountSettings() {
  const { permissions } = usePermissions<string[]>();
  if (!permissions?.includes('admin')) return null;
  return <WechatAccountForm />;
}

function WechatAccountForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const account = useQuery({ queryKey: QUERY_KEY, queryFn: async () => (await apiJson('/wechatAccount')).json as WechatAccountView });
  const [appId, setAppId] = useState('');
  const [appSecret, setAppSecret] = useState('');
  useEffect(() => {
    if (account.data) setAppId(account.data.appId);
  }, [account.data]);
  const save = useMutation({
    mutationFn: async () => (await apiJson('/wechatAccount', { method: 'PUT', body: JSON.stringify({ appId, appSecret }) })).json as WechatAccountView,
    onSuccess: (saved) => {
      queryClient.setQueryData(QUERY_KEY, saved);
      setAppSecret('');
      notify('app.wechatShare.saved', { type: 'success' });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const secretHint = account.data?.hasSecret ? 'app.wechatShare.secretKept' : 'app.wechatShare.secretHint';
  return (
    <Card component="section" aria-labelledby="wechat-account-title" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="wechat-account-title" component="h2" variant="h6">{translate('app.wechatShare.title')}</Typography>
        <Typography variant="body2" color="text.secondary">{translate('app.wechatShare.explanation')}</Typography>
        <form onSubmit={submit} noValidate>
          <TextField
            label={translate('app.wechatShare.appId')}
            fullWidth
            margin="normal"
            value={appId}
            onChange={(event) => setAppId(event.target.value)}
            helperText={translate('app.wechatShare.appIdHint')}
            slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
          />
          <TextField
            label={translate('app.wechatShare.appSecret')}
            type="password"
            fullWidth
            margin="normal"
            value={appSecret}
            onChange={(event) => setAppSecret(event.target.value)}
            helperText={translate(secretHint)}
            slotProps={{ htmlInput: { autoComplete: 'new-password' } }}
          />
          <Button type="submit" variant="contained" disabled={save.isPending || account.isPending}>
            {translate('app.wechatShare.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
