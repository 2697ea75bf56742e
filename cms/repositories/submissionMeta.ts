import type { ApiLanguage } from '../../contract/language';

/** What every stored submission records besides its fields: for HR and sales, and to trace abuse. */
export interface SubmissionMeta {
  language: ApiLanguage;
  clientIp: string;
  createdAt: string;
}
