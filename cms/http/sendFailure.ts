import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorEnvelope } from '../../contract/envelope';
import { DEFAULT_API_LANGUAGE, type ApiLanguage } from '../../contract/language';
import { formatMessage, type MessageKey } from '../../contract/messages';
import { requestLanguage } from './requestLanguage';

export interface FailureOptions {
  field?: string;
  values?: Record<string, string | number>;
}

/** The message for a failure that carries no key of its own, by its status. */
const MESSAGE_BY_STATUS: Record<number, MessageKey> = {
  400: 'badRequest',
  404: 'notFound',
  408: 'requestTimeout',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
  431: 'headersTooLarge',
  500: 'serverError',
  503: 'serverError',
};

export const messageForStatus = (status: number): MessageKey =>
  MESSAGE_BY_STATUS[status] ?? (status >= 500 ? 'serverError' : 'badRequest');

function failureBody(language: ApiLanguage, status: number, key: MessageKey, options: FailureOptions = {}): ErrorEnvelope {
  const body: ErrorEnvelope = { code: status, msg: formatMessage(language, key, options.values) };
  if (options.field) body.field = options.field;
  return body;
}

/** The envelope of a failure, in the visitor's language, never cached. */
export function sendFailure(request: FastifyRequest, reply: FastifyReply, status: number, key: MessageKey, options: FailureOptions = {}) {
  return reply.code(status).header('cache-control', 'no-store').send(failureBody(requestLanguage(request), status, key, options));
}

/**
 * The same envelope written straight to a socket, for failures found before there is a request
 * to answer (a malformed request line, headers too large, a request that took too long), then
 * the connection is closed: what follows on it cannot be trusted to start a request. The
 * visitor's language is unknown there, so it is the default one.
 */
export function writeFailureAndClose(socket: Socket, status: number): void {
  if (socket.writable) {
    const body = JSON.stringify(failureBody(DEFAULT_API_LANGUAGE, status, messageForStatus(status)));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroySoon();
}
