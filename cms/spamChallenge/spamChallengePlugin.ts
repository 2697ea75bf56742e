import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Transaction } from 'kysely';
import { createChallenge } from 'altcha-lib/v1';
import { SPAM_CHALLENGE_HEADER, type SpamChallenge } from '../../contract/spamChallenge';
import type { Database } from '../db/schema';
import { CmsError } from '../http/cmsError';
import type { Clock } from '../platform/clock';
import { runPeriodically } from '../platform/runPeriodically';
import { readServerSecret } from '../staff/serverSecrets';
import { checkSolution, type AcceptedSolution } from './solutionCheck';
import type { SpamChallengeSettings } from './spamChallengeSettings';
import { deleteExpiredChallengeUses, recordChallengeUse } from './spamChallengeUses';
import { findLiveTokenId, hashToken, markTokenUsed } from './submissionApiTokens';

/** How often used challenges past their expiry are deleted. */
const CLEANUP_INTERVAL_MS = 10 * 60_000;

/** How a submission was let through: a solved challenge, or a partner's API token. */
type Admission = { solution: AcceptedSolution } | { tokenId: number };

declare module 'fastify' {
  interface FastifyInstance {
    spamChallenge: SpamChallengeGate;
  }
  interface FastifyRequest {
    /** Set by `admit`; undefined when the challenge is off. */
    spamAdmission: Admission | undefined;
  }
}

export interface SpamChallengeGate {
  /** A new challenge to solve; null when SPAM_CHALLENGE=off (the browser then sends none). */
  issue(): Promise<SpamChallenge | null>;
  /** Before the body is checked: a live API token, or a correct, unexpired solution, or a 400/401. */
  admit(request: FastifyRequest): Promise<void>;
  /** In the submission's transaction: a solution accepted before is refused, so each is accepted once. */
  recordUse(trx: Transaction<Database>, request: FastifyRequest): Promise<void>;
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The proof-of-work challenge (ALTCHA) on every visitor's submission, in place of a captcha that
 * would send visitors' data abroad: challenges are signed with a key the database holds (every
 * instance verifies any instance's), expire after `minutes`, and are accepted once (the used
 * signatures are kept until they expire, then deleted by a periodic job).
 */
export default fp<{ settings: SpamChallengeSettings; clock: Clock }>(
  async (app, { settings, clock }) => {
    const hmacKey = await readServerSecret(app.db, 'spam-challenge');
    runPeriodically(app, 'used challenge cleanup', CLEANUP_INTERVAL_MS, () => deleteExpiredChallengeUses(app.db, clock().toISOString()));
    app.decorateRequest('spamAdmission', undefined);

    app.decorate('spamChallenge', {
      async issue() {
        if (settings.mode === 'off') return null;
        const expires = new Date(clock().getTime() + settings.minutes * 60_000);
        return (await createChallenge({ hmacKey, maxnumber: settings.maxNumber, expires, algorithm: 'SHA-256' })) as SpamChallenge;
      },

      async admit(request) {
        // A partner's server names itself with its token whether or not the challenge is on.
        const bearer = BEARER.exec(request.headers.authorization ?? '')?.[1];
        if (bearer) {
          const tokenId = await findLiveTokenId(app.db, hashToken(bearer));
          if (tokenId === undefined) throw new CmsError(401, 'submissionTokenInvalid');
          request.spamAdmission = { tokenId };
          return;
        }
        if (settings.mode === 'off') return;
        request.spamAdmission = { solution: await checkSolution(request.headers[SPAM_CHALLENGE_HEADER.toLowerCase()], hmacKey, clock()) };
      },

      async recordUse(trx, request) {
        const admission = request.spamAdmission;
        if (!admission) return;
        if ('tokenId' in admission) return markTokenUsed(trx, admission.tokenId, clock().toISOString());
        if (!(await recordChallengeUse(trx, admission.solution))) throw new CmsError(400, 'spamChallengeReused');
      },
    } satisfies SpamChallengeGate);
  },
  { name: 'spam-challenge', dependencies: ['database'] },
);
