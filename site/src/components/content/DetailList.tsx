import React, { type ReactNode } from 'react';
import * as styles from './DetailList.module.css';

export interface DetailItem {
  key: string;
  label: string;
  value: ReactNode;
}

/** Labelled facts (contact details, stock facts) as a description list. */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <dl className={styles.list}>
      {items.map((item) => (
        <div key={item.key} className={styles.row}>
          <dt className={styles.term}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A phone number as a `tel:` link (digits and a leading + only in the URL). */
export function PhoneLink({ number }: { number: string }) {
  return <a href={`tel:${number.replace(/[^\d+]/g, '')}`}>{number}</a>;
}
