import { Alert, Box, Button, Card, CardContent, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, Title, useCreatePath, useDataProvider, useTranslate } from 'react-admin';
import { companyDay, startOfCompanyDay } from '../../../contract/companyTime';
import type { CalendarEntry } from '../../../contract/content/schedule';
import { itemResource } from '../content/contentResources';
import type { AdminDataProvider } from '../dataProvider';
import { companyTimeZone, companyTimeZoneName, formatDateTime } from '../shared/companyTime';
import { ScheduleFailure } from './ScheduleFailure';
import { monthStart } from './scheduleTimes';

const instantOfDay = (day: string) => startOfCompanyDay(day, companyTimeZone());

/** The first day of the month the company's clocks are in now. */
const thisMonth = () => monthStart(companyDay(new Date(), companyTimeZone()));

/** The entries by the company day they fall on, in order. */
function byDay(entries: CalendarEntry[]): Array<[string, CalendarEntry[]]> {
  const days = new Map<string, CalendarEntry[]>();
  for (const entry of entries) {
    const day = companyDay(new Date(entry.at), companyTimeZone());
    const dayEntries = days.get(day);
    if (dayEntries) dayEntries.push(entry);
    else days.set(day, [entry]);
  }
  return [...days];
}

function Entry({ entry }: { entry: CalendarEntry }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const resource = itemResource(entry.kind, entry.classifyType);
  const title = entry.title.zh ?? entry.title.en ?? `#${entry.id}`;
  return (
    <ListItem disableGutters>
      <ListItemText
        primary={
          <>
            {formatDateTime(entry.at, { timeStyle: 'short' })} · {translate(`app.schedule.action.${entry.action}`)} ·{' '}
            <Link to={createPath({ resource, id: entry.id, type: 'edit' })}>{title}</Link>
          </>
        }
        secondary={
          <>
            {translate(`resources.${resource}.name`, { smart_count: 1 })}
            {entry.title.zh && entry.title.en ? ` · ${entry.title.en}` : ''} · {translate('app.schedule.by', { who: entry.by })}
            {entry.failure ? <> · <ScheduleFailure failure={entry.failure} /></> : null}
          </>
        }
      />
    </ListItem>
  );
}

/** A company day's changes: a section named by its heading. */
function Day({ day, entries }: { day: string; entries: CalendarEntry[] }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ mt: 1 }}>{formatDateTime(instantOfDay(day), { dateStyle: 'full' })}</Typography>
      <List dense>
        {entries.map((entry) => <Entry key={`${entry.kind}:${entry.id}:${entry.action}`} entry={entry} />)}
      </List>
    </Box>
  );
}

/**
 * The calendar of what is scheduled: a month at a time on the company's clocks, day by day, each
 * change with its time, whether the item goes live or leaves the site, and a link to the item
 * (HR sees jobs, editors every kind). Plain headings, lists and buttons: read in order by a
 * screen reader and walked with the keyboard, and one column on a phone.
 */
export function SchedulePage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [month, setMonth] = useState(thisMonth);
  const from = instantOfDay(month);
  const to = instantOfDay(monthStart(month, 1));
  const entries = useQuery({ queryKey: ['schedule', from, to], queryFn: () => dataProvider.scheduledChanges(from, to) });
  const monthName = formatDateTime(from, { year: 'numeric', month: 'long' });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.schedule.calendar')} />
      <CardContent>
        <Typography sx={{ mb: 2 }}>{translate('app.schedule.calendarHelp', { zone: companyTimeZoneName() })}</Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }} useFlexGap>
          <Button variant="outlined" onClick={() => setMonth(monthStart(month, -1))}>{translate('app.schedule.previousMonth')}</Button>
          <Typography component="h2" variant="h6" aria-live="polite">{monthName}</Typography>
          <Button variant="outlined" onClick={() => setMonth(monthStart(month, 1))}>{translate('app.schedule.nextMonth')}</Button>
          <Button onClick={() => setMonth(thisMonth())}>{translate('app.schedule.thisMonth')}</Button>
        </Stack>
        {entries.error ? <Alert severity="error">{entries.error.message}</Alert> : null}
        {entries.data?.length === 0 ? <Typography>{translate('app.schedule.nothing')}</Typography> : null}
        {byDay(entries.data ?? []).map(([day, dayEntries]) => <Day key={day} day={day} entries={dayEntries} />)}
      </CardContent>
    </Card>
  );
}
