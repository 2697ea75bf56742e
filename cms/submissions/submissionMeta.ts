import type { ApiLanguage } from '../../contract/language';

/** What every stored submission records besides its fields: for HR and sales, and to trace abuse. */
export interface SubmissionMeta {
  language: ApiLanguage;
  clientIp: string;
  createdAt: string;
  /** The version of the privacy notice the visitor consented to with this submission. */
  privacyNoticeVersion: string;
}

/**
 * The record of the visitor's consent, kept with each lead, resume and download request: which
 * notice, when, from which address. Columns of their own, so the proof does not depend on what
 * the submission's other columns come to mean.
 */
export function consentColumns(meta: SubmissionMeta) {
  return {
    privacy_notice_version: meta.privacyNoticeVersion,
    privacy_consented_at: meta.createdAt,
    privacy_consent_ip: meta.clientIp,
  };
}
