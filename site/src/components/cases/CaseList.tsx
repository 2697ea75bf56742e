import React, { useEffect, useMemo, useRef, useState } from 'react';
import type { TagGroup } from '../../../../contract/entities/tag';
import type { SiteLanguage } from '../../../../contract/siteRoutes';
import { CaseBrowser, NARROW_WIDTH_PX, type InitialCasePage } from '../../../../widgets/cases';
import { followLinksInApp } from '../../navigation/followLinksInApp';
import { CMS_ORIGIN } from '../../runtime/cmsOrigin';
import { readCaseAddress, tagIdsOf, writeCaseAddress } from './caseAddress';
import { CaseFilters } from './CaseFilters';
import type { TagGroupOptions, TagSelection } from './caseTypes';
import * as styles from './CaseList.module.css';
import { facetCounts, type TagSet } from './tagFacets';
import { useText } from './text';

export interface CaseListProps {
  language: SiteLanguage;
  /** The page's category: the browser is pinned to it (the selector above it links to the others). */
  classifyId: number;
  /** Page 1, pre-rendered from GraphQL: in the built HTML, and not fetched again. */
  initialPage: InitialCasePage;
  /** The four filter groups, every value of each. */
  tagGroups: TagGroupOptions[];
  /** The category's tag sets with their counts: what each filter value would leave. */
  tagSets: readonly TagSet[];
}

/**
 * The site's filters over the case browser widget (widgets/cases), which pages through the CMS at
 * run time. The site keeps the page and the filters in the address (`?page=N&tags=a,b`), so a
 * reload or a shared link shows the same list, and follows the widget's detail links client-side.
 */
export function CaseList({ language, classifyId, initialPage, tagGroups, tagSets }: CaseListProps) {
  const t = useText('cases');
  const [selection, setSelection] = useState<TagSelection>({});
  const [startPage, setStartPage] = useState(1);
  const rootRef = useRef<HTMLDivElement>(null);
  /** The filters the address is written with when a page arrives. */
  const selectionRef = useRef(selection);
  selectionRef.current = selection;

  // On load: `?page=N` and `?tags=` of a reload or a shared address (read after hydration).
  useEffect(() => {
    const address = readCaseAddress(window.location.search, tagGroups);
    // A narrow list loads more from page 1 (the widget's rule: its own width; 0 is not laid out).
    const width = rootRef.current?.clientWidth ?? 0;
    const narrow = width > 0 && width < NARROW_WIDTH_PX;
    setSelection(address.selection);
    setStartPage(narrow ? 1 : address.page);
    if (narrow && address.page > 1) writeCaseAddress(null, address.selection);
    // Only on mount: later changes come from the controls.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const counts = useMemo(() => facetCounts(tagSets, tagGroups, selection), [tagSets, tagGroups, selection]);

  const filter = (next: TagSelection) => {
    setSelection(next);
    setStartPage(1);
  };
  const changeFilter = (group: TagGroup, tagId: number | undefined) => {
    const next: TagSelection = { ...selection, [group]: tagId };
    if (tagId === undefined) delete next[group];
    filter(next);
  };

  return (
    <div className={styles.list} ref={rootRef} onClick={followLinksInApp}>
      {/* The widget's cards are h3s under this (the page's h1 is the category). */}
      <h2 className="visually-hidden">{t('list.heading')}</h2>
      <CaseFilters groups={tagGroups} counts={counts} selection={selection} onChange={changeFilter} onClear={() => filter({})} />
      <CaseBrowser
        language={language}
        cmsUrl={CMS_ORIGIN}
        detailBaseUrl=""
        category={classifyId}
        initialPage={initialPage}
        tagIds={tagIdsOf(selection)}
        startPage={startPage}
        // Narrow browsers append pages: their replaced pages are page 1, so the address keeps the filters only.
        onPageChange={(page) => writeCaseAddress(page, selectionRef.current)}
      />
    </div>
  );
}
