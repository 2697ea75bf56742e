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

/**
 * The submission of the addresses a release added or changed (its sitemap against the previous
 * release's) to Baidu's URL submission API, when it is configured: Baidu's counts (`success`
 * submitted, `remain` of the day's quota, the addresses it refused as another site's or as not
 * valid), or why it failed (`reason`, with what went through before). A failed push never fails
 * the publish.
 */
export type LinkPushOutcome =
  | { status: 'pushed'; addresses: number; success: number; remain: number | null; notSameSite: string[]; notValid: string[] }
  | { status: 'failed'; addresses: number; success: number; reason: string };

/**
 * How a job ended: its release live (`built` false when the live one was current already; the
 * link push's outcome, null when none is configured or nothing was built), or failed and why.
 */
export type PublishOutcome =
  | { jobId: number; status: 'live'; release: string; built: boolean; linkPush: LinkPushOutcome | null; finishedAt: string }
  | { jobId: number; status: 'failed'; reason: string; finishedAt: string };

/**
 * The last quick release: the case pages edited in text since the live release's build, rendered
 * and laid over it within seconds of a request, while the full build that will hold them (and
 * every list showing their titles) follows; or why it failed, the full build going on.
 */
export type QuickReleaseOutcome =
  | { status: 'live'; release: string; pages: number; ms: number; finishedAt: string }
  | { status: 'failed'; reason: string; finishedAt: string };

export interface PublishState {
  /** The build under way. */
  running: PublishJob | null;
  /** The next build, carrying every request made since the running one started. */
  next: PublishJob | null;
  last: PublishOutcome | null;
  /** Null before the first quick release with pages to show, and where quick releases are off. */
  quick: QuickReleaseOutcome | null;
}
