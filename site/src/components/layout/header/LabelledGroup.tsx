import React, { type ReactNode } from 'react';
import * as styles from './Header.module.css';
import type { NavGroup, NavLinkItem } from './navModel';

/** A menu group: its optional heading names the list of links below it for screen readers. */
export function LabelledGroup({ group, idPrefix, className, renderItem }: {
  group: NavGroup;
  idPrefix: string;
  className: string | undefined;
  renderItem: (item: NavLinkItem) => ReactNode;
}) {
  const labelId = group.label ? `${idPrefix}-${group.id}` : undefined;
  return (
    <div className={className}>
      {group.label ? (
        <p className={styles.groupLabel} id={labelId}>
          {group.label}
        </p>
      ) : null}
      <ul className={styles.menuList} aria-labelledby={labelId}>
        {group.items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
    </div>
  );
}
