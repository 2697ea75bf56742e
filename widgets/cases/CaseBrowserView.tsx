import { useId, useRef } from 'react';
import { toSiteLanguage } from '../../contract/language';
import { localizedPath, ROUTES } from '../../contract/siteRoutes';
import { normalizeLanguage, WidgetStyle } from '../shared/environment';
import { categoriesOf, thumbnailUrl, type CaseBrowserProps, type CaseCardData } from './caseModel';
import type { CaseParts } from './caseParts';
import { CASES_CORE_CSS } from './cases.css';
import { casesCopy } from './copy';
import { pageCountOf } from './paging';
import { useCaseBrowser } from './useCaseBrowser';
import { useNarrow } from './useNarrow';

/**
 * The case list: a category selector (All first), a grid of cards, and a pager —
 * or, in a container narrower than 640 px, a load-more control that ends in a load-completed
 * state. Non-zero codes are ignored silently: the list stays as it was.
 *
 * Internal: the public `CaseBrowser` (./CaseBrowser) gives the category bar and the load-more
 * control (`parts`) statically, for server rendering; the embed leaves them out, and they come
 * with the calls (./caseRequests), which the category bar needs anyway (the tree) — not in its
 * first paint.
 */
export function CaseBrowserView(props: CaseBrowserProps & { parts?: CaseParts; css?: string }) {
  const language = normalizeLanguage(props.language);
  const copy = casesCopy(language);
  const baseId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLElement>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  const narrow = useNarrow(rootRef);
  const { baseUrl, pinned, tree, selected, list, loading, loadPage, choose, parts: lazyParts } = useCaseBrowser(props, language, narrow, resultsRef, gridRef);
  const parts = props.parts ?? lazyParts;

  const categories = tree ? categoriesOf(tree) : [];
  const hasMore = list.page < pageCountOf(list.total);
  const ui = parts && { ...parts, copy: { ...copy, ...parts.copy(language) } };
  const siteOrigin = (props.detailBaseUrl ?? baseUrl).replace(/\/+$/, '');
  const detailPath = localizedPath(ROUTES.caseDetails, toSiteLanguage(language));

  return (
    <div className="cmsw-root cmsw-cases" ref={rootRef}>
      <WidgetStyle css={props.css ?? CASES_CORE_CSS} />
      {parts && !props.css ? <WidgetStyle css={parts.css} /> : null}
      {ui && !pinned && categories.length > 0 ? <ui.CategoryBar copy={ui.copy} categories={categories} selected={selected} choose={choose} /> : null}

      <section className="cmsw-cases-results cmsw-focusable" aria-label={copy.list} aria-busy={loading ? 'true' : 'false'} tabIndex={-1} ref={resultsRef}>
        {list.items.length > 0 ? (
          <ul className="cmsw-cases-grid" ref={gridRef}>
            {list.items.map((card, index) => (
              <li key={card.articleId}>
                <CaseCard card={card} index={index} titleId={`${baseId}-case-${card.articleId}`} thumbnail={thumbnailUrl(baseUrl, card.articleThumbnail)} href={`${siteOrigin}${detailPath}?id=${card.articleId}`} copy={copy} />
              </li>
            ))}
          </ul>
        ) : list.loaded && !loading ? (
          <p className="cmsw-cases-empty">{copy.empty}</p>
        ) : null}
      </section>

      {list.loaded && list.total > 0 && selected !== null && ui ? (
        narrow ? (
          <ui.LoadMore copy={ui.copy} hasMore={hasMore} loading={loading} onMore={() => !loading && loadPage(selected, list.page + 1, 'append', 'firstNew')} />
        ) : (
          <ui.Pager copy={ui.copy} page={list.page} total={list.total} busy={loading} onPage={(page) => loadPage(selected, page, 'replace', 'results')} />
        )
      ) : null}
      <p className="cmsw-visually-hidden" role="status" aria-live="polite">
        {loading ? copy.loading : ''}
      </p>
    </div>
  );
}

/**
 * The first cards load their thumbnails at once, not lazily: they are the first row, in view on
 * arrival, and the first thumbnail is the page's largest paint (LCP).
 */
const EAGER_CARDS = 4;

function CaseCard(props: { card: CaseCardData; index: number; titleId: string; thumbnail: string | null; href: string; copy: ReturnType<typeof casesCopy> }) {
  const { card, index, titleId, thumbnail, href, copy } = props;
  return (
    <article className="cmsw-case-card" aria-labelledby={titleId}>
      {thumbnail ? (
        // `fetchpriority` in lower case: React 18 does not know the camel-cased prop and warns.
        <img className="cmsw-case-thumb" src={thumbnail} alt="" loading={index < EAGER_CARDS ? undefined : 'lazy'} {...(index ? null : { fetchpriority: 'high' })} decoding="async" width={400} height={300} />
      ) : (
        <div className="cmsw-case-thumb" aria-hidden="true" />
      )}
      <div className="cmsw-case-body">
        <h3 className="cmsw-case-title" id={titleId}>
          {card.articleTitle}
        </h3>
        <p className="cmsw-case-summary">{card.articleSummary}</p>
        <a className="cmsw-case-link cmsw-focusable" href={href}>
          {copy.detail}
          <span className="cmsw-visually-hidden">: {card.articleTitle}</span>
        </a>
      </div>
    </article>
  );
}
