import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ClassifyNode } from '../../contract/entities/classify';
import type { WidgetLanguage } from '../shared/widgetLanguage';
import type { CaseParts } from './caseParts';
import { NOTHING_LOADED, type CaseBrowserProps, type ListState } from './caseModel';
import { caseRequests } from './caseRequests';
import { CASES_PAGE_SIZE } from './paging';

type Focus = 'results' | 'firstNew' | null;

/**
 * The case browser's state and what changes it: the set-up (tree, category, first page), paging
 * and load-more, and where focus goes after a page arrived. The calls come with the chunk behind
 * ./caseRequests; this hook keeps the state and applies their answers, taking a ticket per
 * request so only the newest one may change the list.
 */
export function useCaseBrowser(props: CaseBrowserProps, language: WidgetLanguage, narrow: boolean, results: RefObject<HTMLElement | null>, grid: RefObject<HTMLUListElement | null>) {
  const { api: apiProp, cmsUrl = '', category, initialPage, initialTree, tagIds } = props;
  const baseUrl = apiProp ? apiProp.baseUrl : cmsUrl;
  const wanted = String(category ?? '').trim();
  const pinned = wanted !== '';
  const pinnedId = /^\d+$/.test(wanted) ? Number(wanted) : null;
  // The category bar and load-more come with the calls, fetched after the first paint.
  const [parts, setParts] = useState<CaseParts>();

  const [tree, setTree] = useState<ClassifyNode | null>(initialTree ?? null);
  // A category pinned by outLink is found in the tree by the set-up: until then nothing is
  // listed, so nothing shows which category is selected.
  const [selected, setSelected] = useState<number | null>(
    initialPage?.classifyId ?? pinnedId ?? (pinned || !initialTree ? null : initialTree.classifyId),
  );
  const [list, setList] = useState<ListState>(() =>
    initialPage ? { items: initialPage.rows, total: initialPage.total, page: 1, loaded: true } : NOTHING_LOADED,
  );
  const [loading, setLoading] = useState(false);

  /** Only the newest list request may change the list; only the newest set-up may choose the category. */
  const listTicket = useRef(0);
  const setupTicket = useRef(0);
  /** Where focus goes once the requested page has rendered. */
  const pendingFocus = useRef<'results' | number | null>(null);
  /** The pre-rendered page and tree belong to the first language, category and filter only. */
  const setupKey = `${baseUrl}|${language}|${wanted}|${String(tagIds ?? '')}|${props.startPage}`;
  const initialKey = useRef(setupKey);
  const initialUsable = useRef(true);
  if (setupKey !== initialKey.current) initialUsable.current = false;

  /** A page of the list: replacing it, or appended to it (load more). */
  async function loadPage(classifyId: number, pageNum: number, mode: 'replace' | 'append', focus: Focus) {
    const ticket = ++listTicket.current;
    setLoading(true);
    try {
      const calls = await caseRequests.load();
      const found = await calls.fetchCasePage(apiProp ?? calls.createCmsApi(cmsUrl), { classifyId, pageNum, language, tagIds }, mode === 'replace');
      // A non-zero code is ignored silently; the list stays empty or unchanged.
      if (ticket !== listTicket.current || !found) return;
      if (mode === 'replace') props.onPageChange?.(found.pageNum);
      setList((previous) => {
        pendingFocus.current = focus === 'firstNew' ? previous.items.length : focus;
        return calls.listWith(previous, found, mode);
      });
    } catch {
      // The chunk or the call failed (offline, the 25 s timeout): the list stays as it was.
    } finally {
      if (ticket === listTicket.current) setLoading(false);
    }
  }

  // Start, and start again when the language, the pinned category or the filter changes
  // (a language change reloads the tree and selects the first category).
  useEffect(() => {
    const ticket = ++setupTicket.current;
    const initial = initialUsable.current ? initialPage : undefined;
    caseRequests
      .load()
      .then((calls) => {
        setParts(calls.parts);
        return calls.setUp(apiProp ?? calls.createCmsApi(cmsUrl), language, { initial, knownTree: initialUsable.current ? initialTree ?? null : null, wanted, pinnedId, startPage: props.startPage });
      })
      .then((start) => {
        if (!start || ticket !== setupTicket.current) return;
        if (start.tree) setTree(start.tree);
        setSelected(start.classifyId);
        if (start.classifyId === null) {
          // Pinned to a category the CMS does not have: the empty state, not someone else's cases.
          listTicket.current += 1;
          setList({ ...NOTHING_LOADED, loaded: true });
        } else if (start.page) void loadPage(start.classifyId, start.page, 'replace', null);
      }, () => {});
    return () => {
      setupTicket.current += 1;
    };
    // Everything the set-up reads is in `setupKey`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [setupKey]);

  // Back to a wide container after loading more: show the last page loaded as one page.
  const wasNarrow = useRef(false);
  useEffect(() => {
    if (wasNarrow.current && !narrow && selected !== null && list.items.length > CASES_PAGE_SIZE) void loadPage(selected, list.page, 'replace', null);
    wasNarrow.current = narrow;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [narrow]);

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    if (target === 'results') results.current?.focus();
    else grid.current?.querySelectorAll<HTMLElement>('.cmsw-case-link')[target]?.focus();
    // The refs are the view's, fixed for its life: focus moves when a new list has rendered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list]);

  const choose = (classifyId: number) => {
    if (classifyId === selected && list.loaded) return;
    setSelected(classifyId);
    void loadPage(classifyId, 1, 'replace', null);
  };

  return { baseUrl, pinned, tree, selected, list, loading, loadPage, choose, parts };
}
