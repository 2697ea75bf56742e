import React from 'react';
import { CASE_PAGE_SIZE } from '../../../contract/api';
import * as styles from './Pager.module.css';
import { useText } from './text';

/** SPEC §9: five page buttons. */
export const PAGER_BUTTONS = 5;

/** The pages whose buttons show: at most `size`, a window around the current page. */
export function pagerWindow(page: number, pageCount: number, size = PAGER_BUTTONS): number[] {
  const count = Math.min(size, Math.max(pageCount, 1));
  const first = Math.min(Math.max(page - Math.floor(size / 2), 1), Math.max(pageCount - count + 1, 1));
  return Array.from({ length: count }, (_, index) => first + index);
}

export function pageCountOf(total: number, pageSize = CASE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export interface PagerProps {
  /** The current page, from 1. */
  page: number;
  total: number;
  pageSize?: number;
  onPageChange(page: number): void;
  /** While a page loads: buttons stay focusable but do nothing. */
  busy?: boolean;
  className?: string;
}

/**
 * SPEC §9's pager: total, previous, page buttons, next. The ends disable previous and next;
 * while a page loads the buttons are aria-disabled rather than disabled, so focus stays put.
 */
export function Pager({ page, total, pageSize = CASE_PAGE_SIZE, onPageChange, busy = false, className }: PagerProps) {
  const t = useText('cases');
  const pageCount = pageCountOf(total, pageSize);
  const go = (target: number) => {
    if (busy || target === page || target < 1 || target > pageCount) return;
    onPageChange(target);
  };
  return (
    <nav className={[styles.pager, className].filter(Boolean).join(' ')} aria-label={t('pager.label')}>
      <p className={styles.total}>{t('pager.total', { total })}</p>
      <button
        type="button"
        className={styles.step}
        onClick={() => go(page - 1)}
        disabled={page <= 1}
        aria-disabled={busy || undefined}
      >
        <span aria-hidden="true">‹ </span>
        {t('pager.previous')}
      </button>
      <ul className={styles.pages}>
        {pagerWindow(page, pageCount).map((number) => (
          <li key={number}>
            <button
              type="button"
              className={styles.page}
              onClick={() => go(number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('pager.page', { page: number })}
              aria-disabled={busy || undefined}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.step}
        onClick={() => go(page + 1)}
        disabled={page >= pageCount}
        aria-disabled={busy || undefined}
      >
        {t('pager.next')}
        <span aria-hidden="true"> ›</span>
      </button>
    </nav>
  );
}
