import React from 'react';
import * as ui from './ui.module.css';

/** Short highlights shown as chips (a product's strengths, a solution layer's parts). */
export function ChipList({ items }: { items: readonly string[] }) {
  return (
    <ul className={ui.chips}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
