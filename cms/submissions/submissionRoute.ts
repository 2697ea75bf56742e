import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { Transaction } from 'kysely';
import type * as v from 'valibot';
import type { ApiLanguage } from '../../contract/language';
import type { Database } from '../db/schema';
import type { SubmissionNotice } from '../notifications/composeNotification';
import type { SubmissionKind } from '../../contract/submissionKinds';
import { clientAddress } from '../http/clientAddress';
import { checkRequestPart } from '../http/checkRequestPart';
import { CmsError } from '../http/cmsError';
import { dataEnvelope } from '../http/envelopes';
import { requestLanguage } from '../http/requestLanguage';
import { dataAnswer } from '../http/responseSchemas';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { loadPrivacyNoticeVersion } from '../content/siteSettings/siteSettings';
import type { SubmissionMeta } from './submissionMeta';
import type { Attribution } from '../../contract/attribution';
import { recordTouches } from '../attribution/recordTouches';
import { findStoredAnswer, fingerprintOf, readIdempotencyKey, storeOnce, type StoredAnswer } from './idempotency';

declare module 'fastify' {
  interface FastifyRequest {
    /** The submission's Idempotency-Key, read before its body is checked. */
    idempotencyKey: string | undefined;
  }
}

/** Every visitor's submission carries the consent to the privacy notice (contract/validation/rules.ts). */
type ConsentingSchema = v.GenericSchema<unknown, { privacyConsent: true }>;

/** What a submission carries once checked: its fields without the honeypot, the consent (kept in `meta`) and the attribution (its touches). */
type SubmittedFields<TBody extends ConsentingSchema> = Omit<v.InferOutput<TBody>, 'website' | 'privacyConsent' | 'attribution'>;

/**
 * One call that stores what a visitor (or, later, an editor) sends. Every such call goes through
 * the same steps, in this order, so none can skip one:
 *
 * 1. the Idempotency-Key header is read (a malformed one is a 400);
 * 2. a filled honeypot (`website`) turns a bot away before anything else is looked at;
 * 3. the proof-of-work challenge's solution (or a partner's API token) is checked (cms/spamChallenge);
 * 4. `body` checks the fields (400 with the first broken rule's message and field), the consent to
 *    the privacy notice among them: no submission is stored without it; a call whose rules depend
 *    on the visitor's language (a lead or a resume from abroad) gives one schema per language, and the
 *    language the call is sent in (its `language`, else `Accept-Language`) chooses;
 * 5. an earlier answer to the same key is answered again, and nothing more happens;
 * 6. `prepare` checks what the submission points at and does the work that cannot be in a
 *    transaction (writing a file); `discard` undoes it if nothing ends up stored with it;
 * 7. `store` writes through the repositories in one transaction with the key's record and the
 *    mail to staff about it (`notice`, written by `app.notifications.enqueue`, sent once committed),
 *    `meta` carrying the record of the consent (the notice's current version, the time, the address);
 *    with the submission's first and last touch (cms/attribution) when it carries an `attribution`,
 *    and the challenge's use, so its solution is accepted once; no one is told of one that landed as spam;
 * 8. the answer is the envelope with `msg` "submitted" and `store`'s data, never cached.
 */
export interface SubmissionSpec<TBody extends ConsentingSchema, TPrepared, TData> {
  /** What is submitted, as the metrics count it and the notice to staff says. */
  kind: SubmissionKind;
  /** The call's path, relative to the plugin's prefix; also the scope of its idempotency keys. */
  path: string;
  /** What the API's document says of the call: what it stores and answers, and its rules. */
  summary: string;
  description: string;
  body: TBody | Readonly<Record<ApiLanguage, TBody>>;
  /** Turns a body Fastify does not parse (multipart) into the object `body` checks. */
  readBody?: (request: FastifyRequest) => Promise<unknown>;
  prepare?: (fields: SubmittedFields<TBody>) => Promise<TPrepared>;
  discard?: (prepared: TPrepared) => Promise<void>;
  /**
   * Stores the submission; answers the envelope's data and what staff are told about it (its kind
   * is `kind`; its `untold` says who is not told, everyone when it landed as spam).
   */
  store: (
    trx: Transaction<Database>,
    fields: SubmittedFields<TBody>,
    prepared: TPrepared,
    meta: SubmissionMeta,
  ) => Promise<{ data: TData; notice: Omit<SubmissionNotice, 'kind'> }>;
}

