/**
 * Tells the browser, screen readers and translators which language the app speaks now, and names
 * the tab in it: the page's `lang` and its title follow the language chosen (index.html starts in
 * Chinese, the default, until the app knows better).
 */
export function showDocumentLanguage(locale: 'zh' | 'en', title: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale === 'en' ? 'en' : 'zh-CN';
  document.title = title;
}
