import React, { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import type { SiteLanguage } from '../../../../../contract/siteRoutes';
import { searchTermOf } from '../../search/searchParam';
import { useLayoutTranslation } from '../useLayoutTranslation';
import * as styles from './Header.module.css';

// Its own chunk, fetched on the first click: the search adds nothing to what a page loads.
const SearchDialog = lazy(() => import('../../search/SearchDialog'));

function Magnifier() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
        <circle cx="8.5" cy="8.5" r="5.5" />
        <path d="m12.6 12.6 4.4 4.4" />
      </g>
    </svg>
  );
}

/**
 * The header's search button: opens the site search's dialog, loading it on first use. An
 * address with `?q=term` (the SearchAction search engines are given) opens it on that term once
 * the page has loaded.
 */
export function SearchButton({ language }: { language: SiteLanguage }) {
  const { t } = useLayoutTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [initialTerm, setInitialTerm] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const term = searchTermOf(window.location.search);
    if (!term) return;
    setInitialTerm(term);
    setUsed(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.searchButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Magnifier />
        <span className={styles.searchLabel}>{t('search.open')}</span>
      </button>
      {used ? (
        <Suspense fallback={null}>
          <SearchDialog language={language} open={open} onClose={close} initialTerm={initialTerm} />
        </Suspense>
      ) : null}
    </>
  );
}
