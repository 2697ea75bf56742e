import { SUCCESS_CODE, type DataEnvelope, type PageEnvelope } from '../../contract/envelope';
import type { ApiLanguage } from '../../contract/language';
import { formatMessage, type MessageKey } from '../../contract/messages';
import { SerialisedJson } from './serialisedJson';

export function dataEnvelope<T>(language: ApiLanguage, data: T, message: MessageKey = 'success'): DataEnvelope<T> {
  return { code: SUCCESS_CODE, msg: formatMessage(language, message), data };
}

export function pageEnvelope<T>(language: ApiLanguage, rows: T[], total: number): PageEnvelope<T> {
  return { code: SUCCESS_CODE, msg: formatMessage(language, 'success'), rows, total };
}

/** What comes before a page envelope's rows, per language: the same for every page. */
const pageHeads = new Map<ApiLanguage, Buffer>();

function pageHead(language: ApiLanguage): Buffer {
  let head = pageHeads.get(language);
  if (!head) pageHeads.set(language, (head = Buffer.from(`{"code":${SUCCESS_CODE},"msg":${JSON.stringify(formatMessage(language, 'success'))},"rows":`)));
  return head;
}

/** The same envelope around rows serialised already (a JSON array), its fields in the same order. */
export function serialisedPageEnvelope<T>(language: ApiLanguage, rows: SerialisedJson<T[]>, total: number): SerialisedJson<PageEnvelope<T>> {
  return new SerialisedJson(Buffer.concat([pageHead(language), rows.bytes, Buffer.from(`,"total":${total}}`)]));
}
