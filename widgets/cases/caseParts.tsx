import type { ClassifyNode } from '../../contract/entities/classify';
import { CASE_PARTS_CSS } from './caseParts.css';
import type { CasesCopy as Copy } from './copy';
import { Pager } from './Pager';
import { pagingCopy } from './pagingCopy';

/** The category selector: All first, then the categories. */
function CategoryBar({ copy, categories, selected, choose }: { copy: Copy; categories: ClassifyNode[]; selected: number | null; choose: (classifyId: number) => void }) {
  return (
    <nav aria-label={copy.categories}>
      <ul className="cmsw-cases-categories">
        {categories.map((node) => (
          <li key={node.classifyId}>
            <button type="button" className="cmsw-cases-category" aria-pressed={node.classifyId === selected ? 'true' : 'false'} onClick={() => choose(node.classifyId)}>
              {node.classifyName}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** In a narrow container: load more, until the load-completed state. */
function LoadMore({ copy, hasMore, loading, onMore }: { copy: Copy; hasMore: boolean; loading: boolean; onMore: () => void }) {
  return (
    <div className="cmsw-cases-more">
      {hasMore ? (
        <button type="button" className="cmsw-button" onClick={onMore} aria-disabled={loading ? 'true' : undefined}>
          {loading ? copy.loading : copy.loadMore}
        </button>
      ) : (
        <p className="cmsw-cases-complete">{copy.loadCompleted}</p>
      )}
    </div>
  );
}

/**
 * The parts of the case browser around its grid (./CaseBrowserView), with their wording and
 * CSS: the public `CaseBrowser` renders them statically (server rendering); the embed's first
 * paint is the grid, and they come with the calls (./caseCalls), which their data (the category tree,
 * the pages) comes from — only a page the host passed (`initialPage`) waits for it to be paged.
 */
export const CASE_PARTS = { CategoryBar, LoadMore, Pager, copy: pagingCopy, css: CASE_PARTS_CSS };
export type CaseParts = typeof CASE_PARTS;
