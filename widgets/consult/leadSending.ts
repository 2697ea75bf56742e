import { lazyPart } from '../shared/lazyPart';
import type { LeadSending } from './leadModel';

/**
 * The schema, the messages, the API client and the outbox load as one chunk when the dialog
 * first opens (or at once when leads wait from an earlier visit), not with the dialog itself:
 * its first paint needs none of them, and the bundle's size budget counts that first paint.
 */
export const leadSending = lazyPart<LeadSending>(() => import('./leadSubmission').then((chunk) => chunk.leadSubmission));
