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

/**
 * A page envelope's text up to its rows, per language: the same for every page, cut once from the
 * serialised envelope of an empty page.
 */
const pageHeads = new Map<ApiLanguage, Buffer>();

function pageHead(language: ApiLanguage): Buffer {
  let head = pageHeads.get(language);
  if (!head) {
    const empty = JSON.stringify(pageEnvelope(language, [], 0));
    pageHeads.set(language, (head = Buffer.from(empty.slice(0, empty.lastIndexOf('[],"total":')))));
  }
  return head;
}

/** The same envelope around rows serialised already (a JSON array). */
export function serialisedPageEnvelope<T>(language: ApiLanguage, rows: SerialisedJson<T[]>, total: number): SerialisedJson<PageEnvelope<T>> {
  return new SerialisedJson(Buffer.concat([pageHead(language), rows.bytes, Buffer.from(`,"total":${total}}`)]));
}
