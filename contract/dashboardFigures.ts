import type { PipelineStep } from './leadStatus';
import type { ResumeStage } from './resumeStages';

/**
 * What the back office's dashboard reads (`GET /cms/admin/api/dashboard/leads`, `/resumes` and
 * `/content`, cms/dashboard/dashboardAdminRoutes.ts): aggregates only, no personal data.
 */

/** How many leads share one value of a property. */
export interface Share {
  key: string;
  count: number;
}

/** A span's count beside the count of the span at the same place in the period before. */
export interface SeriesPoint {
  start: string;
  count: number;
  previousStart: string;
  previous: number;
}

export interface LeadBreakdowns {
  byIndustry: Share[];
  /** The Chinese province name (`广东省`); `''` abroad or without a region. */
  byProvince: Share[];
  /** Of the lead's first touch (table submission_touch); `''` without one (sent before attribution, or without consent). */
  byChannel: Share[];
  byCampaign: Share[];
  byPartner: Share[];
}

export interface Funnel {
  /** Leads of the span that reached each step (now there, further on, or there before being lost or marked spam). */
  reached: Record<PipelineStep, number>;
  lost: number;
  spam: number;
}

export interface FirstContact {
  /** Leads of the span that were moved from New to Contacted. */
  contacted: number;
  /** Nearest-rank median and 90th percentile of the time to that move, in seconds; null without any. */
  medianSeconds: number | null;
  p90Seconds: number | null;
  /** Of those, the ones that had a promised time (routing sets it at arrival), and the ones contacted by it. */
  promised: number;
  withinPromise: number;
}

export interface Overdue {
  /** Leads still New after their promised time, whenever they arrived. */
  count: number;
  /** The promised time of the one waiting longest; null when none waits. */
  oldestDueAt: string | null;
}

/** `GET dashboard/leads`. */
export interface LeadFigures extends LeadBreakdowns {
  total: number;
  previousTotal: number;
  perDay: SeriesPoint[];
  perWeek: SeriesPoint[];
  funnel: Funnel;
  firstContact: FirstContact;
  overdue: Overdue;
}

export interface JobStages {
  /** null: resumes sent without a job (an open application). */
  jobId: number | null;
  /** The job's title as the HR inbox shows it (the Chinese one); null without a job or once the job is deleted. */
  jobTitle: string | null;
  stages: Partial<Record<ResumeStage, number>>;
  total: number;
}

/** `GET dashboard/resumes`. */
export interface ResumeFigures {
  jobs: JobStages[];
}

export interface UnpublishedContent {
  /** Items with a draft waiting, per content kind (`articles`, `jobs`…). */
  byKind: Array<{ kind: string; count: number }>;
  /** The drafts saved longest ago, oldest first: what has waited most. */
  oldest: Array<{ kind: string; itemId: number; draftBy: string | null; draftAt: string | null }>;
  /** When an item was last published from the back office; null before the first. */
  lastItemPublishedAt: string | null;
}

/** `GET dashboard/content`. */
export interface ContentFigures extends UnpublishedContent {
  /** How this instance's last site build ended; null when it built none since it started, or builds no site. */
  lastSitePublish: { status: 'live' | 'failed'; finishedAt: string } | null;
  /** Items whose English is out of date (its Chinese changed since it was translated), per content kind. */
  translationsOutOfDate: Array<{ kind: string; count: number }>;
}
