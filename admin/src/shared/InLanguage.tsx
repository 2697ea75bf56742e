import type { ReactNode } from 'react';
import type { ApiLanguage } from '../../../contract/language';

/** The `lang` of a language of the content (`zh` is written for mainland China). */
export const languageTag = (language: ApiLanguage): string => (language === 'en' ? 'en' : 'zh-CN');

/**
 * Text in a known language shown whatever the interface's (a title, what a visitor wrote):
 * marked with its `lang`, so that screen readers read it in its language and a translating
 * browser knows what it is.
 */
export function InLanguage({ language, children }: { language: ApiLanguage; children: ReactNode }) {
  return <span lang={languageTag(language)}>{children}</span>;
}

/** A name in no language to translate (a person's, a company's, a file's): a translating browser leaves it as it is. */
export function AsNamed({ children }: { children: ReactNode }) {
  return <span translate="no">{children}</span>;
}
