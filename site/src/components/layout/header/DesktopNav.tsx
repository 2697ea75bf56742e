import React, { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useLayoutTranslation } from '../useLayoutTranslation';
import type { SiteLanguage } from '../../../../../contract/siteRoutes';
import type { HeaderIndex } from '../../../state/headerIndex';
import * as styles from './Header.module.css';
import { LabelledGroup } from './LabelledGroup';
import { focusableItems, moveFocus } from './menuFocus';
import { NavItemLink } from './NavItemLink';
import type { EntryId, NavEntry, NavGroup } from './navModel';
import { ProductsPanel } from './ProductsPanel';

export interface DesktopNavProps {
  entries: NavEntry[];
  language: SiteLanguage;
  activeIndex: HeaderIndex | null;
  /** The current path with its language prefix; menus close when it changes. */
  pathname: string;
}

export const DESKTOP_NAV_ID = 'site-nav';

function Chevron() {
  return (
    <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function ExternalIcon() {
  return (
    <svg className={styles.externalIcon} viewBox="0 0 12 12" width="11" height="11" aria-hidden="true" focusable="false">
      <path d="M5 2H2v8h8V7M7 2h3v3M10 2 5.5 6.5" fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function MenuGroups({ groups, language, onSelected, idPrefix }: { groups: NavGroup[]; language: SiteLanguage; onSelected: () => void; idPrefix: string }) {
  return (
    <div className={groups.length > 1 ? styles.groups : undefined}>
      {groups.map((group) => (
        <LabelledGroup
          key={group.id}
          group={group}
          idPrefix={idPrefix}
          className={styles.group}
          renderItem={(item) => (
            <NavItemLink item={item} language={language} onSelected={onSelected} className={styles.menuLink}>
              <span className={styles.menuLabel}>
                {item.label}
                {item.external ? <ExternalIcon /> : null}
              </span>
              {item.description ? <span className={styles.menuHint}>{item.description}</span> : null}
            </NavItemLink>
          )}
        />
      ))}
    </div>
  );
}

/**
 * The desktop header menus, the disclosure navigation pattern: buttons opening on hover, Enter,
 * Space and ArrowDown (never on focus alone, so Tab moves from top-level entry to top-level entry
 * rather than through every item); closing on mouse out, Escape (focus back on the button), focus
 * leaving, a click elsewhere and after a selection. One menu is open at a time.
 */
export function DesktopNav({ entries, language, activeIndex, pathname }: DesktopNavProps) {
  const { t } = useLayoutTranslation();
  const [openId, setOpenId] = useState<EntryId | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const triggers = useRef(new Map<EntryId, HTMLButtonElement | null>());
  const panels = useRef(new Map<EntryId, HTMLDivElement | null>());
  /** The menu whose first item takes focus once it is shown (keyboard opening). */
  const focusFirstOf = useRef<EntryId | null>(null);

  const close = useCallback(() => setOpenId(null), []);
  const currentPath = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

  useEffect(close, [pathname, close]);

  useEffect(() => {
    if (openId === null) return;
    if (focusFirstOf.current === openId) {
      focusFirstOf.current = null;
      const panel = panels.current.get(openId) ?? null;
      const first = panel?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]') ?? focusableItems(panel)[0];
      first?.focus();
    }
    const onPointerDown = (event: PointerEvent | globalThis.MouseEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId]);

  const closeAndFocusTrigger = (id: EntryId) => {
    setOpenId(null);
    triggers.current.get(id)?.focus();
  };

  const openWithKeyboard = (id: EntryId) => {
    focusFirstOf.current = id;
    setOpenId(id);
    if (openId === id) {
      // Already open: focus now, the effect will not run again.
      focusFirstOf.current = null;
      const panel = panels.current.get(id) ?? null;
      (panel?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]') ?? focusableItems(panel)[0])?.focus();
    }
  };

  const focusSibling = (current: HTMLElement, delta: 1 | -1) => {
    const tops = Array.from(navRef.current?.querySelectorAll<HTMLElement>('[data-entry] > :first-child') ?? []);
    const index = tops.indexOf(current);
    tops[(index + delta + tops.length) % tops.length]?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>, id: EntryId) => {
    switch (event.key) {
      case 'Enter':
      case ' ':
      case 'ArrowDown':
        event.preventDefault();
        openWithKeyboard(id);
        break;
      case 'Escape':
        if (openId === id) {
          event.preventDefault();
          setOpenId(null);
        }
        break;
      case 'ArrowRight':
      case 'ArrowLeft':
        event.preventDefault();
        focusSibling(event.currentTarget, event.key === 'ArrowRight' ? 1 : -1);
        break;
      default:
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>, id: EntryId) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      closeAndFocusTrigger(id);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveFocus(event.currentTarget, event.key === 'ArrowDown' ? 1 : -1);
    }
  };

  const onEntryBlur = (event: FocusEvent<HTMLLIElement>, id: EntryId) => {
    const next = event.relatedTarget as Node | null;
    if (openId === id && !event.currentTarget.contains(next)) setOpenId(null);
  };

  const onTriggerClick = (event: MouseEvent<HTMLButtonElement>, id: EntryId) => {
    // Keyboard clicks are handled on keydown; a pointer click opens (hover may have already).
    if (event.detail === 0) openWithKeyboard(id);
    else setOpenId(id);
  };

  return (
    <nav id={DESKTOP_NAV_ID} ref={navRef} aria-label={t('nav.label')} className={styles.desktopNav}>
      <ul className={styles.menubar}>
        {entries.map((entry) => {
          const active = entry.index === activeIndex;
          if (entry.kind === 'link') {
            return (
              <li
                key={entry.id}
                className={styles.entry}
                data-entry={entry.id}
                onKeyDown={(event) => {
                  const link = event.currentTarget.firstElementChild as HTMLElement | null;
                  if (event.target === link && link && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
                    event.preventDefault();
                    focusSibling(link, event.key === 'ArrowRight' ? 1 : -1);
                  }
                }}
              >
                <NavItemLink
                  item={entry.link}
                  language={language}
                  className={styles.topLink}
                  aria-current={active ? (entry.link.href === currentPath ? 'page' : 'true') : undefined}
                >
                  {entry.label}
                </NavItemLink>
              </li>
            );
          }
          const open = openId === entry.id;
          const panelId = `${DESKTOP_NAV_ID}-panel-${entry.id}`;
          return (
            <li
              key={entry.id}
              data-entry={entry.id}
              className={entry.kind === 'products' ? `${styles.entry} ${styles.entryWide}` : styles.entry}
              onMouseEnter={() => setOpenId(entry.id)}
              onMouseLeave={() => setOpenId((current) => (current === entry.id ? null : current))}
              onBlur={(event) => onEntryBlur(event, entry.id)}
            >
              <button
                ref={(element) => {
                  triggers.current.set(entry.id, element);
                }}
                type="button"
                id={`${DESKTOP_NAV_ID}-trigger-${entry.id}`}
                className={styles.trigger}
                aria-expanded={open}
                aria-haspopup="true"
                aria-controls={panelId}
                {...(active ? { 'aria-current': 'true' as const } : {})}
                onClick={(event) => onTriggerClick(event, entry.id)}
                onKeyDown={(event) => onTriggerKeyDown(event, entry.id)}
              >
                {entry.label}
                <Chevron />
              </button>
              <div
                ref={(element) => {
                  panels.current.set(entry.id, element);
                }}
                id={panelId}
                hidden={!open}
                className={
                  entry.kind === 'products'
                    ? `${styles.panel} ${styles.panelWide}`
                    : entry.id === 'about'
                      ? `${styles.panel} ${styles.panelEnd}`
                      : styles.panel
                }
                onKeyDown={(event) => onPanelKeyDown(event, entry.id)}
              >
                {/* Rendered while open only: the panels hold most of the header's elements,
                    and every page would otherwise parse and hydrate them before any hover. */}
                {!open ? null : entry.kind === 'products' ? (
                  <ProductsPanel tabs={entry.tabs} overview={entry.overview} language={language} onSelected={close} idPrefix={panelId} />
                ) : (
                  <MenuGroups groups={entry.groups} language={language} onSelected={close} idPrefix={panelId} />
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
