import React, { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './Layout.module.css';

export interface LayoutProps {
  children: ReactNode;
  /** The path as served, used to replay the page transition on navigation. */
  pathname: string;
}

/**
 * Header, routed page, footer, floating side buttons and the consult dialog (SPEC §2).
 * The floating buttons and the dialog come from the widgets (issue 4): their slots are here.
 */
export function Layout({ children, pathname }: LayoutProps) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {t('skipToContent')}
      </a>
      <header data-slot="site-header" />
      <main id="main" key={pathname} className={styles.page}>
        {children}
      </main>
      <footer data-slot="site-footer" />
      <div data-slot="floating-buttons" />
      <div data-slot="consult-dialog" />
    </div>
  );
}
