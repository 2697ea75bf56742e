import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Written into each release: the newest article text its build could have read. */
const CONTENT_POINT_FILE = '.content-point.json';

/**
 * The time of the newest write to an article's text (`article_i18n.updated_at`, kept by triggers
 * in the database's own clock), or '' when there is none. Read before a build sources the content,
 * so every text written after it is newer than the release that build makes: a quick release
 * renders those pages over it (changedCaseTexts.ts). A text written while the build read is
 * rendered by both, to the same bytes.
 */
export async function readContentPoint(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom('article_i18n').select((eb) => eb.fn.max('updated_at').as('newest')).executeTakeFirst();
  return row?.newest ?? '';
}

export async function writeReleaseContentPoint(releaseDir: string, point: string): Promise<void> {
  await fs.writeFile(path.join(releaseDir, CONTENT_POINT_FILE), JSON.stringify({ articleTexts: point }));
}

/** The point a release was built from; null for a release built without one (no quick release over it). */
export async function readReleaseContentPoint(releaseDir: string): Promise<string | null> {
  const text = await fs.readFile(path.join(releaseDir, CONTENT_POINT_FILE), 'utf8').catch(() => null);
  if (text === null) return null;
  const parsed = JSON.parse(text) as { articleTexts?: unknown };
  return typeof parsed.articleTexts === 'string' ? parsed.articleTexts : null;
}
