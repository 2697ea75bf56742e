import { LocalLink as Link } from './LocalLink';
import React from 'react';
import * as styles from './SubNav.module.css';

export interface SubNavItem {
  key: string;
  label: string;
  /** A site path (localised by the link) or, with `anchor`, an in-page `#id`. */
  to: string;
  anchor?: boolean;
  current?: boolean;
}

/**
 * A local navigation bar under the hero: sibling pages (about us) or the sections of a long page.
 * On phones it scrolls sideways instead of wrapping into a tall block.
 */
export function SubNav({ label, items }: { label: string; items: SubNavItem[] }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key}>
            {item.anchor ? (
              <a href={item.to} className={styles.link} aria-current={item.current ? 'location' : undefined}>
                {item.label}
              </a>
            ) : (
              <Link to={item.to} className={styles.link} aria-current={item.current ? 'page' : undefined}>
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
