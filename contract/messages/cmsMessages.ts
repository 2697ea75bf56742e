import type { ApiLanguage } from '../language';
import { backOfficeEn } from './backOffice/en';
import { backOfficeZh, type BackOfficeMessageKey, type BackOfficeMessages } from './backOffice/zh';
import { fillPlaceholders, formatMessage, isMessageKey, type MessageKey } from './index';

export type { BackOfficeMessageKey };

/** Every message the CMS answers: the visitors' catalogue and the back office's. */
export type CmsMessageKey = MessageKey | BackOfficeMessageKey;

const backOffice: Record<ApiLanguage, BackOfficeMessages> = { zh: backOfficeZh, en: backOfficeEn };

export function isCmsMessageKey(value: unknown): value is CmsMessageKey {
  return isMessageKey(value) || (typeof value === 'string' && Object.hasOwn(backOfficeZh, value));
}

/** A message of either catalogue with its `{placeholders}` filled in. */
export function formatCmsMessage(
  language: ApiLanguage,
  key: CmsMessageKey,
  values: Record<string, string | number> = {},
): string {
  return isMessageKey(key) ? formatMessage(language, key, values) : fillPlaceholders(backOffice[language][key], values);
}
