import React, { useEffect, useState } from 'react';
import type { SiteLanguage } from '../../../../contract/siteRoutes';
import { useCopy } from '../content/i18n';
import * as styles from './ContentPreview.module.css';
import { loadPreview, type PreviewView } from './previewLoaders';
import { PreviewMessage } from './PreviewMessage';
import { usePreviewTarget } from './previewTarget';
import type { PreviewRefusal } from './previewRecords';

type Loaded = { status: 'loading' } | { status: 'ready'; view: PreviewView } | { status: PreviewRefusal };

export interface ContentPreviewProps {
  language: SiteLanguage;
  /** The page's `location.search`: `?kind=jobs&id=12`. */
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
  const kind = target.status === 'item' ? target.kind : null;
  const id = target.status === 'item' ? target.id : null;

  useEffect(() => {
    if (kind === null || id === null) return undefined;
    let current = true;
    setLoaded({ status: 'loading' });
    void loadPreview(kind, id).then((fetched) => {
      if (current) setLoaded(fetched.status === 'ready' ? { status: 'ready', view: fetched.record } : fetched);
    });
    return () => {
      current = false;
    };
  }, [kind, id]);

  let body: React.ReactNode;
  if (target.status === 'unnamed' || target.status === 'unsupported') body = <PreviewMessage title={t(`${target.status}.title`)} text={t(`${target.status}.body`)} />;
  else if (target.status === 'reading' || loaded.status === 'loading') body = <PreviewMessage title={t('loading.title')} text={t('loading.body')} busy />;
  else if (loaded.status === 'ready') body = loaded.view(language);
  else body = <PreviewMessage title={t(`${loaded.status}.title`)} text={t(`${loaded.status}.body`)} />;
  return (
    <>
      <p className={styles.note} role="note">
        {t('note')}
      </p>
      {body}
    </>
  );
}
