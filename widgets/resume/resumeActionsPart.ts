import { lazyPart } from '../shared/lazyPart';
import type { ResumeActions } from './resumeModel';

/**
 * The schema, the messages, the API client, the outbox and the file checks load as one chunk on
 * mount, after the first paint (an action quicker than that waits for it), not with the form:
 * its first paint needs none of them, and the bundle's size budget counts that first paint.
 */
export const resumeActionsPart = lazyPart<ResumeActions>(() => import('./resumeActions').then((chunk) => chunk.resumeActions));
