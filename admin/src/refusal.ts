import { HttpError } from 'react-admin';

/** A call the server refused: its message (in the user's language) and the envelope's `data`, which names what stood in the way. */
export interface Refusal<Data> {
  message: string;
  data: Partial<Data>;
}

/** The refusal carried by `error` when the server answered `status`; null for any other failure. */
export function refusal<Data>(error: unknown, status: number): Refusal<Data> | null {
  if (!(error instanceof HttpError) || error.status !== status) return null;
  const body = error.body as { data?: Partial<Data> } | null | undefined;
  return { message: error.message, data: body?.data ?? {} };
}
