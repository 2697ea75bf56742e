import React, { useCallback } from 'react';
import { API_PATHS } from '../../../../contract/api';
import type { JobDetails } from '../../../../contract/entities/job';
import { isSuccess, type DataEnvelope } from '../../../../contract/envelope';
import { toApiLanguage } from '../../../../contract/language';
import { ROUTES, type SiteLanguage } from '../../../../contract/siteRoutes';
import { cmsGet } from '../../runtime/cmsClient';
import { DetailsLoading, DetailsMissing, useDetailsById } from '../common/DetailsShell';
import { useItemHead } from '../seo/useItemHead';
import { jobDetailsPath } from './careerTypes';
import { JobDetailsView } from './JobDetailsView';

/** A job in full in `language` (`job/{id}`), or null when the CMS has none there (404 or any non-zero code). */
export async function fetchJob(jobId: number, language: SiteLanguage): Promise<JobDetails | null> {
  const answer = await cmsGet<DataEnvelope<JobDetails>>(API_PATHS.jobDetails(jobId), { language: toApiLanguage(language) });
  return isSuccess(answer) && answer.data ? answer.data : null;
}

export interface JobDetailsShellProps {
  language: SiteLanguage;
  /** The page's `location.search`; a new `?id=` on the same page loads that job. */
  search: string;
  /** The company's name and the careers pages' description, for the head once the job is known. */
  company: string;
  description: string;
}

/**
 * `/joinUsDetails?id=N` on the client: reads the id once mounted and asks the CMS for the job in
 * the page's language; a job without that language is missing there, as an unknown one is.
 */
export function JobDetailsShell({ language, search, company, description }: JobDetailsShellProps) {
  const load = useCallback((id: number) => fetchJob(id, language), [language]);
  const state = useDetailsById(search, load);
  const job = state.status === 'ready' ? state.item : null;
  useItemHead(job && { company, description, language, pageTitle: job.post, canonicalPath: jobDetailsPath(job.jobId) });
  if (state.status === 'ready') return <JobDetailsView job={state.item} language={language} />;
  if (state.status === 'loading') return <DetailsLoading copy="careers" />;
  return <JobMissing failed={state.status === 'failed'} />;
}

/** No such job (or it could not be loaded): says so and leads back to the list. */
function JobMissing({ failed = false }: { failed?: boolean }) {
  return <DetailsMissing copy="careers" failed={failed} backTo={ROUTES.joinUs} backKey="details.backToList" />;
}
