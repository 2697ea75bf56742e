import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatDateTime } from './companyTime';
import { translateWithData } from '../i18n/translateWithData';
import { AsNamed } from './InLanguage';

/** One change of a record, its values already in the user's words (a person's name marked as a name). */
export interface ChangeEntry {
  key: string | number;
  field: string;
  from: ReactNode;
  to: ReactNode;
  author: string;
  changedAt: string;
}

/** Who changed what and when, oldest first: the history section of a lead or a resume. */
export function ChangeHistory({ changes }: { changes: ChangeEntry[] }) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">{translate('app.history.title')}</Typography>
      {changes.length === 0 ? (
        <Typography>{translate('app.history.empty')}</Typography>
      ) : (
        <List dense>
          {changes.map((change) => (
            <ListItem key={change.key} disableGutters>
              <ListItemText
                primary={translateWithData(translate, 'app.history.change', { field: change.field }, { from: change.from, to: change.to })}
                secondary={translateWithData(translate, 'app.notes.by', { date: formatDateTime(change.changedAt) }, { author: <AsNamed>{change.author}</AsNamed> })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
