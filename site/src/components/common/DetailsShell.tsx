import React, { useEffect, useState, type ReactNode } from 'react';
import { SiteLink, useText } from '../cases/text';
import { useQueryId } from '../cases/useQueryId';
import * as styles from './DetailsShell.module.css';

export type DetailsState<T> = { status: 'loading' } | { status: 'ready'; item: T } | { status: 'notFound' } | { status: 'failed' };

/** The namespace whose `details.*` copy words the loading and missing states. */
type DetailsCopy = 'cases' | 'careers';

/**
 * The item a `?id=` details page names (/caseDetails, /joinUsDetails), loaded on the client: the
 * id is read once mounted, so the server render and the first client render show the loading state.
 * `load` answers null when the CMS has no such item; a new `load` function loads again.
 */
export function useDetailsById<T>(search: string, load: (id: number) => Promise<T | null>): DetailsState<T> {
  const id = useQueryId(search);
  const [state, setState] = useState<DetailsState<T>>({ status: 'loading' });

  useEffect(() => {
    if (id === undefined) return undefined;
    if (id === null) {
      setState({ status: 'notFound' });
      return undefined;
    }
    let current = true;
    setState({ status: 'loading' });
    load(id).then(
      (item) => {
        if (current) setState(item ? { status: 'ready', item } : { status: 'notFound' });
      },
      () => {
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [id, load]);
  return state;
}

/** The generic heading shown while the item loads. */
export function DetailsLoading({ copy }: { copy: DetailsCopy }) {
  const t = useText(copy);
  return (
    <DetailsMessage title={t('details.heading')} busy>
      <p role="status" className={styles.status}>
        {t('details.loading')}
      </p>
    </DetailsMessage>
  );
}

export interface DetailsMissingProps {
  copy: DetailsCopy;
  failed?: boolean;
  /** The list to go back to, and the key of its link's label. */
  backTo: string;
  backKey: string;
}

/** No such item (or it could not be loaded): says so and leads back to the list. */
export function DetailsMissing({ copy, failed = false, backTo, backKey }: DetailsMissingProps) {
  const t = useText(copy);
  return (
    <DetailsMessage title={failed ? t('details.failedTitle') : t('details.notFoundTitle')}>
      <p>{failed ? t('details.failedBody') : t('details.notFoundBody')}</p>
      <p>
        <SiteLink to={backTo} className={styles.link}>
          {t(backKey)}
        </SiteLink>
      </p>
    </DetailsMessage>
  );
}

/** What a details page shows in place of its item (loading, missing, refused): a heading and its text. */
export function DetailsMessage({ title, busy = false, children }: { title: string; busy?: boolean; children: ReactNode }) {
  return (
    <div className={styles.message} aria-busy={busy || undefined}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}
