import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorEnvelope } from '../../contract/envelope';
import { formatMessage, type MessageKey } from '../../contract/messages';
import { CmsError } from '../http/cmsError';
import { requestLanguage } from '../http/requestLanguage';

const MESSAGE_BY_STATUS: Record<number, MessageKey> = {
  400: 'badRequest',
  401: 'signInRequired',
  403: 'forbidden',
  404: 'notFound',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
};

/** Plugin errors whose status alone would say too little. */
const MESSAGE_BY_CODE: Record<string, MessageKey> = {
  FST_CSRF_MISSING_SECRET: 'csrfTokenInvalid',
  FST_CSRF_INVALID_TOKEN: 'csrfTokenInvalid',
};

/**
 * Every failure leaves as the envelope with a non-zero `code` and a message for people.
 * Internals (stack traces, SQL, file paths) go to the log only.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | CmsError, request, reply) => {
      if (error instanceof CmsError) {
        return sendFailure(request, reply, error.statusCode, error.messageKey, error.options);
      }
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return sendFailure(request, reply, 500, 'serverError');
      }
      request.log.info({ code: error.code, status }, error.message);
      return sendFailure(request, reply, status, MESSAGE_BY_CODE[error.code] ?? MESSAGE_BY_STATUS[status] ?? 'badRequest');
    });

    app.setNotFoundHandler((request, reply) => sendFailure(request, reply, 404, 'notFound'));
  },
  { name: 'errors' },
);

export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: MessageKey,
  options: { field?: string; values?: Record<string, string | number> } = {},
) {
  const body: ErrorEnvelope = { code: status, msg: formatMessage(requestLanguage(request), key, options.values) };
  if (options.field) body.field = options.field;
  return reply.code(status).header('cache-control', 'no-store').send(body);
}
