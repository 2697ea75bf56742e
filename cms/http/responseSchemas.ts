import * as v from 'valibot';

/**
 * A success answer's declaration: the envelope, which the API's document shows, around a value
 * whose type it gives `reply.send`. Not checked at run time (see cms/http/valibotSchemasPlugin.ts).
 * Failures are the error handler's, in the envelope.
 */
const answerOf = <T>() => v.custom<T>(() => true);

const envelope = {
  code: v.pipe(v.number(), v.description('0: success.'), v.examples([0])),
  msg: v.pipe(v.string(), v.description('The outcome, for the visitor, in the language of the call.')),
};

const SUCCESS = 'Success: the envelope, with `code` 0.';

export const dataAnswer = <T>() => ({ 200: v.pipe(v.object({ ...envelope, data: answerOf<T>() }), v.description(SUCCESS)) });
export const pageAnswer = <T>() => ({
  200: v.pipe(
    v.object({ ...envelope, rows: v.array(answerOf<T>()), total: v.pipe(v.number(), v.description('Rows of the whole list, all pages.')) }),
    v.description(SUCCESS),
  ),
});
