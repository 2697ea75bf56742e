import React, { useEffect, useState } from 'react';
import type { SiteLanguage } from '../../../../contract/siteRoutes';
import { useCopy } from '../content/i18n';
import { ArticlePreview } from './ArticlePreview';
import * as styles from './ContentPreview.module.css';
import { PreviewMessage } from './PreviewMessage';
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
 * draft. Without a session it says to sign in to the back office, without linking it: no page
 * of the public site names the back office's address.
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
  if (target.status === 'unnamed' || target.status === 'unsupported') body = <PreviewMessage title={t(`${target.status}.title`)} text={t(`${target.status}.body`)} />;
  else if (target.status === 'reading' || loaded.status === 'loading') body = <PreviewMessage title={t('loading.title')} text={t('loading.body')} busy />;
  else if (loaded.status === 'ready') {
    const { article, category } = loaded.copy;
    body = <ArticlePreview id={article.id} article={article.document} category={category.document} language={language} />;
  } else body = <PreviewMessage title={t(`${loaded.status}.title`)} text={t(`${loaded.status}.body`)} />;
  return (
    <>
      <p className={styles.note} role="note">
        {t('note')}
      </p>
      {body}
    </>
  );
}
