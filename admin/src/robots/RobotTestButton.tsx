import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { apiJson } from '../apiFetch';

/**
 * Posts a test message to the saved robot now; the platform's refusal (a wrong key or secret) or
 * its rate limit comes back as the server's message, in the user's language.
 */
export function RobotTestButton() {
  const record = useRecordContext<{ id: number }>();
  const translate = useTranslate();
  const notify = useNotify();
  const test = useMutation({
    mutationFn: () => apiJson(`/robots/${record!.id}/test`, { method: 'POST', body: '{}' }),
    onSuccess: () => notify('app.robots.testSent', { type: 'success' }),
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!record) return null;
  return (
    <Button variant="outlined" onClick={() => test.mutate()} disabled={test.isPending} aria-busy={test.isPending}>
      {translate('app.robots.test')}
    </Button>
  );
}
