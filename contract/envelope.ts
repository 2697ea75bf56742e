/**
 * The RuoYi-style response envelope of every open API call (SPEC §7):
 * `code` 0 on success, anything else is a failure whose `msg` is meant for the visitor.
 */
export const SUCCESS_CODE = 0;

export interface DataEnvelope<T> {
  code: number;
  msg: string;
  data: T;
}

export interface PageEnvelope<T> {
  code: number;
  msg: string;
  rows: T[];
  total: number;
}

export interface ErrorEnvelope {
  code: number;
  msg: string;
  /** Field the message is about, when a validation rule failed. */
  field?: string;
}

export type Envelope<T> = DataEnvelope<T> | ErrorEnvelope;

/**
 * Failure codes equal the HTTP status they travel with, so a client that only sees the
 * envelope (JSONP, a proxy that rewrites statuses) still knows what kind of failure it was.
 */
export const FAILURE_CODES = {
  badRequest: 400,
  notFound: 404,
  conflict: 409,
  unprocessable: 422,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  internal: 500,
} as const;

export type FailureCode = (typeof FAILURE_CODES)[keyof typeof FAILURE_CODES];

export function isSuccess(envelope: { code: number }): boolean {
  return envelope.code === SUCCESS_CODE;
}
