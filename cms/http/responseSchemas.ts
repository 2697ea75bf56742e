import * as v from 'valibot';
import type { DataEnvelope, PageEnvelope } from '../../contract/envelope';

/**
 * A success answer's declaration: it types `reply.send` and is not checked at run time (see
 * cms/plugins/valibotSchemas.ts). Failures are the error handler's, in the envelope.
 */
const answerOf = <T>() => v.custom<T>(() => true);

export const dataAnswer = <T>() => ({ 200: answerOf<DataEnvelope<T>>() });
export const pageAnswer = <T>() => ({ 200: answerOf<PageEnvelope<T>>() });
