import { Link } from 'gatsby';
import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLayoutTranslation } from '../useLayoutTranslation';
import { HEADER_INDEX, ROUTES, localizedPath, type SiteLanguage } from '../../../../../contract/siteRoutes';
import { selectHeaderEntry } from '../../../state/clientState';
import { useHeaderActiveIndex } from '../../../state/useHeaderActiveIndex';
import type { LayoutData } from '../layoutData';
import { DesktopNav } from './DesktopNav';
import * as styles from './Header.module.css';
import { LanguageToggle } from './LanguageToggle';
import { MobileMenuButton, MobileNav } from './MobileNav';
import { SearchButton } from './SearchButton';
import { buildNavEntries } from './navModel';

export interface SiteHeaderProps {
  data: LayoutData;
  language: SiteLanguage;
  /** The path without language prefix (`/home`). */
  path: string;
  /** The path as served, with its prefix. */
  pathname: string;
}

function LogoMark() {
  return (
    <svg className={styles.logoMark} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <path d="M8 22V12l8-4 8 4v10" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinejoin="round" />
      <path d="M12 22v-6h8v6M12 19h8" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinejoin="round" />
    </svg>
  );
}

/** The sticky site header: brand, desktop menus, the search, language toggle and the mobile menu. */
export function SiteHeader({ data, language, path, pathname }: SiteHeaderProps) {
  const { t } = useLayoutTranslation();
  const activeIndex = useHeaderActiveIndex(path);
  const entries = useMemo(() => buildNavEntries(data, language, t), [data, language, t]);
  const [mobileOpen, setMobileOpen] = useState(false);
  const hamburger = useRef<HTMLButtonElement>(null);

  const closeMobile = useCallback((returnFocus: boolean) => {
    setMobileOpen(false);
    if (returnFocus) hamburger.current?.focus();
  }, []);

  useEffect(() => setMobileOpen(false), [pathname]);

  const name = data.settings?.companyShortName ?? '';
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link
          to={localizedPath(ROUTES.home, language)}
          className={styles.brand}
          aria-label={t('brand.home', { name })}
          onClick={() => {
            selectHeaderEntry(HEADER_INDEX.home);
            setMobileOpen(false);
          }}
        >
          <LogoMark />
          <span className={styles.brandName}>{name}</span>
        </Link>
        <DesktopNav entries={entries} language={language} activeIndex={activeIndex} pathname={pathname} />
        <div className={styles.actions}>
          <SearchButton language={language} />
          <LanguageToggle language={language} />
          <MobileMenuButton open={mobileOpen} onToggle={() => setMobileOpen((open) => !open)} buttonRef={hamburger} />
        </div>
      </div>
      <MobileNav
        entries={entries}
        language={language}
        activeIndex={activeIndex}
        currentPath={pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname}
        open={mobileOpen}
        onClose={closeMobile}
      />
    </header>
  );
}
