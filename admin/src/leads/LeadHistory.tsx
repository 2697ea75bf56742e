import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useId } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';

interface LeadChange {
  id: number;
  field: 'status' | 'lostReason' | 'ownerId';
  from: string | null;
  to: string | null;
  changedAt: string;
  actor: string;
}

/** Who changed what and when, oldest first. */
export function LeadHistory() {
  const record = useRecordContext<{ history?: LeadChange[] }>();
  const translate = useTranslate();
  const headingId = useId();
  // A list row stands for the record until the lead itself arrives, without its history.
  if (!record?.history) return null;
  const { history } = record;
  const value = (change: LeadChange, value: string | null) => {
    if (value === null) return translate('app.history.none');
    return change.field === 'status' ? translate(`app.leadStatus.${value}`) : value;
  };
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">{translate('app.history.title')}</Typography>
      {history.length === 0 ? (
        <Typography>{translate('app.history.empty')}</Typography>
      ) : (
        <List dense>
          {history.map((change) => (
            <ListItem key={change.id} disableGutters>
              <ListItemText
                primary={translate('app.history.change', {
                  field: translate(`resources.leads.fields.${change.field}`),
                  from: value(change, change.from),
                  to: value(change, change.to),
                })}
                secondary={translate('app.notes.by', { author: change.actor, date: new Date(change.changedAt).toLocaleString() })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
