import type { CmsMessageKey } from '../../contract/messages/cmsMessages';

/**
 * A failure meant for the visitor: the error handler answers it as the envelope with
 * `code` = `statusCode` and the message in the visitor's language, with `data` when the failure
 * carries what the client needs to resolve it (what still uses a file, say).
 */
export class CmsError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: CmsMessageKey,
    readonly options: { field?: string; values?: Record<string, string | number>; data?: unknown } = {},
  ) {
    super(messageKey);
    this.name = 'CmsError';
  }
}

export const notFound = () => new CmsError(404, 'notFound');
