import { Box, Link, Typography } from '@mui/material';
import { useRecordContext, useTranslate, type TranslateFunction } from 'react-admin';
import type { ReactNode } from 'react';
import type { LeadSourcePage } from '../../../contract/leadSourcePage';
import { translateWithData } from '../i18n/translateWithData';
import { InLanguage } from '../shared/InLanguage';

interface SourcedLead {
  source: string;
  sourcePage?: LeadSourcePage | null;
}

/**
 * The page a lead came from in words: "案例：<title>" (the title marked with the page's language),
 * "页面：首页"; null when the CMS could not name it.
 */
export function sourcePageText(page: LeadSourcePage | null | undefined, translate: TranslateFunction): ReactNode {
  if (!page) return null;
  if (page.kind === 'page') return translate('app.records.source.page', { name: translate(`app.records.pages.${page.page}`) });
  return translateWithData(translate, `app.records.source.${page.kind}`, {}, { title: <InLanguage language={page.language}>{page.title}</InLanguage> });
}

const isWebAddress = (source: string) => /^https?:\/\//i.test(source);

/**
 * Where a lead was sent from. In a record: the item or page it showed, linked to the full address
 * (opened in a new tab), with that address written out below, whole. In a list row (`compact`):
 * the words on one line, cut with an ellipsis, the full address as its tooltip, so a long
 * address never squeezes the other columns.
 */
export function LeadSourceField({ compact = false }: { compact?: boolean; label?: string }) {
  const record = useRecordContext<SourcedLead>();
  const translate = useTranslate();
  if (!record?.source) return null;
  const words = sourcePageText(record.sourcePage, translate);
  if (compact) {
    return (
      <Typography variant="body2" noWrap title={record.source} sx={{ maxWidth: '16em' }}>
        {words ?? record.source}
      </Typography>
    );
  }
  const address = isWebAddress(record.source) ? (
    <Link href={record.source} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
      {words ?? record.source}
    </Link>
  ) : (
    <Typography variant="body2" component="span">{words ?? record.source}</Typography>
  );
  return (
    <Box>
      {address}
      {words && (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {translate('app.records.source.address', { address: record.source })}
        </Typography>
      )}
    </Box>
  );
}
