import { useQuery } from '@tanstack/react-query';
import type { PipelineStep } from '../../../contract/leadStatus';
import type { ResumeStage } from '../../../contract/resumeStages';
import { apiJson } from '../apiFetch';

export interface Share {
  key: string;
  count: number;
}

export interface SeriesPoint {
  start: string;
  count: number;
  previousStart: string;
  previous: number;
}

/** `GET /dashboard/leads` (cms/dashboard/dashboardAdminRoutes.ts). */
export interface LeadFigures {
  total: number;
  previousTotal: number;
  perDay: SeriesPoint[];
  perWeek: SeriesPoint[];
  byIndustry: Share[];
  byProvince: Share[];
  byChannel: Share[];
  byCampaign: Share[];
  byPartner: Share[];
  funnel: { reached: Record<PipelineStep, number>; lost: number; spam: number };
  firstContact: { contacted: number; medianSeconds: number | null; p90Seconds: number | null; promised: number; withinPromise: number };
  overdue: { count: number; oldestDueAt: string | null };
}

/** `GET /dashboard/resumes`. */
export interface ResumeFigures {
  jobs: Array<{ jobId: number | null; jobTitle: string | null; stages: Partial<Record<ResumeStage, number>>; total: number }>;
}

/** `GET /dashboard/content`. */
export interface ContentFigures {
  byKind: Array<{ kind: string; count: number }>;
  oldest: Array<{ kind: string; itemId: number; draftBy: string | null; draftAt: string | null }>;
  lastItemPublishedAt: string | null;
  lastSitePublish: { status: 'live' | 'failed'; finishedAt: string } | null;
}

/** One part of the dashboard, read when shown and kept a minute: the figures are aggregates, not live. */
export function useFigures<T>(path: string) {
  return useQuery({ queryKey: ['dashboard', path], queryFn: async () => (await apiJson(path)).json as T, staleTime: 60_000 });
}
