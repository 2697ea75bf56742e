import { Box, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useId } from 'react';
import { Link, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { formatDate } from '../shared/companyTime';
import { AsNamed } from '../shared/InLanguage';

interface OtherLead {
  id: number;
  createdAt: string;
  status: string;
  companyName: string | null;
  demand: string | null;
}

/** The contact's history: their other leads (same phone number), newest first, each one link away. */
export function SamePhoneLeads() {
  const record = useRecordContext<{ samePhone?: OtherLead[] }>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const headingId = useId();
  // A list row stands for the record until the lead itself arrives, without these.
  if (!record?.samePhone) return null;
  const { samePhone } = record;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">{translate('app.samePhone.title')}</Typography>
      {samePhone.length === 0 ? (
        <Typography>{translate('app.samePhone.empty')}</Typography>
      ) : (
        <List dense>
          {samePhone.map((lead) => (
            <ListItemButton key={lead.id} component={Link} to={createPath({ resource: 'leads', id: lead.id, type: 'edit' })}>
              <ListItemText
                primary={<>{formatDate(lead.createdAt)} · {translate(`app.leadStatus.${lead.status}`)} · <AsNamed>{lead.companyName ?? ''}</AsNamed></>}
                secondary={lead.demand}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  );
}
