import { Link } from 'gatsby';
import React, { type MouseEvent, type ReactNode } from 'react';
import { useLayoutTranslation } from '../useLayoutTranslation';
import type { SiteLanguage } from '../../../../../contract/siteRoutes';
import { goToServiceSection } from '../../../navigation/serviceSection';
import { selectHeaderEntry } from '../../../state/clientState';
import type { NavLinkItem, Selection } from './navModel';

/** Applies a link's effect on the client state. */
export function applySelection(selection: Selection): void {
  selectHeaderEntry(selection.headerIndex, { aboutIndex: selection.aboutIndex, caseIndex: selection.caseIndex });
}

const isPlainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export interface NavItemLinkProps {
  item: NavLinkItem;
  language: SiteLanguage;
  /** Called after the link was chosen: the menu holding it closes. */
  onSelected?: () => void;
  className?: string;
  /** Content instead of the label (cards). */
  children?: ReactNode;
  'aria-current'?: 'page' | 'true';
}

/**
 * One link of the header menus: a Gatsby link inside the site, a new tab outside it. Choosing it
 * updates the client state; service-support sections navigate in two steps (page, then section).
 */
export function NavItemLink({ item, language, onSelected, className, children, ...aria }: NavItemLinkProps) {
  const { t } = useLayoutTranslation();
  const content = children ?? item.label;
  if (item.external) {
    return (
      <a
        className={className}
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => {
          applySelection(item.selection);
          onSelected?.();
        }}
      >
        {content}
        <span className="visually-hidden">{t('nav.newTab')}</span>
      </a>
    );
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    applySelection(item.selection);
    const anchor = item.selection.serviceAnchor;
    if (anchor !== undefined) {
      event.preventDefault();
      goToServiceSection(language, anchor);
    }
    onSelected?.();
  };
  return (
    <Link className={className} to={item.href} onClick={onClick} {...(aria['aria-current'] ? aria : {})}>
      {content}
    </Link>
  );
}
