import React from 'react';
import * as styles from './FigureList.module.css';

export interface FigureItem {
  /** The figure as shown: "2000", "30+", "3.07". */
  value: string;
  /** Unit set smaller after the value: "亿元", "m/s". */
  unit?: string;
  label: string;
}

/** Key figures as a list of value and label pairs, in a responsive grid. */
export function FigureList({ items, label, tone = 'light' }: { items: FigureItem[]; label?: string; tone?: 'light' | 'dark' }) {
  return (
    <dl className={`${styles.figures} ${tone === 'dark' ? styles.dark : ''}`} aria-label={label}>
      {items.map((item) => (
        <div key={`${item.label}-${item.value}`} className={styles.item}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>
            {item.value}
            {item.unit ? <span className={styles.unit}>{item.unit}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
