import type { Kysely } from 'kysely';
import { toApiLanguage, type ApiLanguage } from '../../contract/language';
import type { LeadSourcePage, SitePageName } from '../../contract/leadSourcePage';
import { ROUTES, splitLocalizedPath } from '../../contract/siteRoutes';
import { findArticleTitlesForStaff } from '../content/articles/articleRecords';
import { findJobPostsForStaff } from '../content/jobs/jobs';
import type { Database } from '../db/schema';

/** What an address names before its item is looked up: a `?id=` page's item, or a page of the site. */
type SourceAddress = { kind: 'case' | 'job'; id: number; language: ApiLanguage } | { kind: 'page'; page: SitePageName };

const ITEM_ROUTES = { case: ROUTES.caseDetails, job: ROUTES.joinUsDetails } as const;

const PAGE_OF_PATH = new Map<string, SitePageName>(Object.entries(ROUTES).map(([page, path]) => [path, page as SitePageName]));

/**
 * Reads a lead's `source` as an address of the site: `/caseDetails?id=42` (or the pre-rendered
 * `/caseDetails/42/`, which the address bar shows while the page loads) in either language.
 * Null for anything else: a partner's label, an address of no page of the site, a malformed one.
 */
export function readSourceAddress(source: string): SourceAddress | null {
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return null;
  }
  const { language, path } = splitLocalizedPath(url.pathname.replace(/(.)\/$/, '$1'));
  for (const [kind, route] of Object.entries(ITEM_ROUTES) as Array<[keyof typeof ITEM_ROUTES, string]>) {
    const id = path === route ? url.searchParams.get('id') : new RegExp(`^${route}/(\\d+)$`).exec(path)?.[1];
    if (id !== undefined) return id !== null && /^\d+$/.test(id) ? { kind, id: Number(id), language: toApiLanguage(language) } : null;
  }
  // A page under a section (`/aboutUs/chairman`, `/succeedCase/AllCase`) is named by its section.
  const page = PAGE_OF_PATH.get(path) ?? PAGE_OF_PATH.get(path.replace(/^(\/[^/]+)\/.*$/, '$1'));
  return page ? { kind: 'page', page } : null;
}

/**
 * The pages these leads were sent from, named (a case or job by its title in the page's
 * language), by `source`; a source that names no page of the site, or an item since deleted, has
 * no entry. Two queries whatever the number of leads.
 */
export async function nameSourcePages(db: Kysely<Database>, sources: string[]): Promise<Map<string, LeadSourcePage>> {
  const addresses = [...new Set(sources)].flatMap((source) => {
    const address = readSourceAddress(source);
    return address ? [{ source, address }] : [];
  });
  const idsOf = (kind: 'case' | 'job', language: ApiLanguage) =>
    addresses.flatMap(({ address }) => (address.kind === kind && address.language === language ? [address.id] : []));
  const titles = {
    case: { zh: await findArticleTitlesForStaff(db, idsOf('case', 'zh'), 'zh'), en: await findArticleTitlesForStaff(db, idsOf('case', 'en'), 'en') },
    job: { zh: await findJobPostsForStaff(db, idsOf('job', 'zh'), 'zh'), en: await findJobPostsForStaff(db, idsOf('job', 'en'), 'en') },
  };
  const named = new Map<string, LeadSourcePage>();
  for (const { source, address } of addresses) {
    if (address.kind === 'page') {
      named.set(source, address);
      continue;
    }
    const title = titles[address.kind][address.language].get(address.id);
    if (title !== undefined) named.set(source, { kind: address.kind, id: address.id, title, language: address.language });
  }
  return named;
}

/** Each lead with `sourcePage`: the page it was sent from, named, or null. */
export async function withSourcePages<Lead extends { source: string }>(db: Kysely<Database>, leads: Lead[]): Promise<Array<Lead & { sourcePage: LeadSourcePage | null }>> {
  const named = await nameSourcePages(db, leads.map((lead) => lead.source));
  return leads.map((lead) => ({ ...lead, sourcePage: named.get(lead.source) ?? null }));
}
