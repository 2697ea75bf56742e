import React from 'react';
import type { JobDocument } from '../../../../contract/content/documents/job';
import type { JobCategoryDocument } from '../../../../contract/content/documents/jobCategory';
import type { WorkPlaceDocument } from '../../../../contract/content/documents/workPlace';
import { previewAddress } from '../../../../contract/content/previewItems';
import { ROUTES, hasContentIn, type SiteLanguage } from '../../../../contract/siteRoutes';
import * as careersPage from '../careers/CareersPage.module.css';
import { JobDetailsView } from '../careers/JobDetailsView';
import { ChineseOnlyNotice } from '../common/ChineseOnlyNotice';

export interface JobPreviewProps {
  id: number;
  job: JobDocument;
  jobCategory: JobCategoryDocument;
  workPlace: WorkPlaceDocument;
  language: SiteLanguage;
}

/**
 * A job's working copy as its details page. Careers are Chinese only: in English the page says
 * so as the English careers pages do, its link leading to the Chinese preview of the same job.
 */
export function JobPreview({ id, job, jobCategory, workPlace, language }: JobPreviewProps) {
  if (!hasContentIn(ROUTES.joinUsDetails, language)) return <ChineseOnlyNotice chinesePath={previewAddress('jobs', id, 'zh-CN')} />;
  return (
    <div className={careersPage.page}>
      <JobDetailsView
        job={{
          jobId: id,
          post: job.post,
          jobCategoryId: job.jobCategoryId,
          jobCategoryName: jobCategory.name,
          workPlaceId: job.workPlaceId,
          workPlaceName: workPlace.name,
          place: job.place,
          headcount: job.headcount,
          announceTime: job.announceTime,
          duties: job.duties,
          requirements: job.requirements,
        }}
      />
    </div>
  );
}
