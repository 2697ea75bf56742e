import React, { useEffect, useState } from 'react';
import { ADMIN_APP_PATH } from '../../../../contract/adminApi';
import type { SiteLanguage } from '../../../../contract/siteRoutes';
import { useCopy } from '../content/i18n';
import * as casePage from '../cases/CaseDetailsPage.module.css';
import * as messages from '../common/DetailsShell.module.css';
import { ArticlePreview } from './ArticlePreview';
import * as styles from './ContentPreview.module.css';
import { usePreviewTarget } from './previewTarget';
import { fetchArticleWorkingCopy, type ArticleWorkingCopy, type PreviewRefusal } from './previewRecords';

type Loaded = { status: 'loading' } | { status: 'ready'; copy: ArticleWorkingCopy } | { status: PreviewRefusal };

export interface ContentPreviewProps {
  language: SiteLanguage;
  /** The page's `location.search`: `?kind=articles&id=12`. */
  search: string;
}

/**
 * The preview page's content: the working copy the address names, read from the back office's
 * API with the staff session, shown with the site's own components under a note that it is a
 * draft. Without a session it says to sign in to the back office.
 */
export function ContentPreview({ language, search }: ContentPreviewProps) {
  const t = useCopy('preview');
  const target = usePreviewTarget(search);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const id = target.status === 'item' ? target.id : null;

  useEffect(() => {
    if (id === null) return undefined;
    let current = true;
    setLoaded({ status: 'loading' });
    void fetchArticleWorkingCopy(id).then((fetched) => {
      if (current) setLoaded(fetched.status === 'ready' ? { status: 'ready', copy: fetched.record } : fetched);
    });
    return () => {
      current = false;
    };
  }, [id]);

  let body: React.ReactNode;
  if (target.status === 'unnamed' || target.status === 'unsupported') body = <Message title={t(`${target.status}.title`)} text={t(`${target.status}.body`)} />;
  else if (target.status === 'reading' || loaded.status === 'loading') body = <Message title={t('loading.title')} text={t('loading.body')} busy />;
  else if (loaded.status === 'ready') {
    const { article, category } = loaded.copy;
    body = <ArticlePreview id={article.id} article={article.document} category={category.document} language={language} />;
  } else {
    body = (
      <Message title={t(`${loaded.status}.title`)} text={t(`${loaded.status}.body`)}>
        {loaded.status === 'signIn' ? (
          <a href={`${ADMIN_APP_PATH}/`} target="_top" className={messages.link}>
            {t('signIn.link')}
          </a>
        ) : null}
      </Message>
    );
  }
  return (
    <>
      <p className={styles.note} role="note">
        {t('note')}
      </p>
      {body}
    </>
  );
}

function Message({ title, text, busy = false, children }: { title: string; text: string; busy?: boolean; children?: React.ReactNode }) {
  return (
    <div className={casePage.page}>
      <div className={messages.message} aria-busy={busy || undefined}>
        <h1 className={messages.title}>{title}</h1>
        <p role={busy ? 'status' : undefined}>{text}</p>
        {children ? <p>{children}</p> : null}
      </div>
    </div>
  );
}
