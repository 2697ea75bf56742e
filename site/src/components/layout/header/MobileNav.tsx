import React, { useEffect, useState, type KeyboardEvent } from 'react';
import { useLayoutTranslation } from '../useLayoutTranslation';
import type { SiteLanguage } from '../../../../../contract/siteRoutes';
import type { HeaderIndex } from '../../../state/headerIndex';
import * as styles from './Header.module.css';
import { ExternalIcon } from './DesktopNav';
import { NavItemLink } from './NavItemLink';
import type { EntryId, NavEntry, NavGroup } from './navModel';

export const MOBILE_NAV_ID = 'site-nav-mobile';

export interface MobileMenuButtonProps {
  open: boolean;
  onToggle: () => void;
  buttonRef: React.Ref<HTMLButtonElement>;
}

/** The hamburger of narrow screens. */
export function MobileMenuButton({ open, onToggle, buttonRef }: MobileMenuButtonProps) {
  const { t } = useLayoutTranslation();
  return (
    <button
      ref={buttonRef}
      type="button"
      className={styles.hamburger}
      aria-expanded={open}
      aria-controls={MOBILE_NAV_ID}
      aria-label={t('mobile.menu')}
      onClick={onToggle}
    >
      <span className={styles.hamburgerBox} aria-hidden="true">
        <span className={styles.hamburgerLine} />
        <span className={styles.hamburgerLine} />
        <span className={styles.hamburgerLine} />
      </span>
    </button>
  );
}

export interface MobileNavProps {
  entries: NavEntry[];
  language: SiteLanguage;
  activeIndex: HeaderIndex | null;
  /** The path as served, without trailing slash: a link to it is the current page. */
  currentPath: string;
  open: boolean;
  /** Closes the menu; `returnFocus` puts focus back on the hamburger. */
  onClose: (returnFocus: boolean) => void;
}

function groupsOf(entry: NavEntry): NavGroup[] {
  if (entry.kind === 'menu') return entry.groups;
  if (entry.kind === 'products') {
    return [
      ...entry.tabs.map((tab) => ({ id: tab.id, label: tab.label, items: tab.groups.flatMap((group) => group.items) })),
      { id: 'overview', items: [entry.overview] },
    ];
  }
  return [];
}

/**
 * The accordion menu of narrow screens: the header's entries, one section open at a time;
 * home, cases, careers and every link close the menu.
 */
export function MobileNav({ entries, language, activeIndex, currentPath, open, onClose }: MobileNavProps) {
  const { t } = useLayoutTranslation();
  const [section, setSection] = useState<EntryId | null>(null);
  const closeMenu = () => onClose(false);

  useEffect(() => {
    if (!open) setSection(null);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    }
  };

  return (
    <nav id={MOBILE_NAV_ID} aria-label={t('nav.label')} hidden={!open} className={styles.mobileNav} onKeyDown={onKeyDown}>
      {/* Rendered while open only, like the desktop panels: no page pays for it before use. */}
      {open ? <ul className={styles.mobileList}>
        {entries.map((entry) => {
          const active = entry.index === activeIndex;
          const direct = entry.kind === 'link' ? entry.link : entry.kind === 'menu' ? entry.mobileLink : undefined;
          if (direct) {
            return (
              <li key={entry.id} className={styles.mobileEntry}>
                <NavItemLink
                  item={direct}
                  language={language}
                  onSelected={closeMenu}
                  className={styles.mobileTop}
                  aria-current={active ? (direct.href === currentPath ? 'page' : 'true') : undefined}
                >
                  {entry.label}
                </NavItemLink>
              </li>
            );
          }
          const expanded = section === entry.id;
          const sectionId = `${MOBILE_NAV_ID}-section-${entry.id}`;
          return (
            <li key={entry.id} className={styles.mobileEntry}>
              <button
                type="button"
                className={styles.mobileTop}
                aria-expanded={expanded}
                aria-controls={sectionId}
                {...(active ? { 'aria-current': 'true' as const } : {})}
                onClick={() => setSection(expanded ? null : entry.id)}
              >
                {entry.label}
                <span className={styles.mobileSign} aria-hidden="true" />
              </button>
              <div id={sectionId} hidden={!expanded} className={styles.mobileSection}>
                {expanded && groupsOf(entry).map((group) => (
                  <div key={group.id}>
                    {group.label ? (
                      <p className={styles.mobileGroupLabel} id={`${sectionId}-${group.id}`}>
                        {group.label}
                      </p>
                    ) : null}
                    <ul className={styles.mobileSubList} aria-labelledby={group.label ? `${sectionId}-${group.id}` : undefined}>
                      {group.items.map((item) => (
                        <li key={item.id}>
                          <NavItemLink item={item} language={language} onSelected={closeMenu} className={styles.mobileLink}>
                            {item.label}
                            {item.external ? <ExternalIcon /> : null}
                          </NavItemLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </li>
          );
        })}
      </ul> : null}
    </nav>
  );
}
