import { stringify } from 'csv-stringify/sync';
import type { SiteRedirect } from '../../contract/redirects';

type Rule = Pick<SiteRedirect, 'from' | 'match' | 'to' | 'status'>;

/** The regular expression that matches `text` literally (sources hold `.`, targets more). */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The redirects as nginx `location` blocks, to include in the site's `server` block
 * (deploy/nginx/intralogistics-site.conf): nginx then answers them without asking the CMS, as the
 * CMS would (the trailing slash too; the visitor's query kept unless the target names its own; a
 * prefix keeps the rest of the path). Sources and targets hold no character nginx would read as
 * syntax (contract/redirects.ts), so they are written as they are.
 */
export function nginxRedirects(rules: readonly Rule[]): string {
  const lines = ['# Redirects kept in the back office (cms/redirects); written by the CMS, do not edit.'];
  for (const rule of rules) {
    const target = rule.to.includes('?') ? rule.to : `${rule.to}$is_args$args`;
    lines.push(`location = ${rule.from} { return ${rule.status} ${target}; }`);
    lines.push(`location = ${rule.from}/ { return ${rule.status} ${target}; }`);
    if (rule.match === 'prefix') {
      const [path = '', query] = rule.to.split('?');
      // `rewrite` keeps the visitor's query itself; a target's own query ends in `?`, which drops it.
      const replacement = `${path.replace(/\/$/, '')}/$1${query === undefined ? '' : `?${query}?`}`;
      const flag = rule.status === 301 ? 'permanent' : 'redirect';
      lines.push(`location ^~ ${rule.from}/ { rewrite ^${literal(rule.from)}/+(.*)$ ${replacement} ${flag}; }`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * One line a CDN's bulk redirect list takes: source path, target, status, whether the rest of the
 * path is kept (a target may hold a comma: csv-stringify quotes it, as for the inbox exports).
 */
export function csvRedirects(rules: readonly Rule[]): string {
  const records = rules.map((rule) => [rule.from, rule.to, String(rule.status), String(rule.match === 'prefix')]);
  return stringify(records, { header: true, columns: ['from', 'to', 'status', 'prefix'], record_delimiter: 'windows' });
}

export function jsonRedirects(rules: readonly Rule[]): string {
  return JSON.stringify(rules.map(({ from, match, to, status }) => ({ from, match, to, status })), null, 2);
}
