import React, { useEffect, useRef, useState } from 'react';
import type { SiteLanguage } from '../../../../contract/siteRoutes';
import { useLayoutTranslation } from '../layout/useLayoutTranslation';
import { loadPagefind, searchSite, type SearchAnswer } from './pagefindClient';
import * as styles from './SearchDialog.module.css';

type SearchState =
  | { status: 'idle' }
  | { status: 'searching'; previous: SearchAnswer | null }
  | { status: 'ready'; term: string; answer: SearchAnswer }
  | { status: 'unavailable' };

/** The hits on screen: the last answer's, kept while the next term is being searched. */
const answerOf = (state: SearchState): SearchAnswer | null =>
  state.status === 'ready' ? state.answer : state.status === 'searching' ? state.previous : null;

export interface SearchDialogProps {
  language: SiteLanguage;
  open: boolean;
  onClose: () => void;
  /** The term the dialog opens with (an address's `?q=`). */
  initialTerm?: string;
}

/**
 * The site search: a modal dialog (the browser's own, so focus stays in it and Escape closes it)
 * with a search field and the results grouped by kind, each a link with its title and the
 * passage that matched. Loaded with its code only when the visitor first opens it; opening it
 * starts loading Pagefind, so the first results come sooner.
 */
export default function SearchDialog({ language, open, onClose, initialTerm = '' }: SearchDialogProps) {
  const { t } = useLayoutTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState(initialTerm);
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  // The term on screen: more hits of an earlier one, arriving after it changed, are not shown.
  const shownTerm = useRef('');

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      field.current?.focus();
      loadPagefind(language).catch(() => setState({ status: 'unavailable' }));
    }
    if (!open && element.open) element.close();
  }, [open, language]);

  useEffect(() => {
    const wanted = term.trim();
    shownTerm.current = wanted;
    if (!wanted) {
      setState({ status: 'idle' });
      return undefined;
    }
    let current = true;
    setState((before) => ({ status: 'searching', previous: answerOf(before) }));
    searchSite(language, wanted).then(
      (answer) => {
        if (current && answer) setState({ status: 'ready', term: wanted, answer });
      },
      () => {
        if (current) setState({ status: 'unavailable' });
      },
    );
    return () => {
      current = false;
    };
  }, [term, language]);

  const showMore = (ready: { term: string; answer: SearchAnswer }) => {
    ready.answer.more?.().then(
      (answer) => {
        if (shownTerm.current === ready.term) setState({ status: 'ready', term: ready.term, answer });
      },
      () => setState({ status: 'unavailable' }),
    );
  };

  const answer = answerOf(state);
  let status = '';
  if (state.status === 'searching') status = t('search.searching');
  if (state.status === 'unavailable') status = t('search.unavailable');
  if (state.status === 'ready') {
    status = state.answer.total === 0 ? t('search.none', { term: state.term }) : t('search.found', { count: state.answer.total, term: state.term });
  }

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="site-search-title" onClose={onClose}>
      <div className={styles.top}>
        <h2 id="site-search-title" className={styles.title}>
          {t('search.title')}
        </h2>
        <button type="button" className={styles.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('search.close')}</span>
        </button>
      </div>
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="site-search-term" className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          ref={field}
          id="site-search-term"
          className={styles.field}
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('search.placeholder')}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
      </form>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {answer?.groups.map(({ kind, hits }) => (
        <section key={kind ?? 'other'} className={styles.group} aria-labelledby={`site-search-${kind ?? 'other'}`}>
          <h3 id={`site-search-${kind ?? 'other'}`} className={styles.kind}>
            {t(`search.kinds.${kind ?? 'other'}`)}
          </h3>
          <ul className={styles.hits}>
            {hits.map((hit) => (
              <li key={hit.url} className={styles.hit}>
                <a href={hit.url} className={styles.link} onClick={onClose}>
                  {hit.title}
                </a>
                {/* Pagefind's passage: the page's text escaped, the matched terms in <mark>. */}
                <p className={styles.excerpt} dangerouslySetInnerHTML={{ __html: hit.excerpt }} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {state.status === 'ready' && state.answer.more ? (
        <button type="button" className={styles.more} onClick={() => showMore(state)}>
          {t('search.more')}
        </button>
      ) : null}
    </dialog>
  );
}
