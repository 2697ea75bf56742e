import type { SiteLanguage } from '../../contract/siteRoutes';
import type { WidgetName } from './types';
import type { WidgetOptionName } from './widgetOptions';

/** What a marketer picks on the embed snippets page: one widget, its options and language. */
export interface EmbedChoice<W extends WidgetName = WidgetName> {
  /** The CMS origin `embed.js` is served from, without a trailing slash. */
  cmsUrl: string;
  widget: W;
  language: SiteLanguage;
  /** Empty values are left out. */
  options: Partial<Record<WidgetOptionName<W>, string>>;
}

/** The three pieces a partner pastes, as README.md of this folder describes them. */
export interface EmbedSnippet {
  /** Queues `cmsWidgets` calls made before `embed.js` has loaded; placed before the script tag. */
  stub: string;
  scriptTag: string;
  placeholder: string;
}

const STUB_BODY = `(function (w, name) {
    var api = (w[name] = w[name] || function () { (api.q = api.q || []).push(arguments); });
    ["open", "close", "mount", "unmount", "load", "reload"].forEach(function (method) {
      api[method] = api[method] || function () { api.apply(null, [method].concat([].slice.call(arguments))); };
    });
  })(window, "cmsWidgets");`;

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** `jobId` → `data-job-id`: the loader reads `dataset`, which camelCases the attribute names. */
const dataAttribute = (option: string) => `data-${option.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

const attributes = (pairs: Array<[string, string | undefined]>) =>
  pairs
    .filter((pair): pair is [string, string] => pair[1] !== undefined && pair[1].trim() !== '')
    .map(([name, value]) => ` ${name}="${escapeAttribute(value.trim())}"`)
    .join('');

/**
 * The snippet for a choice. `nonce` is for a page under a nonce-based CSP (the back office's
 * preview is one); what partners copy has none, as each of their answers has its own.
 */
export function embedSnippet(choice: EmbedChoice, nonce?: string): EmbedSnippet {
  const nonceAttribute = attributes([['nonce', nonce]]);
  const options = Object.entries(choice.options as Record<string, string | undefined>).map(
    ([name, value]): [string, string | undefined] => [dataAttribute(name), value],
  );
  return {
    stub: `<script${nonceAttribute}>\n  ${STUB_BODY}\n</script>`,
    scriptTag: `<script${nonceAttribute} async src="${escapeAttribute(`${choice.cmsUrl}/widgets/embed.js`)}"${attributes([
      ['data-cms', choice.cmsUrl],
      ['data-lang', choice.language],
    ])}></script>`,
    placeholder: `<div${attributes([['data-cms-widget', choice.widget], ...options])}></div>`,
  };
}
