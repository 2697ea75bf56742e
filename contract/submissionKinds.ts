/** What a visitor sends that staff are told of: the kinds a robot or webhook subscribes to. */
export const SUBMISSION_KINDS = ['lead', 'resume', 'download_request'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];
