import { lazyPart } from '../shared/lazyPart';
import type { ConsultDialogComponent } from './floatingModel';

/** The dialog's code, fetched on the first press of the contact button; a failed fetch (offline) is tried again on the next. */
export const consultDialogPart = lazyPart<ConsultDialogComponent>(() => import('../consult/ConsultDialog').then((chunk) => chunk.ConsultDialog));
