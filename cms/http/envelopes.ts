import { SUCCESS_CODE, type DataEnvelope, type PageEnvelope } from '../../contract/envelope';
import type { ApiLanguage } from '../../contract/language';
import { formatMessage, type MessageKey } from '../../contract/messages';

export function dataEnvelope<T>(language: ApiLanguage, data: T, message: MessageKey = 'success'): DataEnvelope<T> {
  return { code: SUCCESS_CODE, msg: formatMessage(language, message), data };
}

export function pageEnvelope<T>(language: ApiLanguage, rows: T[], total: number): PageEnvelope<T> {
  return { code: SUCCESS_CODE, msg: formatMessage(language, 'success'), rows, total };
}
