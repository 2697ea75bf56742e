/** A potential customer's submission, the body of `potentialCustomers/add`. */
export interface LeadSubmission {
  customersName: string;
  customersPhone: string;
  /** Province, city and district names joined by `/`. */
  customersAddress: string;
  companyName: string;
  industry: string;
  demand: string;
  remark?: string;
  /** Honeypot: invisible to people, filled by bots. Must be absent or empty. */
  website?: string;
  /** Page or partner origin the lead came from; filled by the client, informational. */
  source?: string;
  /** The visitor ticked the consent to the privacy notice; a submission without it is refused. */
  privacyConsent: true;
}

/** Multipart fields of `job/resume/add` besides the `file` part. */
export interface ResumeSubmission {
  name: string;
  phone: string;
  email: string;
  /** The job applied for, when the visitor came from a job page. */
  jobId?: number;
  website?: string;
  /** The consent to the privacy notice: the form field's text is `true`. */
  privacyConsent: 'true';
}

/** `job/resume/add` and `job/resume/parse` answers. */
export interface ResumeReceipt {
  resumeId: number;
}

/** What the parse step found in an uploaded resume; empty strings for what it did not find. */
export interface ResumeContact {
  name: string;
  phone: string;
  email: string;
}

/** Body of `customersDownload/add`. */
export interface DownloadRequestSubmission {
  name: string;
  phone: string;
  company: string;
  email: string;
  fileId: number;
  website?: string;
  /** The visitor ticked the consent to the privacy notice; a submission without it is refused. */
  privacyConsent: true;
}

export interface DownloadGrant {
  downloadUrl: string;
  fileName: string;
}

export interface LeadReceipt {
  customersId: number;
}
