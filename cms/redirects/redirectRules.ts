import { isExternalTarget, type RedirectStatus, type SiteRedirect } from '../../contract/redirects';

type Rule = Pick<SiteRedirect, 'from' | 'match' | 'to' | 'status'>;

/** Where a path leads: an address (with the target's query, if it has one) and the status. */
export interface RedirectAnswer {
  location: string;
  status: RedirectStatus;
}

export interface RedirectTable {
  readonly size: number;
  /** The redirect of a path (no query, no trailing slash): its own exact one, else the longest prefix above it. */
  resolve(path: string): RedirectAnswer | null;
}

/** A prefix keeps the rest of the path: `/old` → `/new` takes `/old/a/b` to `/new/a/b`. */
function answerOf(rule: Rule, path: string): RedirectAnswer {
  // Repeated slashes collapse, so a target of `/` cannot become `//host`, another site.
  const rest = path.slice(rule.from.length).replace(/\/{2,}/g, '/');
  if (!rest) return { location: rule.to, status: rule.status };
  const [target = '', query] = rule.to.split('?');
  return { location: `${target.replace(/\/$/, '')}${rest}${query === undefined ? '' : `?${query}`}`, status: rule.status };
}

/** The rules by source path, looked up in time proportional to the path's depth, not to their number. */
export function redirectTable(rules: readonly Rule[]): RedirectTable {
  const exact = new Map<string, Rule>();
  const prefixes = new Map<string, Rule>();
  for (const rule of rules) (rule.match === 'prefix' ? prefixes : exact).set(rule.from, rule);
  return {
    size: rules.length,
    resolve(path) {
      const own = exact.get(path) ?? prefixes.get(path);
      if (own) return answerOf(own, path);
      if (prefixes.size === 0) return null;
      for (let end = path.lastIndexOf('/'); end > 0; end = path.lastIndexOf('/', end - 1)) {
        const rule = prefixes.get(path.slice(0, end));
        if (rule) return answerOf(rule, path);
      }
      return null;
    },
  };
}

/** More hops than a visitor's browser would follow is as bad as a loop. */
const MAX_HOPS = 10;

/**
 * Where a visitor sent to `start` ends up through the rules: the last address reached (a site
 * path with its query, or an external address) and the hops taken, or `loop` when a path comes
 * back or the hops run out (a prefix leading below itself never ends).
 */
export function followRedirects(table: RedirectTable, start: string): { end: string; hops: number } | 'loop' {
  const seen = new Set<string>();
  let end = start;
  for (let hops = 0; hops <= MAX_HOPS; hops += 1) {
    const path = end.split('?')[0]!.replace(/(.)\/$/, '$1');
    if (seen.has(path)) return 'loop';
    seen.add(path);
    const answer = table.resolve(path);
    if (!answer) return { end, hops };
    if (isExternalTarget(answer.location)) return { end: answer.location, hops: hops + 1 };
    end = answer.location;
  }
  return 'loop';
}
