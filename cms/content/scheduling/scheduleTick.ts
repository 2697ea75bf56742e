import type { Kysely } from 'kysely';
import { SCHEDULER, type ScheduleAction } from '../../../contract/content/schedule';
import type { Database } from '../../db/schema';
import { CmsError } from '../../http/cmsError';
import { minutesAfter } from '../../platform/clock';
import { itemTarget } from '../adminRoutes/contentRouteOptions';
import { findContentItem } from '../contentItems';
import type { ContentKindDefinition } from '../contentKind';
import { publishItem, unpublishItem } from '../contentPublishing';
import { CONTENT_KIND_DEFINITIONS } from '../kinds';
import { unpublishClosedJobs } from './closedJobs';
import { claimDueChanges, completeChange, failChange, releaseChange, type ClaimedChange } from './dueSchedules';
import { recordSchedulerChange } from './schedulerAudit';

/** What a tick changed on the site: the item went live or left it. */
export interface LiveChange {
  kind: string;
  id: number;
  action: ScheduleAction;
}

/** Longer than a publish's transaction takes; an instance that dies holding a change lets it go after this. */
const CLAIM_MINUTES = 5;
/** Changes taken by one instance in one go; the rest wait for the next tick. */
const CLAIM_LIMIT = 100;

/**
 * The scheduler's tick: every change that came due, carried out. Every periodic change of what
 * the site shows by the clock belongs here, each answering what it changed, so the caller
 * (schedulingPlugin.ts) asks for one site publish for all.
 */
export async function runScheduleTick(db: Kysely<Database>, now: Date, timeZone: string): Promise<LiveChange[]> {
  const due = await carryOutDueChanges(db, CONTENT_KIND_DEFINITIONS, now);
  const closed = await unpublishClosedJobs(db, now, timeZone);
  return [...due, ...closed.map((id): LiveChange => ({ kind: 'jobs', id, action: 'unpublish' }))];
}

/**
 * Publishes or unpublishes each item whose time came, as an editor's Publish would (its draft,
 * if any, goes live; a version is kept), by the scheduler, and appends it to the audit log. A
 * change the item refuses (a check, a picture without alternative text) is marked failed; one
 * whose item changed between reading its revision and publishing waits for the next tick; one
 * whose item is gone, or is already as the change would leave it, is dropped. A failure of the
 * database lets the change go and is thrown once
 * the others were tried.
 */
async function carryOutDueChanges(
  db: Kysely<Database>,
  kinds: ReadonlyArray<ContentKindDefinition<unknown>>,
  now: Date,
): Promise<LiveChange[]> {
  const byName = new Map(kinds.map((kind) => [kind.kind as string, kind]));
  const claimed = await claimDueChanges(db, now.toISOString(), minutesAfter(now, CLAIM_MINUTES).toISOString(), CLAIM_LIMIT);
  const changed: LiveChange[] = [];
  let unexpected: unknown = null;
  for (const change of claimed) {
    const kind = byName.get(change.kind);
    if (!kind) {
      await failChange(db, change, 'contentNotFound');
      continue;
    }
    try {
      const done = await carryOut(db, kind, change, now);
      await completeChange(db, change);
      if (done) changed.push({ kind: change.kind, id: change.itemId, action: change.action });
    } catch (error) {
      unexpected ??= await settleRefusal(db, change, error);
    }
  }
  if (unexpected) throw unexpected;
  return changed;
}

/**
 * Publishes or unpublishes the item; answers false when there was nothing to do (an editor
 * published it by hand meanwhile, with no draft since, or took it off already), which asks for no build.
 */
async function carryOut(db: Kysely<Database>, kind: ContentKindDefinition<unknown>, change: ClaimedChange, now: Date): Promise<boolean> {
  const live = await kind.load(db, change.itemId);
  const { revision, draft } = await findContentItem(db, kind.kind, change.itemId);
  const publish = change.action === 'publish';
  if (live && live.published === publish && (!publish || draft === null)) return false;
  const at = now.toISOString();
  if (publish) await publishItem(db, kind, change.itemId, revision, { email: SCHEDULER, at });
  else await unpublishItem(db, kind, change.itemId, revision);
  await recordSchedulerChange(db, now, change.action, itemTarget(kind, change.itemId));
  return true;
}

/** Settles a change that failed; answers the error when it was not the content's refusal. */
async function settleRefusal(db: Kysely<Database>, change: ClaimedChange, error: unknown): Promise<unknown> {
  if (!(error instanceof CmsError)) {
    // The database that failed may fail this too: the claim then runs out by itself.
    await releaseChange(db, change).catch(() => undefined);
    return error;
  }
  if (error.messageKey === 'contentChangedMeanwhile') await releaseChange(db, change);
  else if (error.messageKey === 'contentNotFound') await completeChange(db, change);
  else await failChange(db, change, error.messageKey);
  return null;
}
