import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { SubmissionTouches as Touches, TouchView } from '../../../contract/attribution';
import { formatDateTime } from '../shared/companyTime';

/** The fields a touch shows, in the order a marketer reads them; empty ones are left out. */
const SHOWN: ReadonlyArray<keyof TouchView> = [
  'channel', 'utmSource', 'utmMedium', 'utmCampaign', 'utmTerm', 'utmContent',
  'referrerHost', 'landingPage', 'partnerOrigin', 'deviceClass', 'touchedAt',
];

function TouchList({ touch }: { touch: TouchView }) {
  const translate = useTranslate();
  const valueOf = (field: keyof TouchView) => {
    const value = touch[field];
    if (field === 'channel') return translate(`app.attribution.channel.${value}`, { _: value });
    if (field === 'deviceClass') return translate(`app.attribution.device.${value}`, { _: value });
    if (field === 'touchedAt') return formatDateTime(value);
    return value;
  };
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
      {SHOWN.filter((field) => touch[field] !== '').map((field) => (
        <Box key={field} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">{translate(`app.attribution.fields.${field}`)}</Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>{valueOf(field)}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * Where the visitor who sent this came from: the first and the last touch the site or the embed
 * recorded (docs/attribution.md), each a list of terms and values, one column on a phone.
 */
export function SubmissionTouches() {
  const record = useRecordContext<{ touches?: Touches }>();
  const translate = useTranslate();
  const headingId = useId();
  // A list row stands for the record until the record itself arrives, without its touches.
  if (!record?.touches) return null;
  const { first, last } = record.touches;
  const sentFrom = last?.sentFromPage || first?.sentFromPage;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">{translate('app.attribution.title')}</Typography>
      {!first && !last ? (
        <Typography>{translate('app.attribution.none')}</Typography>
      ) : (
        <>
          {sentFrom && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {translate('app.attribution.fields.sentFromPage')}: {sentFrom}
            </Typography>
          )}
          {([['first', first], ['last', last]] as const).map(([kind, touch]) =>
            touch && (
              <Box key={kind} sx={{ mt: 1 }}>
                <Typography component="h3" variant="subtitle1">{translate(`app.attribution.${kind}`)}</Typography>
                <TouchList touch={touch} />
              </Box>
            ),
          )}
        </>
      )}
    </Box>
  );
}
