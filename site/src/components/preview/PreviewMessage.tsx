import React from 'react';
import * as casePage from '../cases/CaseDetailsPage.module.css';
import { DetailsMessage } from '../common/DetailsShell';
import { useCopy } from '../content/i18n';

/** What the preview page shows in place of a draft, framed like a details page's own messages. */
export function PreviewMessage({ title, text, busy = false }: { title: string; text: string; busy?: boolean }) {
  return (
    <div className={casePage.page}>
      <DetailsMessage title={title} busy={busy}>
        <p role={busy ? 'status' : undefined}>{text}</p>
      </DetailsMessage>
    </div>
  );
}

/** An item without text in the page's language: the site of that language does not show it. */
export function MissingLanguage() {
  const t = useCopy('preview');
  return <PreviewMessage title={t('missing.title')} text={t('missing.body')} />;
}
