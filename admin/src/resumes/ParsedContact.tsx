import { Box, Chip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { ResumeContact } from '../../../contract/entities/submissions';
import type { AdminDataProvider } from '../dataProvider';
import { AsNamed } from '../shared/InLanguage';

const FIELDS: Array<keyof ResumeContact> = ['name', 'phone', 'email'];

/**
 * Whether what the file says differs from what was typed. A number is compared by its digits:
 * the English form keeps it as typed ("139 1234 5678", "+44 20 7946 0958") and the file may
 * space it otherwise.
 */
function differs(field: keyof ResumeContact, found: string, typed: string): boolean {
  if (field !== 'phone') return found !== typed;
  const digits = (text: string) => text.replace(/\D/g, '');
  return digits(found) !== digits(typed);
}

/**
 * The contact the server reads from the resume's file, beside what the applicant typed: a
 * mismatch (another phone number in the file, say) is marked for HR to check.
 */
export function ParsedContact() {
  const record = useRecordContext<ResumeContact & { id: number }>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const translate = useTranslate();
  const headingId = useId();
  const { data, error, isPending } = useQuery({
    queryKey: ['resumes', record?.id, 'contact'],
    queryFn: () => dataProvider.resumeContact(record!.id),
    enabled: record !== undefined,
  });
  if (!record) return null;
  const found = data && FIELDS.some((field) => data[field] !== '');
  return (
    <Box component="section" aria-labelledby={headingId} aria-busy={isPending} sx={{ mt: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">{translate('app.resume.contact')}</Typography>
      {error ? (
        <Typography role="alert" color="error">{error.message}</Typography>
      ) : data && !found ? (
        <Typography>{translate('app.resume.contactNone')}</Typography>
      ) : data ? (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
          {FIELDS.map((field) => (
            <Box key={field} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">{translate(`resources.resumes.fields.${field}`)}</Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {data[field] ? <AsNamed>{data[field]}</AsNamed> : '—'}
                {data[field] && differs(field, data[field], record[field]) ? (
                  <Chip size="small" color="warning" sx={{ ml: 1 }} label={translate('app.resume.contactDiffers')} />
                ) : null}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
