/**
 * The RuoYi-style response envelope of every open API call:
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

export function isSuccess(envelope: { code: number }): boolean {
  return envelope.code === SUCCESS_CODE;
}
