/**
 * What the back-office walk checks on each screen, run in the page: the words written in the
 * other language's script, and a horizontal scrollbar. Kept apart from the walk so that the rules
 * (what counts as interface text, what data may say) read in one place.
 */
import type { Page } from 'playwright-core';

export type InterfaceLanguage = 'zh' | 'en';

/**
 * Latin words a Chinese interface may hold, each the name of a thing that has no Chinese name in
 * use: file formats staff pick by name (CSV, PDF, …), products and services named by their makers
 * (Excel, Google Analytics, Microsoft Authenticator, 1Password), our product type AGV, the
 * mechanism partners configure under that name (Webhook), and the units px and MB. Anything else
 * in Latin letters is a leak.
 */
const LATIN_ALLOWED = [
  'CSV', 'Excel', 'JSON', 'PDF', 'MP4', 'JPEG', 'PNG', 'WebP', 'AVIF', 'SVG',
  'AGV', 'Webhook', 'Google', 'Analytics', 'Microsoft', 'Authenticator', '1Password',
  'px', 'MB',
];

export interface ScreenReport {
  /** Text in the other script, each with where it was found (a tag, or an attribute). */
  leaks: string[];
  /** How far the document scrolls sideways, in CSS pixels; 0 when it fits. */
  overflow: number;
}

/**
 * Reads the screen as a user (and a screen reader) meets it: the visible text, the accessible
 * names and hints given in attributes, and the document's title. Data is left out: what staff or
 * visitors typed shows in form fields (values, not text), in the rich-text editor (editable), in
 * code samples and in previews (frames); content in a known language (a title, in either) is
 * marked with `lang`, as a screen reader needs it to be, and names and codes in no language (a browser's, a record's
 * target) with `translate="no"`, as a translating browser needs it to be. What those hold is data
 * where an accessible name repeats it too ("上移：Global AGV Users Network"), and so are e-mail
 * addresses, web addresses, file names and configuration variables' names wherever they show.
 */
export async function readScreen(page: Page, language: InterfaceLanguage): Promise<ScreenReport> {
  return page.evaluate(
    ({ language, allowed }) => {
      const foreign = language === 'zh' ? /[A-Za-z][A-Za-z0-9]*(?:[-'’][A-Za-z]+)*/g : /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]+/g;
      // E-mail and web addresses, file names, and the names of configuration variables (BACKUP_INTERVAL).
      const data = /\S+@\S+\.\w+|(?:https?:\/\/|www\.)\S+|[\w-]+\.(?:jpe?g|png|webp|avif|svg|pdf|mp4|docx?|csv|xlsx|json)\b/gi;
      const variable = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;
      const excluded = 'script, style, noscript, template, textarea, code, pre, kbd, samp, [contenteditable="true"], iframe, [translate="no"]';
      // The interface's language is the document's; an element that names its own holds content.
      const ownLanguage = (element: Element) => !element.closest('body [lang]');
      // Addresses and variables go first, whole: a marked name inside one ("admin" in
      // admin@example.com) would otherwise cut it into words that no longer read as an address.
      const withoutPatterns = (text: string) => text.replace(data, ' ').replace(variable, ' ');
      const marked = [...document.body.querySelectorAll('[translate="no"], [lang]')];
      const dataTexts = marked.map((element) => withoutPatterns(element.textContent ?? '').trim()).filter((text) => text.length > 1).sort((a, b) => b.length - a.length);
      const withoutData = (text: string) => dataTexts.reduce((rest, known) => rest.split(known).join(' '), withoutPatterns(text));
      const leaks: string[] = [];
      const check = (text: string, where: string) => {
        const words = withoutData(text).match(foreign) ?? [];
        const leaked = words.filter((word) => language === 'en' || (!allowed.includes(word) && /[A-Za-z]{2}/.test(word)));
        if (leaked.length > 0) leaks.push(`${where}: "${text.trim().slice(0, 120)}"`);
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim()) continue;
        if (parent.closest(excluded) || !ownLanguage(parent) || !parent.checkVisibility({ visibilityProperty: true })) continue;
        check(node.textContent, `<${parent.tagName.toLowerCase()}>`);
      }
      for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
        if (element.closest(excluded) || !ownLanguage(element) || !element.checkVisibility({ visibilityProperty: true })) continue;
        for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
          const value = element.getAttribute(attribute);
          if (value) check(value, `<${element.tagName.toLowerCase()} ${attribute}>`);
        }
      }
      check(document.title, '<title>');
      const scroller = document.scrollingElement ?? document.documentElement;
      return { leaks: [...new Set(leaks)], overflow: Math.max(0, scroller.scrollWidth - scroller.clientWidth) };
    },
    { language, allowed: LATIN_ALLOWED },
  );
}

/**
 * Waits until the screen has settled: the screen marked by {@link markLeaving} gone, no request of
 * the page in flight for a short while, then two frames painted. Cheaper than Playwright's
 * `networkidle` (half a second of quiet each time), which the walk would pay on every screen. The
 * router renders a new route in a transition, so the old screen may still show, quiet, after the
 * address changed and after the new screen's code has loaded (CI's walk clicked a row of the list
 * it had left): only the old screen's going says that the new one is up.
 */
export function trackRequests(page: Page): { settled(): Promise<void> } {
  let inFlight = 0;
  let lastChange = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastChange = Date.now();
  });
  const finished = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return {
    async settled() {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const replaced = await page.evaluate(
          () => new Promise<boolean>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(!document.querySelector('[data-walk-left]'))))),
        );
        if (replaced && inFlight <= 0 && Date.now() - lastChange >= 100) return;
        if (Date.now() > deadline) throw new Error(`the screen did not settle within 15 s (${inFlight} requests in flight, the screen left ${replaced ? 'gone' : 'still shown'})`);
        await page.waitForTimeout(50);
      }
    },
  };
}

/** Marks the screen about to be left, so that {@link trackRequests} knows when it is replaced. */
export async function markLeaving(page: Page): Promise<void> {
  await page.evaluate(() => document.querySelector('#main-content')?.firstElementChild?.setAttribute('data-walk-left', ''));
}
