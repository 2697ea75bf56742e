import type { CasesCopy } from './copy';
import { pageCountOf } from './paging';

export { CASES_PAGE_SIZE, pageCountOf } from './paging';

/** Five page buttons. */
export const PAGER_BUTTONS = 5;

/** The pages whose buttons show: at most `size`, a window around the current page that stays inside 1…pageCount. */
export function pagerWindow(page: number, pageCount: number, size = PAGER_BUTTONS): number[] {
  const count = Math.min(size, Math.max(pageCount, 1));
  const first = Math.min(Math.max(page - Math.floor(size / 2), 1), Math.max(pageCount - count + 1, 1));
  return Array.from({ length: count }, (_, index) => first + index);
}

export interface PagerProps {
  copy: CasesCopy;
  page: number;
  total: number;
  busy: boolean;
  onPage(page: number): void;
}

/**
 * The pager: total, previous, page buttons, next. While a page loads the buttons are
 * aria-disabled rather than disabled, so the focused one keeps focus.
 */
export function Pager({ copy, page, total, busy, onPage }: PagerProps) {
  const pageCount = pageCountOf(total);
  const go = (target: number) => {
    if (busy || target === page || target < 1 || target > pageCount) return;
    onPage(target);
  };
  return (
    <nav className="cmsw-cases-pager" aria-label={copy.pager}>
      <p className="cmsw-cases-total">{copy.total.replace('{total}', String(total))}</p>
      <button type="button" className="cmsw-cases-step" onClick={() => go(page - 1)} disabled={page <= 1} aria-disabled={busy ? 'true' : undefined}>
        {copy.previous}
      </button>
      <ul className="cmsw-cases-pages">
        {pagerWindow(page, pageCount).map((number) => (
          <li key={number}>
            <button
              type="button"
              className="cmsw-cases-page"
              onClick={() => go(number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={copy.page.replace('{page}', String(number))}
              aria-disabled={busy ? 'true' : undefined}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="cmsw-cases-step" onClick={() => go(page + 1)} disabled={page >= pageCount} aria-disabled={busy ? 'true' : undefined}>
        {copy.next}
      </button>
    </nav>
  );
}
