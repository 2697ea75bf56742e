import { LocalLink as Link } from './LocalLink';
import React, { useEffect, useRef } from 'react';
import * as styles from './SubNav.module.css';

export interface SubNavItem {
  key: string;
  label: string;
  /** A site path (localised by the link) or, with `anchor`, an in-page `#id`. */
  to: string;
  anchor?: boolean;
  current?: boolean;
  /** What `aria-current` says: another page (default for links) or a place on this page. */
  currentValue?: 'page' | 'location';
}

/**
 * A local navigation bar under the hero: sibling pages (about us) or the sections of a long page.
 * On phones it scrolls sideways instead of wrapping into a tall block.
 */
export function SubNav({ label, items }: { label: string; items: SubNavItem[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  const currentKey = items.find((item) => item.current)?.key;
  useEffect(() => {
    // On narrow screens, bring the current entry into the visible part of the scrolling bar
    // (horizontally only: the page itself must not move).
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const left = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
    list.scrollTo({ left: Math.max(0, left), behavior: 'auto' });
  }, [currentKey]);
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul ref={listRef} className={styles.list}>
        {items.map((item) => (
          <li key={item.key}>
            {item.anchor ? (
              <a href={item.to} className={styles.link} aria-current={item.current ? 'location' : undefined}>
                {item.label}
              </a>
            ) : (
              <Link to={item.to} className={styles.link} aria-current={item.current ? (item.currentValue ?? 'page') : undefined}>
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
