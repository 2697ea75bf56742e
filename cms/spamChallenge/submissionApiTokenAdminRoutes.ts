import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import {
  SUBMISSION_API_TOKEN_NAME_MAX_LENGTH,
  SUBMISSION_API_TOKENS_RESOURCE,
  type IssuedSubmissionApiToken,
} from '../../contract/entities/submissionApiToken';
import type { CmsMessageKey } from '../../contract/messages/cmsMessages';
import { idParams } from '../../contract/queries';
import { notFound } from '../http/cmsError';
import { listHeaders, listQuery } from '../http/listRange';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { recordAudit } from '../staff/recordAudit';
import {
  findSubmissionApiToken,
  hashToken,
  insertSubmissionApiToken,
  listSubmissionApiTokens,
  newToken,
  revokeSubmissionApiToken,
} from './submissionApiTokens';

const tokenListQuery = listQuery(['id']);

const issueBody = v.object({
  name: v.pipe(
    v.string('submissionTokenNameRequired' satisfies CmsMessageKey),
    v.trim(),
    v.minLength(1, 'submissionTokenNameRequired' satisfies CmsMessageKey),
    v.maxLength(SUBMISSION_API_TOKEN_NAME_MAX_LENGTH, 'submissionTokenNameTooLong' satisfies CmsMessageKey),
  ),
});

const target = (id: number, name: string) => `submission-api-token:${id}:${name}`;

/**
 * API tokens for partners' servers, which post submissions without solving the proof-of-work
 * challenge: a token lets its holder past the challenge on every submission, so only admins issue
 * and revoke them, each change is audited, and the token is answered once (only its hash is kept).
 */
const submissionApiTokenRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  const { db } = app;
  const admin = app.requireRole('admin');
  const path = `/${SUBMISSION_API_TOKENS_RESOURCE}`;

  app.get(path, {
    schema: {
      summary: 'Submission API tokens',
      description: 'The tokens issued to partners\' servers, revoked ones included; never the tokens themselves. A simple-REST list. Role: admin.',
      querystring: tokenListQuery,
    },
    preHandler: admin,
  }, async (request, reply) => {
    const { range, sort } = request.query;
    const { rows, total } = await listSubmissionApiTokens(db, { offset: range.offset, limit: range.limit, ascending: sort.order === 'ASC' });
    return reply.headers(listHeaders(SUBMISSION_API_TOKENS_RESOURCE, range.start, rows.length, total)).send(rows);
  });

  app.post(path, {
    schema: {
      summary: 'Issue a submission API token',
      description: 'Answers the new token (201) with `token`, shown this once: only its SHA-256 is stored. Audited. Role: admin.',
      body: issueBody,
    },
    preHandler: admin,
  }, async (request, reply) => {
    const token = newToken();
    const id = await insertSubmissionApiToken(db, {
      name: request.body.name,
      tokenHash: hashToken(token),
      createdBy: request.staffUser!.email,
      createdAt: app.staffClock().toISOString(),
    });
    await recordAudit(request, { action: 'submission-api-token.issue', target: target(id, request.body.name) });
    const issued: IssuedSubmissionApiToken = { ...(await findSubmissionApiToken(db, id))!, token };
    return reply.code(201).header('cache-control', 'no-store').send(issued);
  });

  app.delete(`${path}/:id`, {
    schema: {
      summary: 'Revoke a submission API token',
      description: 'Submissions sent with it are refused (401) from now on; the row stays, with `revokedAt`. Answers it. Audited. Role: admin.',
      params: idParams,
    },
    preHandler: admin,
  }, async (request, reply) => {
    const existing = await findSubmissionApiToken(db, request.params.id);
    if (!existing) throw notFound();
    await revokeSubmissionApiToken(db, existing.id, app.staffClock().toISOString());
    await recordAudit(request, { action: 'submission-api-token.revoke', target: target(existing.id, existing.name) });
    return reply.send(await findSubmissionApiToken(db, existing.id));
  });
};

export default submissionApiTokenRoutes;
