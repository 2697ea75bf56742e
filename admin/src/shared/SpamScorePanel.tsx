import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useId } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { SpamReason } from '../../../contract/spamReasons';

/**
 * Why a submission's spam score (a lead's, a download request's) is what it is: the score it
 * arrived with and each signal that fired, in words, with what it counted. Sales read it to decide
 * Spam or Not spam, and their decision is recorded with this score for tuning.
 */
export function SpamScorePanel() {
  const record = useRecordContext<{ spamScore?: number; spamReasons?: SpamReason[] }>();
  const translate = useTranslate();
  const headingId = useId();
  if (record?.spamScore === undefined || !record.spamReasons) return null;
  const { spamScore, spamReasons } = record;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">{translate('app.spam.title')}</Typography>
      <Typography>{translate('app.spam.score', { score: spamScore })}</Typography>
      {spamReasons.length === 0 ? (
        <Typography>{translate('app.spam.none')}</Typography>
      ) : (
        <List dense>
          {spamReasons.map((reason) => (
            <ListItem key={reason.signal} disableGutters>
              <ListItemText
                primary={`${translate(`app.spam.signal.${reason.signal}`)} (+${reason.points})`}
                secondary={reason.count === undefined ? undefined : translate(`app.spam.count.${reason.signal}`, { count: reason.count })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
