import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useId } from 'react';
import { SaveButton, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { PENDING_NOTE_FIELD } from './pendingNote';
import { formatDateTime } from './companyTime';
import { translateWithData } from '../i18n/translateWithData';
import { AsNamed } from './InLanguage';

interface Note {
  id: number;
  text: string;
  author: string;
  createdAt: string;
}

/** A typed note is kept exactly as typed: clearing it makes the form unchanged again. */
const asTyped = (value: string) => value;

/**
 * A record's notes, oldest first, and a field to add one (notes are never edited). It sits in the
 * record's form: the note typed is one of the form's unsaved changes (leaving asks first), and
 * both "Add note" and the record's Save add it with the record's other changes.
 */
export function NotesPanel() {
  // Opened from a list, the record is first the list's row, without its notes: nothing is shown until they come.
  const record = useRecordContext<{ id: number; notes?: Note[] }>();
  const translate = useTranslate();
  const typed = useWatch({ name: PENDING_NOTE_FIELD }) as string | undefined;
  const headingId = useId();
  if (!record?.notes) return null;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2, width: '100%' }}>
      <Typography id={headingId} component="h2" variant="h6">{translate('app.notes.title')}</Typography>
      {record.notes.length === 0 ? (
        <Typography>{translate('app.notes.empty')}</Typography>
      ) : (
        <List dense>
          {record.notes.map((note) => (
            <ListItem key={note.id} disableGutters>
              <ListItemText
                primary={note.text}
                secondary={translateWithData(translate, 'app.notes.by', { date: formatDateTime(note.createdAt) }, { author: <AsNamed>{note.author}</AsNamed> })}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextInput
          source={PENDING_NOTE_FIELD}
          label="app.notes.text"
          helperText="app.unsaved.pendingNote"
          defaultValue=""
          parse={asTyped}
          multiline
          minRows={2}
          sx={{ flex: '1 1 240px' }}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <SaveButton label="app.notes.add" variant="outlined" disabled={!typed?.trim()} />
      </Box>
    </Box>
  );
}
