import React, { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './Tabs.module.css';
import * as ui from './ui.module.css';

export interface TabItem {
  key: string;
  label: string;
  /** Number of entries, shown after the label. */
  count?: number;
  content: ReactNode;
}

export interface TabsProps {
  /** Prefix of the tab and panel ids, unique on the page. */
  id: string;
  /** What the tabs choose between, for assistive technology. */
  label: string;
  items: TabItem[];
  /** `location.search`: a `?tab=key` query opens that tab on load. */
  search?: string;
  /** Heading level of the hidden per-panel heading that keeps the outline complete. */
  panelHeading?: 2 | 3;
}

/**
 * WAI-ARIA tabs (arrow keys, Home, End). Every panel is rendered on the server, the inactive
 * ones `hidden`, so all content is in the HTML for readers without JavaScript and for crawlers.
 */
export function Tabs({ id, label, items, search, panelHeading = 2 }: TabsProps) {
  const [active, setActive] = useState(items[0]?.key ?? '');
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  useEffect(() => {
    const wanted = new URLSearchParams(search ?? '').get('tab');
    if (wanted && items.some((item) => item.key === wanted)) setActive(wanted);
    // Only the query decides; the item list is static for a page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const select = (key: string, focus: boolean) => {
    setActive(key);
    if (focus) tabRefs.current[key]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : -1;
    if (target < 0) return;
    event.preventDefault();
    const item = items[target];
    if (item) select(item.key, true);
  };

  const Heading = `h${panelHeading}` as 'h2' | 'h3';
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {items.map((item, index) => {
          const selected = item.key === active;
          return (
            <button
              key={item.key}
              ref={(element) => {
                tabRefs.current[item.key] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${item.key}`}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => select(item.key, false)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
              {item.count !== undefined ? <span className={styles.count}>{item.count}</span> : null}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${id}-panel-${item.key}`}
          aria-labelledby={`${id}-tab-${item.key}`}
          hidden={item.key !== active}
          tabIndex={0}
          className={styles.panel}
        >
          <Heading className={ui.visuallyHidden}>{item.label}</Heading>
          {item.content}
        </div>
      ))}
    </div>
  );
}
