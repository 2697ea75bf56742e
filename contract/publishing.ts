/**
 * The site's publishing, as the admin API reports it (`GET`/`POST /cms/admin/api/publish`).
 * A publish waits (requests arriving meanwhile join it), then builds: Gatsby sources the content,
 * runs the page queries and renders the HTML; the release is taken (what changed copied, the rest
 * shared with the live one) and switched live. Its changed files are compressed once it is live.
 */
export const PUBLISH_PHASES = ['waiting', 'sourcing', 'queries', 'html', 'copying', 'switching'] as const;
export type PublishPhase = (typeof PUBLISH_PHASES)[number];

export interface PublishJob {
  id: number;
  /** ISO 8601: the first request the job carries. */
  requestedAt: string;
  startedAt: string | null;
  phase: PublishPhase;
  /** Pages done of all, while Gatsby reports them (queries, HTML); null otherwise. */
  pages: { done: number; total: number } | null;
}

/** How a job ended: its release live (`built` false when the live one was current already), or failed and why. */
export type PublishOutcome =
  | { jobId: number; status: 'live'; release: string; built: boolean; finishedAt: string }
  | { jobId: number; status: 'failed'; reason: string; finishedAt: string };

export interface PublishState {
  /** The build under way. */
  running: PublishJob | null;
  /** The next build, carrying every request made since the running one started. */
  next: PublishJob | null;
  last: PublishOutcome | null;
}
