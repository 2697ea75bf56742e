import type { ContentConflict, ContentRecord } from '../../../../contract/content/protocol';
import { refusal } from '../../refusal';

/**
 * The record as it is now, when a change was refused because another editor changed the item
 * first (409 whose envelope's `data.current` is the record); null for any other failure.
 */
export function conflictingRecord(error: unknown): ContentRecord<Record<string, unknown>> | null {
  return refusal<ContentConflict<Record<string, unknown>>>(error, 409)?.data.current ?? null;
}
