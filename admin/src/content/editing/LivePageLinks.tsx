import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { ContentStatus } from '../../../../contract/content/protocol';
import { livePages } from './livePages';

/** Links to the item's page on the site while it is published, one a language, each opening a new tab. */
export function LivePageLinks() {
  const translate = useTranslate();
  const resource = useResourceContext()!;
  const record = useRecordContext<ContentStatus>();
  if (!record) return null;
  return livePages(resource, record.id, record).map(({ language, path }) => {
    const name = translate(`app.editor.siteLanguage.${language}`);
    return (
      <Button
        key={language}
        size="small"
        href={path}
        target="_blank"
        rel="noopener"
        endIcon={<OpenInNewIcon fontSize="small" />}
        aria-label={translate('app.editor.livePageNewTab', { language: name })}
      >
        {translate('app.editor.livePage', { language: name })}
      </Button>
    );
  });
}
