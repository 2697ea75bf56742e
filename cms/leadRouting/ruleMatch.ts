import { toApiLanguage } from '../../contract/language';
import { leadProvince } from '../notifications/leadProvince';

/** What a routing rule asks of a lead; an empty condition holds for every lead. */
export interface RuleConditions {
  /** Chinese province names (a region is the set of its provinces); the lead's province must be one. */
  provinces: readonly string[];
  industry: string;
  language: string;
  /** The start of the lead's source: a site path (`/products`) or a partner page's address (`https://partner.example`). */
  source: string;
}

/** The facts of an arriving lead the rules look at. */
export interface LeadFacts {
  province: string | undefined;
  industry: string;
  language: string;
  source: string;
}

export function leadFacts(lead: { customersAddress: string; industry: string; source?: string | undefined }, language: string): LeadFacts {
  return {
    province: leadProvince(lead.customersAddress, language),
    industry: lead.industry.trim().toLowerCase(),
    language: toApiLanguage(language),
    source: lead.source ?? '',
  };
}

/** The path of a source that is an address (`https://site/products?id=3` → `/products`); the text itself otherwise. */
function sourcePath(source: string): string {
  try {
    return new URL(source).pathname;
  } catch {
    return source;
  }
}

export function ruleMatches(rule: RuleConditions, lead: LeadFacts): boolean {
  if (rule.provinces.length > 0 && !(lead.province && rule.provinces.includes(lead.province))) return false;
  if (rule.industry && rule.industry.trim().toLowerCase() !== lead.industry) return false;
  if (rule.language && rule.language !== lead.language) return false;
  if (rule.source) {
    // A path matches the site's own pages wherever the site is served; an address matches a partner's pages.
    const from = rule.source.startsWith('/') ? sourcePath(lead.source) : lead.source;
    if (!from.startsWith(rule.source)) return false;
  }
  return true;
}
