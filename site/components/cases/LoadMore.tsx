import React from 'react';
import * as styles from './LoadMore.module.css';
import { useText } from './text';

export interface LoadMoreProps {
  /** Whether pages remain after the ones shown. */
  hasMore: boolean;
  loading: boolean;
  onLoadMore(): void;
  className?: string;
}

/**
 * The narrow-screen alternative to the pager: a button that appends the next page, then the
 * load-completed state once everything is shown (SPEC §2 names both controls).
 */
export function LoadMore({ hasMore, loading, onLoadMore, className }: LoadMoreProps) {
  const t = useText('cases');
  return (
    <div className={[styles.loadMore, className].filter(Boolean).join(' ')}>
      {hasMore ? (
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            if (!loading) onLoadMore();
          }}
          aria-disabled={loading || undefined}
        >
          {loading ? t('loadMore.loading') : t('loadMore.button')}
        </button>
      ) : (
        <p className={styles.completed}>{t('loadMore.completed')}</p>
      )}
    </div>
  );
}
