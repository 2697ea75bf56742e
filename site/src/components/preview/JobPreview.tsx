import React from 'react';
import type { JobDocument } from '../../../../contract/content/documents/job';
import type { JobCategoryDocument } from '../../../../contract/content/documents/jobCategory';
import type { WorkPlaceDocument } from '../../../../contract/content/documents/workPlace';
import { toApiLanguage } from '../../../../contract/language';
import type { SiteLanguage } from '../../../../contract/siteRoutes';
import * as careersPage from '../careers/CareersPage.module.css';
import { JobDetailsView } from '../careers/JobDetailsView';
import { MissingLanguage } from './PreviewMessage';

export interface JobPreviewProps {
  id: number;
  job: JobDocument;
  jobCategory: JobCategoryDocument;
  workPlace: WorkPlaceDocument;
  language: SiteLanguage;
}

/**
 * A job's working copy as its details page in `language`. Without the job's text in the language,
 * or its category's or work place's name, says the job is hidden on that language's site, as it
 * will be.
 */
export function JobPreview({ id, job, jobCategory, workPlace, language }: JobPreviewProps) {
  const apiLanguage = toApiLanguage(language);
  const text = job.texts[apiLanguage];
  const jobCategoryName = jobCategory.names[apiLanguage];
  const workPlaceName = workPlace.names[apiLanguage];
  if (!text || !jobCategoryName || !workPlaceName) return <MissingLanguage />;
  return (
    <div className={careersPage.page}>
      <JobDetailsView
        language={language}
        job={{
          jobId: id,
          post: text.post,
          jobCategoryId: job.jobCategoryId,
          jobCategoryName,
          workPlaceId: job.workPlaceId,
          workPlaceName,
          place: text.place,
          headcount: job.headcount,
          announceTime: job.announceTime,
          closingDate: job.closingDate,
          employmentType: job.employmentType,
          duties: text.duties,
          requirements: text.requirements,
        }}
      />
    </div>
  );
}
