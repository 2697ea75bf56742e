import React from 'react';
import * as styles from './AboutPages.module.css';

export interface Tile {
  title: string;
  text: string;
}

/** The about pages' tiles: a title and a sentence each (commitments, capabilities, channels). */
export function TileList({ items }: { items: readonly Tile[] }) {
  return (
    <ul className={styles.tiles}>
      {items.map((item) => (
        <li key={item.title} className={styles.tile}>
          <h3 className={styles.tileTitle}>{item.title}</h3>
          <p className={styles.tileText}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
