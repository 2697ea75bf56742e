import { sql, type Expression, type SqlBool } from 'kysely';
import * as v from 'valibot';
import { TOUCH_CHANNELS, type TouchChannel } from '../../contract/attribution';
import type { SubmissionKind } from '../../contract/submissionKinds';

/** What an inbox can be narrowed to by where its submissions came from; each matches the first or the last touch. */
export interface TouchFilter {
  channel?: TouchChannel;
  campaign?: string;
  partner?: string;
}

const text = v.pipe(v.string(), v.trim(), v.nonEmpty());

/** The filter keys of an inbox's list and export (`channel`, `campaign` = utm_campaign, `partner` = a partner origin). */
export const touchFilterEntries = {
  channel: v.optional(v.picklist(TOUCH_CHANNELS)),
  campaign: v.optional(text),
  partner: v.optional(text),
};

/**
 * The condition that a submission (its id in `idColumn`) has a touch matching every key given,
 * the first or the last: "leads the spring campaign touched". Undefined when no key is given.
 * One indexed lookup per row (the touch table's key starts with kind and id).
 */
export function touchedAs(kind: SubmissionKind, idColumn: string, filter: TouchFilter): Expression<SqlBool> | undefined {
  const conditions = [
    filter.channel && sql`t.channel = ${filter.channel}`,
    filter.campaign && sql`t.utm_campaign = ${filter.campaign}`,
    filter.partner && sql`t.partner_origin = ${filter.partner}`,
  ].filter((condition) => condition !== undefined && condition !== '');
  if (!conditions.length) return undefined;
  return sql<SqlBool>`exists (select 1 from submission_touch t where t.submission_kind = ${kind} and t.submission_id = ${sql.ref(idColumn)} and ${sql.join(conditions, sql` and `)})`;
}
