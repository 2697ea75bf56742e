import * as v from 'valibot';
import type { MessageKey } from '../messages';

/**
 * How long the form was open before it was sent, in milliseconds, as the widget measured it: a
 * spam signal (cms/spam/spamSignals.ts). Optional, so clients that do not send it still post.
 */
export const formOpenMs = v.optional(
  v.pipe(v.number('badRequest' satisfies MessageKey), v.integer('badRequest' satisfies MessageKey), v.minValue(0, 'badRequest' satisfies MessageKey)),
);