export function addSubmissionRoute<TBody extends ConsentingSchema, TPrepared, TData>(
  app: FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ValibotTypeProvider>,
  spec: SubmissionSpec<TBody, TPrepared, TData>,
): void {
  const { db } = app;
  // Worked out once per route: each language's schema, the one given when the rules do not depend on it.
  const bodies: Readonly<Record<ApiLanguage, TBody>> = 'kind' in spec.body ? { zh: spec.body as TBody, en: spec.body as TBody } : spec.body;
  if (!app.hasRequestDecorator('idempotencyKey')) app.decorateRequest('idempotencyKey', undefined);
  app.post(
    `/${spec.path}`,
    {
      schema: {
        summary: spec.summary,
        description: spec.description,
        // A body Fastify does not parse is a multipart upload.
        consumes: spec.readBody ? ['multipart/form-data'] : ['application/json'],
        bodyByLanguage: bodies,
        response: dataAnswer<TData>(),
      },
      config: { rateLimit: app.submissionRateLimit },
      // Refusals happen in hooks and plugins before the handler (bad fields, rate limit, size, type).
      onResponse: (request, reply, done) => {
        if (reply.statusCode >= 400) app.metrics.recordSubmission(spec.kind, reply.statusCode >= 500 ? 'failed' : 'refused');
        done();
      },
      // The body is checked here rather than by a route schema, which cannot depend on the language.
      preValidation: async (request) => {
        request.idempotencyKey = readIdempotencyKey(request.headers['idempotency-key']);
        if (spec.readBody) request.body = (await spec.readBody(request)) as typeof request.body;
        rejectBots(request.body);
        await app.spamChallenge.admit(request);
        const checked = checkRequestPart(bodies[requestLanguage(request)], request.body, 'body');
        if ('error' in checked) throw checked.error;
        request.body = checked.value as typeof request.body;
      },
    },
    async (request, reply) => {
      const { website: _honeypot, privacyConsent: _consent, attribution, ...fields } = request.body as v.InferOutput<TBody> & {
        website?: string;
        attribution?: Attribution;
      };
      // Only a key's record holds the fingerprint: without a key there is nothing to compare it with.
      const scope = { route: spec.path, key: request.idempotencyKey, fingerprint: request.idempotencyKey ? fingerprintOf(fields) : '' };
      // Only successes are stored, so a replay is a 200 like the first answer.
      const send = (answer: StoredAnswer) =>
        reply.code(answer.statusCode as 200).header('cache-control', 'no-store').send(answer.body as never);

      const earlier = await findStoredAnswer(db, scope);
      if (earlier) {
        app.metrics.recordSubmission(spec.kind, 'replayed');
        return send(earlier);
      }

      const prepared = (await spec.prepare?.(fields)) as TPrepared;
      const language = requestLanguage(request);
      const meta: SubmissionMeta = {
        language,
        clientIp: clientAddress(request),
        createdAt: new Date().toISOString(),
        privacyNoticeVersion: await loadPrivacyNoticeVersion(db, language),
      };
      try {
        const { answer, replayed } = await storeOnce(db, scope, async (trx) => {
          await app.spamChallenge.recordUse(trx, request);
          const { data, notice } = await spec.store(trx, fields, prepared, meta);
          await app.notifications.enqueue(trx, { ...notice, kind: spec.kind, fields: { ...notice.fields, language } }, meta.createdAt);
          await recordTouches(trx, { kind: spec.kind, submissionId: notice.submissionId, attribution, requestOrigin: request.headers.origin, isPartnerOrigin: app.allowsOrigin, createdAt: meta.createdAt });
          return { statusCode: 200, body: dataEnvelope(language, data, 'submitted') };
        });
        app.metrics.recordSubmission(spec.kind, replayed ? 'replayed' : 'accepted');
        if (replayed) await spec.discard?.(prepared);
        else app.notifications.nudge();
        return send(answer);
      } catch (error) {
        await spec.discard?.(prepared);
        throw error;
      }
    },
  );
}

/** People never see the honeypot field; anything in it, text or not, means a script filled the form. */
function rejectBots(body: unknown): void {
  if (typeof body !== 'object' || body === null || !('website' in body)) return;
  const { website } = body;
  if (website === undefined || (typeof website === 'string' && website.trim() === '')) return;
  throw new CmsError(400, 'botRejected');
}
