/**
 * API tokens scoped to submissions: an admin issues one to a partner's server, which then posts
 * leads, resumes and download requests with `Authorization: Bearer <token>` and no proof-of-work
 * challenge. Managed at `GET/POST submission-api-tokens` and `DELETE submission-api-tokens/<id>`
 * (revoke) of the back-office API; the token itself is answered once, by the POST.
 */
export interface SubmissionApiToken {
  id: number;
  name: string;
  /** The admin's e-mail. */
  createdBy: string;
  /** ISO 8601. */
  createdAt: string;
  /** When a submission sent with it was last stored; null when none was. */
  lastUsedAt: string | null;
  /** Null while it is accepted. */
  revokedAt: string | null;
}

/** What issuing answers: the token, shown this once. */
export interface IssuedSubmissionApiToken extends SubmissionApiToken {
  token: string;
}

export const SUBMISSION_API_TOKENS_RESOURCE = 'submission-api-tokens';

export const SUBMISSION_API_TOKEN_NAME_MAX_LENGTH = 100;
