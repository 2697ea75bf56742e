import type { OpenAPIV3_1 } from 'openapi-types';
import { ADMIN_API_BASE_PATH, CSRF_HEADER } from '../../contract/adminApi';
import { API_BASE_PATH, MAX_PAGE_SIZE } from '../../contract/api';
import { DEFAULTS } from '../config';
import { LOCKOUT_POLICY } from '../staff/signInLockout';

/** What one document is made of: the routes under `basePath`, and what it says of them all. */
export interface ApiDocumentSpec {
  /** The instance's decorator that answers the document. */
  decorator: 'openApiDocument' | 'adminApiDocument';
  basePath: string;
  info: OpenAPIV3_1.InfoObject;
  securitySchemes: Record<string, OpenAPIV3_1.SecuritySchemeObject>;
}

/** The API has one version: its paths carry none, and changes keep old clients working. */
const VERSION = '1';

export const OPEN_API_DOCUMENT: ApiDocumentSpec = {
  decorator: 'openApiDocument',
  basePath: API_BASE_PATH,
  info: {
    title: 'Open API',
    version: VERSION,
    description: [
      "The site's content and its forms' submissions, for the site, its widgets and partners.",
      '',
      'Every call answers the envelope `{code, msg, data}` or, for lists, `{code, msg, rows, total}`. `code` 0 means success; any other',
      'code equals the HTTP status (400 bad input, 404 unknown id, 408 too slow, 413 too large, 415 wrong type, 422 idempotency key',
      'reused with another payload, 429 too many, 431 headers too large, 500 without internals, 503 while the instance stops) and `msg`',
      'is written for the visitor, in the language of the `language` query parameter (`zh` by default, `en`; anything else means `zh`)',
      "or, for submissions without it, the browser's `Accept-Language`. Bad input of any shape is a 4xx, never a 5xx.",
      '',
      `Lists page with \`pageNum\` (from 1) and \`pageSize\` (at most ${MAX_PAGE_SIZE}).`,
      '',
      'Submissions accept an `Idempotency-Key` header: the same key with the same payload answers the first answer again and stores',
      'nothing new; with a different payload it answers 422. Each carries `privacyConsent: true`, the consent to the privacy notice',
      "(`site/settings`), without which it answers 400 with `field: \"privacyConsent\"` and stores nothing. An invisible `website` field",
      'must stay empty (bots fill it), and each client address may send a limited number of submissions a minute (429 beyond).',
      'Each submission carries a solved proof-of-work challenge (ALTCHA, `GET spamChallenge`) in the `Altcha` header, accepted once',
      'before it expires (400 without, wrong, expired or reused), or a partner server\'s API token as `Authorization: Bearer <token>`',
      '(401 when unknown or revoked).',
    ].join('\n'),
  },
  securitySchemes: {},
};

export const ADMIN_API_DOCUMENT: ApiDocumentSpec = {
  decorator: 'adminApiDocument',
  basePath: ADMIN_API_BASE_PATH,
  info: {
    title: 'Back office API',
    version: VERSION,
    description: [
      'The calls of the back office the staff use at `/admin`. Failures answer the envelope `{code, msg}` (401 not signed in,',
      '403 wrong role or CSRF token, 409 a change refused or made by someone else meanwhile, 429 locked or too many attempts).',
      "Lists follow react-admin's simple-REST conventions: a JSON array, `range=[0,24]`, `sort=[\"id\",\"DESC\"]`, and the answer's",
      '`Content-Range: audit-log 0-24/319`.',
      '',
      'Sign in with `POST session`; the session cookie then admits the calls of your roles (admins pass every role check). Sessions end',
      `after ${DEFAULTS.staffSessionIdleMinutes} minutes idle or ${DEFAULTS.staffSessionMaxMinutes / 60} hours in all by default. Every state-changing call needs the`,
      `CSRF token \`GET session\` answers, in the \`${CSRF_HEADER}\` header. ${LOCKOUT_POLICY.failures} failed sign-ins for one e-mail within`,
      `${LOCKOUT_POLICY.windowMinutes} minutes lock it for ${LOCKOUT_POLICY.lockMinutes} minutes (429).`,
      'Every call that shows or changes personal data is recorded in the audit log.',
    ].join('\n'),
  },
  securitySchemes: {
    staffSession: {
      type: 'apiKey',
      in: 'cookie',
      name: 'staff_session',
      description: 'The cookie `POST session` sets (`__Host-staff_session` when the CMS is served over HTTPS).',
    },
    csrfToken: { type: 'apiKey', in: 'header', name: CSRF_HEADER, description: 'The `csrfToken` of `GET session`, on every state-changing call.' },
  },
};
