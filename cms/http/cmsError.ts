import type { CmsMessageKey } from '../../contract/messages/cmsMessages';
import type { FailureOptions } from './sendFailure';

/**
 * A failure meant for the visitor: the error handler answers it as the envelope with
 * `code` = `statusCode` and the message in the visitor's language.
 */
export class CmsError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: CmsMessageKey,
    readonly options: FailureOptions = {},
  ) {
    super(messageKey);
    this.name = 'CmsError';
  }
}

export const notFound = () => new CmsError(404, 'notFound');
