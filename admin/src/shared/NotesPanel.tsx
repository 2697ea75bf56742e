import { Box, Button, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import { formatDateTime } from './companyTime';

interface Note {
  id: number;
  text: string;
  author: string;
  createdAt: string;
}

/** A record's notes, oldest first, and a field to add one (notes are never edited). */
export function NotesPanel() {
  // Opened from a list, the record is first the list's row, without its notes: nothing is shown until they come.
  const record = useRecordContext<{ id: number; notes?: Note[] }>();
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const headingId = useId();
  if (!record?.notes) return null;

  const add = async () => {
    setSaving(true);
    try {
      await dataProvider.addNote(resource, record.id, text);
      setText('');
      notify('app.notes.added', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">{translate('app.notes.title')}</Typography>
      {record.notes.length === 0 ? (
        <Typography>{translate('app.notes.empty')}</Typography>
      ) : (
        <List dense>
          {record.notes.map((note) => (
            <ListItem key={note.id} disableGutters>
              <ListItemText
                primary={note.text}
                secondary={translate('app.notes.by', { author: note.author, date: formatDateTime(note.createdAt) })}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          label={translate('app.notes.text')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={2}
          sx={{ flex: '1 1 240px' }}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Button variant="outlined" onClick={() => void add()} disabled={saving || text.trim() === ''}>
          {translate('app.notes.add')}
        </Button>
      </Box>
    </Box>
  );
}
