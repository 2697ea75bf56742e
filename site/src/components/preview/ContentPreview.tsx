import React, { useEffect, useState } from 'react';
import type { SiteLanguage } from '../../../../contract/siteRoutes';
import { useCopy } from '../content/i18n';
import * as styles from './ContentPreview.module.css';
import { loadPreview, type LoadedPreview } from './previewLoaders';
import { PreviewMessage } from './PreviewMessage';
import { usePreviewTarget } from './previewTarget';
import type { PreviewRefusal } from './previewRecords';

type Loaded = { status: 'loading' } | ({ status: 'ready' } & LoadedPreview) | { status: PreviewRefusal };

/**
 * The note above the preview: a draft of an item not on the site yet, changes not published yet
 * (the site shows the published version), or no draft at all (the preview is what the site
 * shows). Until the item is read, and for an item that cannot be, the first.
 */
function noteKey(loaded: Loaded): 'note' | 'noteChanges' | 'notePublished' {
  if (loaded.status !== 'ready' || !loaded.item.published) return 'note';
  return loaded.item.hasDraft ? 'noteChanges' : 'notePublished';
}

export interface ContentPreviewProps {
  language: SiteLanguage;
  /** The page's `location.search`: `?kind=jobs&id=12`. */
  search: string;
}

/**
 * The preview page's content: the working copy the address names, read from the back office's
 * API with the staff session, shown with the site's own components under a note of what it is
 * (a draft, unpublished changes, or the published version itself). Without a session it says to sign in to the back office, without linking it: no page
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
      if (current) setLoaded(fetched.status === 'ready' ? { status: 'ready', ...fetched.record } : fetched);
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
        {t(noteKey(loaded))}
      </p>
      {body}
    </>
  );
}
