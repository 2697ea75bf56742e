import { HttpError } from 'react-admin';
import type { ContentConflict, ContentRecord } from '../../../../contract/content/protocol';

/**
 * The record as it is now, when a change was refused because another editor changed the item
 * first (409 whose envelope's `data.current` is the record); null for any other failure.
 */
export function conflictingRecord(error: unknown): ContentRecord<Record<string, unknown>> | null {
  if (!(error instanceof HttpError) || error.status !== 409) return null;
  const body = error.body as { data?: ContentConflict<Record<string, unknown>> } | null;
  return body?.data?.current ?? null;
}
