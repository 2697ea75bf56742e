import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorEnvelope } from '../../contract/envelope';
import { DEFAULT_API_LANGUAGE, type ApiLanguage } from '../../contract/language';
import { formatCmsMessage, type CmsMessageKey } from '../../contract/messages/cmsMessages';
import { requestLanguage } from './requestLanguage';

/** A value of a message: the same in every language, or written in each (a list naming languages, say). */
export type MessageValue = string | number | Readonly<Record<ApiLanguage, string>>;

/** What a failure adds to its message: the field it is about, the message's values, and data for the back office to act on. */
export interface FailureOptions {
  field?: string;
  values?: Record<string, MessageValue>;
  data?: unknown;
}

function valuesIn(language: ApiLanguage, values: Record<string, MessageValue> = {}): Record<string, string | number> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'object' ? value[language] : value]));
}

/** The message for a failure that carries no key of its own, by its status. */
const MESSAGE_BY_STATUS: Record<number, CmsMessageKey> = {
  400: 'badRequest',
  401: 'signInRequired',
  403: 'forbidden',
  404: 'notFound',
  408: 'requestTimeout',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
  431: 'headersTooLarge',
};

export const messageForStatus = (status: number): CmsMessageKey =>
  MESSAGE_BY_STATUS[status] ?? (status >= 500 ? 'serverError' : 'badRequest');

/** The envelope, with what the back office needs to resolve the failure (an edit conflict's current record, the places a file is used) when there is such. */
function failureBody(language: ApiLanguage, status: number, key: CmsMessageKey, options: FailureOptions = {}): ErrorEnvelope & { data?: unknown } {
  const body: ErrorEnvelope & { data?: unknown } = { code: status, msg: formatCmsMessage(language, key, valuesIn(language, options.values)) };
  if (options.field) body.field = options.field;
  if (options.data !== undefined) body.data = options.data;
  return body;
}

/** The envelope of a failure, in the visitor's language, never cached. */
export function sendFailure(request: FastifyRequest, reply: FastifyReply, status: number, key: CmsMessageKey, options: FailureOptions = {}) {
  return reply.code(status).header('cache-control', 'no-store').send(failureBody(requestLanguage(request), status, key, options));
}

/** The bytes of an HTTP answer carrying the envelope, for a socket written to directly. */
function rawAnswer(status: number, body: ErrorEnvelope): string {
  const json = JSON.stringify(body);
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
    'Content-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(json)}\r\n` +
    'Cache-Control: no-store\r\nConnection: close\r\n\r\n' +
    json
  );
}

/**
 * The same envelope written straight to a socket, for failures found before there is a request
 * to answer (a malformed request line, headers too large, a request that took too long), then
 * the connection is closed: what follows on it cannot be trusted to start a request. The
 * visitor's language is unknown there, so it is the default one.
 */
export function writeFailureAndClose(socket: Socket, status: number): void {
  if (socket.writable) socket.write(rawAnswer(status, failureBody(DEFAULT_API_LANGUAGE, status, messageForStatus(status))));
  socket.destroySoon();
}

/** Past this much, a body still arriving after its refusal is cut off rather than read. */
const MAX_DISCARDED_BYTES = 32 * 1024 * 1024;

/**
 * A request refused while its body is still arriving (too large, of a type not taken): a client
 * that sent no `Expect: 100-continue` reads the answer only once it has sent its body, and a
 * connection closed under unread data is reset, losing the answer. So the rest of the body is
 * read and dropped first, then the answer sent and the connection closed. Past
 * {@link MAX_DISCARDED_BYTES} the connection is cut without an answer; the body deadline bounds
 * the time.
 */
export function sendFailureOnceReceived(request: FastifyRequest, reply: FastifyReply, status: number, key: CmsMessageKey, options: FailureOptions = {}): void {
  const { raw } = request;
  let discarded = 0;
  raw.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > MAX_DISCARDED_BYTES) raw.destroy();
  });
  raw.once('end', () => {
    if (!reply.sent) sendFailure(request, reply.header('connection', 'close'), status, key, options);
  });
  raw.resume();
}

/** The headers announced a body and it has not all been read. */
export function bodyStillArriving(request: FastifyRequest): boolean {
  const { headers, readableEnded } = request.raw;
  return !readableEnded && (headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0);
}
