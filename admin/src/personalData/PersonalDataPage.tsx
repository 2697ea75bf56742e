import {
  Box, Button, Card, CardContent, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField, Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Confirm, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AdminDataProvider, PersonIdentifier } from '../dataProvider';
import { saveFile } from '../shared/saveFile';

type Found = Record<'leads' | 'downloadRequests' | 'resumes', number>;

/**
 * A person's data, by phone number or e-mail address: how much is stored, its export as JSON,
 * and its deletion, which asks for confirmation first.
 */
export function PersonalDataPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [kind, setKind] = useState<'phone' | 'email'>('phone');
  const [value, setValue] = useState('');
  const [found, setFound] = useState<{ who: PersonIdentifier; counts: Found } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const who = (): PersonIdentifier => (kind === 'phone' ? { phone: value } : { email: value });
  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      const data = await dataProvider.findPersonalData(who());
      setFound({ who: who(), counts: { leads: data.leads.length, downloadRequests: data.downloadRequests.length, resumes: data.resumes.length } });
    });
  };
  const exportJson = () =>
    void attempt(async () => {
      const { blob, fileName } = await dataProvider.exportPersonalData(found!.who);
      saveFile(blob, fileName);
    });
  const remove = () =>
    void attempt(async () => {
      setConfirming(false);
      const deleted = await dataProvider.deletePersonalData(found!.who);
      notify('app.personalData.deleted', { type: 'success', messageArgs: deleted });
      setFound(null);
    });

  const total = found ? found.counts.leads + found.counts.downloadRequests + found.counts.resumes : 0;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.personalData.title')} />
      <CardContent>
        <Box component="form" onSubmit={search} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <FormControl>
            <FormLabel id="person-kind">{translate('app.personalData.by')}</FormLabel>
            <RadioGroup row aria-labelledby="person-kind" value={kind} onChange={(event) => setKind(event.target.value as 'phone' | 'email')}>
              <FormControlLabel value="phone" control={<Radio />} label={translate('app.personalData.phone')} />
              <FormControlLabel value="email" control={<Radio />} label={translate('app.personalData.email')} />
            </RadioGroup>
          </FormControl>
          <TextField
            label={translate(kind === 'phone' ? 'app.personalData.phone' : 'app.personalData.email')}
            type={kind === 'phone' ? 'tel' : 'email'}
            value={value}
            required
            onChange={(event) => setValue(event.target.value)}
          />
          <Button type="submit" variant="contained" disabled={busy || value.trim() === ''}>{translate('app.personalData.search')}</Button>
        </Box>
        {found && (
          <Box sx={{ mt: 2 }} role="status">
            <Typography>{total === 0 ? translate('app.personalData.nothing') : translate('app.personalData.found', found.counts)}</Typography>
            {total > 0 && (
              <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
                <Button variant="outlined" onClick={exportJson} disabled={busy}>{translate('app.personalData.export')}</Button>
                <Button variant="outlined" color="error" onClick={() => setConfirming(true)} disabled={busy}>
                  {translate('app.personalData.delete')}
                </Button>
              </Box>
            )}
          </Box>
        )}
        <Confirm
          isOpen={confirming}
          title="app.personalData.confirmTitle"
          titleTranslateOptions={{ who: found ? Object.values(found.who)[0] : '' }}
          content="app.personalData.confirmContent"
          confirm="ra.action.delete"
          confirmColor="warning"
          onConfirm={remove}
          onClose={() => setConfirming(false)}
        />
      </CardContent>
    </Card>
  );
}
