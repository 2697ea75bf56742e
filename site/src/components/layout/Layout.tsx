import { Slice } from 'gatsby';
import React, { useRef, type ReactNode } from 'react';
import { useLayoutTranslation } from './useLayoutTranslation';
import * as styles from './Layout.module.css';
import { CurrentPathnameContext } from './currentPathname';
import { SiteWidgets } from './widgetStyles';
// The slices' stylesheets, here so that they are in the app chunk: Gatsby inlines into a page the
// CSS of the app and of the page's template, not a slice's, which would leave the served header
// and footer unstyled until the slice's chunk had loaded its stylesheet.
import './header/Header.module.css';
import './footer/Footer.module.css';
import '../../../../widgets/floating/floating.css';

export interface LayoutProps {
  children: ReactNode;
  /** The path as served (`/home`, `/en-US/home`): the slices mark the active entry from it. */
  pathname: string;
}

/**
 * Header, routed page, footer, floating side buttons and the consult dialog. The header and the
 * footer (with the floating buttons) are Gatsby Slices (site/src/slices/): each page maps the
 * aliases to its language's slices, whose HTML Gatsby renders once and stitches into every page,
 * so a change of their content re-renders two slices rather than every page.
 */
export function Layout({ children, pathname }: LayoutProps) {
  const { t } = useLayoutTranslation('common');
  // Pages change with a bounce; the first page of a visit appears at once, so its
  // largest content paints without waiting for an animation.
  const firstPathname = useRef(pathname);
  const pageClass = pathname === firstPathname.current ? styles.page : `${styles.page} ${styles.bounce}`;
  return (
    <CurrentPathnameContext.Provider value={pathname}>
      <div className={styles.shell}>
        <a className={styles.skipLink} href="#main">
          {t('skipToContent')}
        </a>
        <Slice alias="header" />
        <main id="main" key={pathname} className={pageClass} tabIndex={-1}>
          <SiteWidgets>{children}</SiteWidgets>
        </main>
        <Slice alias="footer" />
      </div>
    </CurrentPathnameContext.Provider>
  );
}
