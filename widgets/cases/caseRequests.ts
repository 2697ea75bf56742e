import { lazyPart } from '../shared/lazyPart';
import type { CaseRequests } from './caseModel';

/**
 * The API client and the calls, with the category bar and load-more, load as a chunk of their
 * own on mount (after the first paint) or at the first call, not with the grid: its first paint
 * needs none of them, and the bundle's size budget counts that first paint.
 */
export const caseRequests = lazyPart<CaseRequests>(() => import('./caseCalls').then((chunk) => chunk.caseCalls));
