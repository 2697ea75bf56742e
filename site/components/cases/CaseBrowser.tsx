import React, { useCallback, useEffect, useId, useRef, useState } from 'react';
import { CASE_PAGE_SIZE } from '../../../contract/api';
import type { TagGroup } from '../../../contract/entities/tag';
import type { SiteLanguage } from '../../../contract/siteRoutes';
import { readCaseAddress, tagIdsOf, writeCaseAddress } from './caseAddress';
import { CaseCard } from './CaseCard';
import { CaseFilters } from './CaseFilters';
import { fetchCasePage } from './casesApi';
import type { CaseCardData, TagGroupOptions, TagSelection } from './caseTypes';
import { LoadMore } from './LoadMore';
import { Pager, pageCountOf } from './Pager';
import { matchesNarrowScreen, useNarrowScreen } from './useNarrowScreen';
import * as styles from './CaseBrowser.module.css';
import { useText } from './text';

export interface CaseBrowserProps {
  language: SiteLanguage;
  /** The page's category; the CMS lists its descendants' articles too. */
  classifyId: number;
  /** The first page, pre-rendered from GraphQL. */
  initialRows: CaseCardData[];
  initialTotal: number;
  /** Filter values that occur on this category's articles; groups without any are left out. */
  tagGroups: TagGroupOptions[];
}

interface ListState {
  items: CaseCardData[];
  total: number;
  /** The last page loaded: the pager's current page. */
  page: number;
}

type Focus = 'heading' | 'firstNew' | null;

/**
 * Filters, the grid of cases and its pager (wide screens) or load-more control (narrow
 * screens). The first page comes pre-rendered; every later page is asked from the CMS at run
 * time, so a case published after the build still shows.
 */
export function CaseBrowser({ language, classifyId, initialRows, initialTotal, tagGroups }: CaseBrowserProps) {
  const t = useText('cases');
  const narrow = useNarrowScreen();
  const [list, setList] = useState<ListState>({ items: initialRows, total: initialTotal, page: 1 });
  const [selection, setSelection] = useState<TagSelection>({});
  const [loading, setLoading] = useState(false);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  /** Only the newest request may change the list. */
  const ticketRef = useRef(0);
  /** Where focus goes once the list the last request asked for has rendered. */
  const focusRef = useRef<'heading' | number | null>(null);

  const load = useCallback(
    async (pageNum: number, filters: TagSelection, mode: 'replace' | 'append', focus: Focus) => {
      const ticket = ++ticketRef.current;
      setLoading(true);
      try {
        const request = { classifyId, tagIds: tagIdsOf(filters), language };
        let target = pageNum;
        let answer = await fetchCasePage({ ...request, pageNum: target });
        // An address from before the list shrank (`?page=9` of 6): show the last page.
        if (mode === 'replace' && answer && answer.rows.length === 0 && answer.total > 0 && target > 1) {
          target = pageCountOf(answer.total);
          answer = ticket === ticketRef.current ? await fetchCasePage({ ...request, pageNum: target }) : null;
        }
        // A newer request won, or SPEC §8: a non-zero code is ignored silently, the list stays.
        if (ticket !== ticketRef.current || !answer) return;
        const { rows, total } = answer;
        setList((previous) => {
          if (mode === 'append') {
            focusRef.current = focus === 'firstNew' ? previous.items.length : null;
            return { items: [...previous.items, ...rows], total, page: target };
          }
          focusRef.current = focus === 'heading' ? 'heading' : null;
          return { items: rows, total, page: target };
        });
        // Narrow screens append pages: the address keeps the filters only.
        writeCaseAddress(mode === 'replace' && !matchesNarrowScreen() ? target : null, filters);
      } catch {
        // Network failure or the 25 s timeout: the list stays as it was (SPEC §8 shows nothing).
      } finally {
        if (ticket === ticketRef.current) setLoading(false);
      }
    },
    [classifyId, language],
  );

  // On load: `?page=N` and `?tags=` of a reload or a shared address.
  useEffect(() => {
    const address = readCaseAddress(window.location.search, tagGroups);
    const filtered = tagIdsOf(address.selection).length > 0;
    // Narrow screens start at page 1 and load more from there.
    const pageNum = matchesNarrowScreen() ? 1 : address.page;
    if (filtered) setSelection(address.selection);
    if (pageNum > 1 || filtered) void load(pageNum, address.selection, 'replace', null);
    else if (address.page > 1) writeCaseAddress(null, address.selection);
    // Only on mount: later changes come from the controls.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Back to a wide screen after loading more: show the last page loaded as one page.
  const wasNarrow = useRef(false);
  useEffect(() => {
    if (wasNarrow.current && !narrow && list.items.length > CASE_PAGE_SIZE) void load(list.page, selection, 'replace', null);
    wasNarrow.current = narrow;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [narrow]);

  useEffect(() => {
    const target = focusRef.current;
    if (target === null) return;
    focusRef.current = null;
    if (target === 'heading') headingRef.current?.focus();
    else gridRef.current?.querySelectorAll<HTMLElement>('[data-case-detail]')[target]?.focus();
  }, [list]);

  const changeFilter = (group: TagGroup, tagId: number | undefined) => {
    const next: TagSelection = { ...selection, [group]: tagId };
    if (tagId === undefined) delete next[group];
    setSelection(next);
    void load(1, next, 'replace', null);
  };
  const clearFilters = () => {
    setSelection({});
    void load(1, {}, 'replace', null);
  };

  const hasMore = list.page < pageCountOf(list.total);
  return (
    <div className={styles.browser}>
      {tagGroups.length > 0 ? (
        <CaseFilters groups={tagGroups} selection={selection} onChange={changeFilter} onClear={clearFilters} />
      ) : null}
      <section className={styles.results} aria-labelledby={headingId}>
        <div className={styles.resultsHeader}>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
            {t('list.gridHeading')}
          </h2>
          <p className={styles.status} role="status">
            {loading ? t('list.loading') : t('list.resultCount', { total: list.total })}
          </p>
        </div>
        <div className={styles.gridArea} aria-busy={loading}>
          {list.items.length > 0 ? (
            <ul className={styles.grid} ref={gridRef}>
              {list.items.map((card) => (
                <li key={card.articleId} className={styles.cell}>
                  <CaseCard card={card} />
                </li>
              ))}
            </ul>
          ) : loading ? null : (
            <p className={styles.empty}>{t('list.empty')}</p>
          )}
          {loading ? <div className={styles.loadingOverlay} aria-hidden="true" /> : null}
        </div>
        {list.total > 0 ? (
          <>
            <div className={styles.pagerSlot}>
              <Pager page={list.page} total={list.total} busy={loading} onPageChange={(page) => void load(page, selection, 'replace', 'heading')} />
            </div>
            <div className={styles.loadMoreSlot}>
              <LoadMore hasMore={hasMore} loading={loading} onLoadMore={() => void load(list.page + 1, selection, 'append', 'firstNew')} />
            </div>
          </>
        ) : null}
      </section>
    </div>
  );
}
