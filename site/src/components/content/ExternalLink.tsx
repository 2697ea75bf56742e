import React, { type ReactNode } from 'react';
import { useCopy } from './i18n';
import * as ui from './ui.module.css';

/** A link to another site, opened in a new tab, saying so to assistive technology. */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const t = useCopy('pages');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className={ui.visuallyHidden}>{t('ui.opensInNewTab')}</span>
    </a>
  );
}
