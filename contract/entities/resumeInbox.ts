import type { SubmissionTouches } from '../attribution';
import type { ResumeFormat } from '../resumeFormats';
import type { ResumeStage } from '../resumeStages';

/** A resume as the HR inbox lists it. */
export interface ResumeInboxItem {
  id: number;
  jobId: number | null;
  /** The posting's title, or null for an application to no posting (or a posting since removed). */
  jobTitle: string | null;
  name: string;
  phone: string;
  email: string;
  stage: ResumeStage;
  /** When someone first opened it; null while unread. */
  readAt: string | null;
  fileName: string;
  fileFormat: ResumeFormat;
  sizeBytes: number;
  language: string;
  createdAt: string;
}

export interface ResumeNote {
  id: number;
  author: string;
  text: string;
  createdAt: string;
}

export interface ResumeStageChange {
  from: ResumeStage;
  to: ResumeStage;
  changedBy: string;
  changedAt: string;
}

/** One resume with what HR recorded on it, oldest note and change first. */
export interface ResumeInboxRecord extends ResumeInboxItem {
  clientIp: string;
  /** Where the applicant came from (docs/attribution.md). */
  touches: SubmissionTouches;
  notes: ResumeNote[];
  history: ResumeStageChange[];
}
