import React, { useRef, useState, type KeyboardEvent } from 'react';
import { useLayoutTranslation } from '../useLayoutTranslation';
import type { SiteLanguage } from '../../../../../contract/siteRoutes';
import * as styles from './Header.module.css';
import { LabelledGroup } from './LabelledGroup';
import { NavItemLink } from './NavItemLink';
import type { NavLinkItem, ProductTab } from './navModel';

export interface ProductsPanelProps {
  tabs: ProductTab[];
  overview: NavLinkItem;
  language: SiteLanguage;
  onSelected: () => void;
  idPrefix: string;
}

/**
 * The products hover panel: three tabs — cloud platforms, applications, equipment —
 * with the tabs pattern's keys (arrows, Home, End) and hover switching.
 */
export function ProductsPanel({ tabs, overview, language, onSelected, idPrefix }: ProductsPanelProps) {
  const { t } = useLayoutTranslation();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (index: number, focus: boolean) => {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    if (focus) tabRefs.current[next]?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    select(target, true);
  };

  return (
    <div className={styles.productsPanel}>
      <div role="tablist" aria-label={t('products.tabsLabel')} aria-orientation="vertical" className={styles.tablist}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls={`${idPrefix}-tabpanel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index, false)}
            onMouseEnter={() => select(index, false)}
            onKeyDown={(event) => onTabKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className={styles.tabpanels}>
        {tabs.map((tab, index) => (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${idPrefix}-tabpanel-${tab.id}`}
            aria-labelledby={`${idPrefix}-tab-${tab.id}`}
            hidden={index !== selected}
            className={styles.tabpanel}
          >
            {tab.display === 'cards' ? (
              <ul className={tab.id === 'equipment' ? `${styles.cards} ${styles.cardsWide}` : styles.cards}>
                {tab.groups.flatMap((group) => group.items).map((item) => (
                  <li key={item.id}>
                    <NavItemLink item={item} language={language} onSelected={onSelected} className={styles.card}>
                      {item.image ? (
                        <img className={styles.cardImage} src={item.image} alt="" width={320} height={200} loading="lazy" />
                      ) : null}
                      <span className={styles.cardBody}>
                        <span className={styles.cardTitle}>{item.label}</span>
                        {item.description ? <span className={styles.cardText}>{item.description}</span> : null}
                      </span>
                    </NavItemLink>
                  </li>
                ))}
              </ul>
            ) : (
              <div className={styles.softwareGroups}>
                {tab.groups.map((group) => (
                  <LabelledGroup
                    key={group.id}
                    group={group}
                    idPrefix={idPrefix}
                    className={styles.softwareGroup}
                    renderItem={(item) => (
                      <NavItemLink item={item} language={language} onSelected={onSelected} className={styles.menuLink} />
                    )}
                  />
                ))}
              </div>
            )}
          </div>
        ))}
        <p className={styles.overview}>
          <NavItemLink item={overview} language={language} onSelected={onSelected} className={styles.overviewLink} />
        </p>
      </div>
    </div>
  );
}
