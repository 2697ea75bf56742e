import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { Create, useRedirect, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { GuardedForm } from './unsaved/GuardedForm';

/** The dialog's texts, as message keys. */
export interface ShownOnceTexts {
  title: string;
  help: string;
  label: string;
  done: string;
}

/**
 * The create view of a record whose secret the server answers this once (a webhook's signing
 * secret, a submission API token; it keeps only a hash): once saved, a dialog shows the record's
 * `answer` field, selected for copying, read-only, and only its button closes it, for the list,
 * so the secret is not lost to a stray click.
 */
export function ShownOnceCreate({ answer, texts, children }: { answer: string; texts: ShownOnceTexts; children: ReactNode }) {
  const translate = useTranslate();
  const redirect = useRedirect();
  const resource = useResourceContext();
  const titleId = useId();
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <Create mutationOptions={{ onSuccess: (record: RaRecord) => setValue(String(record[answer] ?? '')) }}>
        <GuardedForm>{children}</GuardedForm>
      </Create>
      <Dialog open={value !== null} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate(texts.title)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate(texts.help)}</DialogContentText>
          <TextField
            label={translate(texts.label)}
            value={value ?? ''}
            fullWidth
            autoFocus
            onFocus={(event) => event.target.select()}
            slotProps={{ htmlInput: { readOnly: true } }}
            sx={{ mt: 2 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => redirect('list', resource)}>{translate(texts.done)}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
