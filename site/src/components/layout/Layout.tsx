import React, { useMemo, useRef, type ReactNode } from 'react';
import { useLayoutTranslation } from './useLayoutTranslation';
import { splitLocalizedPath } from '../../../../contract/siteRoutes';
import { SiteFooter } from './footer/SiteFooter';
import { SiteHeader } from './header/SiteHeader';
import { FloatingConsult } from '../../../../widgets/floating/FloatingConsult';
import { CMS_ORIGIN, cmsAsset } from '../../runtime/cmsClient';
import * as styles from './Layout.module.css';
import { selectLayoutData, type LayoutData } from './layoutData';
import { useLayoutQuery } from './useLayoutQuery';

export interface LayoutProps {
  children: ReactNode;
  /** The path as served (`/home`, `/en-US/home`): it names the language and the active entry. */
  pathname: string;
}

export interface LayoutViewProps {
  children: ReactNode;
  pathname: string;
  data: LayoutData;
}

/** The path's language and its path without prefix or trailing slash. */
export function pageOf(pathname: string) {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return splitLocalizedPath(trimmed || '/');
}

/**
 * Header, routed page, footer, floating side buttons and the consult dialog, with the content
 * of the layout's static query (useLayoutQuery.ts). The floating buttons and the dialog are the
 * widgets' (widgets/floating/), rendered here on every page.
 */
export function Layout({ children, pathname }: LayoutProps) {
  const language = pageOf(pathname).language;
  const raw = useLayoutQuery();
  const data = useMemo(() => selectLayoutData(raw, language), [raw, language]);
  return (
    <LayoutView data={data} pathname={pathname}>
      {children}
    </LayoutView>
  );
}

/** The layout around already-selected content (what the tests render). */
export function LayoutView({ children, pathname, data }: LayoutViewProps) {
  const { t } = useLayoutTranslation('common');
  const { language, path } = pageOf(pathname);
  // Pages change with a bounce; the first page of a visit appears at once, so its
  // largest content paints without waiting for an animation.
  const firstPathname = useRef(pathname);
  const pageClass = pathname === firstPathname.current ? styles.page : `${styles.page} ${styles.bounce}`;
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader data={data} language={language} path={path} pathname={pathname} />
      <main id="main" key={pathname} className={pageClass} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter data={data} language={language} />
      <FloatingConsult
        language={language}
        cmsUrl={CMS_ORIGIN}
        qrImageUrl={data.settings ? cmsAsset(data.settings.wechatQrCode) : undefined}
        openingHours={data.settings?.openingHours}
      />
    </div>
  );
}
