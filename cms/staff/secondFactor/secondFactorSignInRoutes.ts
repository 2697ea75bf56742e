import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RawServerDefault } from 'fastify';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { CmsError } from '../../http/cmsError';
import { dataEnvelope } from '../../http/envelopes';
import { requestLanguage } from '../../http/requestLanguage';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider';
import { recordAudit } from '../recordAudit';
import { completeSignIn, countFailedAttempt, refuseWhileLocked } from '../signInSteps';
import type { StaffUser } from '../staffUsers';
import { authenticationOptions, verifyAuthentication } from './passkeyCeremonies';
import { findUserPasskey, listPasskeys, recordPasskeyUse } from './passkeyRows';
import { checkRecoveryCode } from './recoveryCodes';
import { codeBody, passkeyAssertionBody } from './secondFactorSchemas';
import { checkTotpCode } from './totpFactor';

type Method = 'totp' | 'recovery-code' | 'passkey';

/**
 * The second step of a sign-in, open only to a session whose password was right: a code from
 * the authenticator app, a recovery code, or a passkey. A failure counts toward the e-mail's
 * lockout like a wrong password; success signs in under a new session id.
 */
const secondFactorSignInRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  const { db, totpSealingKey: key } = app;
  const { relyingParty } = app.secondFactorSettings;
  const config = { signInStep: true, rateLimit: app.signInRateLimit };
  const preHandler = app.requireSessionIn('second-factor');

  async function attempt(request: FastifyRequest, reply: FastifyReply, method: Method, check: (user: StaffUser) => Promise<boolean>) {
    const { user } = request.signingIn!;
    await refuseWhileLocked(request, reply, user.email);
    if (!(await check(user))) {
      await countFailedAttempt(request, user.email, `second-factor.${method}-failure`);
      throw new CmsError(401, 'secondFactorFailed');
    }
    await recordAudit(request, { action: `second-factor.${method}-used`, target: user.email });
    return reply.send(dataEnvelope(requestLanguage(request), await completeSignIn(request, reply, user)));
  }

  app.post('/session/second-factor/totp', {
    schema: {
      summary: 'Sign in: a code from the authenticator app',
      description: 'Takes `{code}`: the six digits the app shows (one 30-second step of drift either way); a code is accepted once. Answers as the sign-in does, signed in, under a new session id. A wrong code is 401 and counts toward the lockout. Only in the `second-factor` step.',
      body: codeBody,
    },
    config,
    preHandler,
  }, async (request, reply) =>
    attempt(request, reply, 'totp', (user) => checkTotpCode(db, key, user.userId, request.body.code, app.staffClock())),
  );

  app.post('/session/second-factor/recovery-code', {
    schema: {
      summary: 'Sign in: a recovery code',
      description: 'Takes `{code}`: one of the ten recovery codes (case, spaces and the hyphen ignored); each works once. Otherwise as the code from the app.',
      body: codeBody,
    },
    config,
    preHandler,
  }, async (request, reply) =>
    attempt(request, reply, 'recovery-code', (user) => checkRecoveryCode(db, user.userId, request.body.code, app.staffClock())),
  );

  app.post('/session/second-factor/passkey/options', {
    schema: {
      summary: 'Sign in: a passkey challenge',
      description: 'WebAuthn authentication options for the user\'s passkeys (`navigator.credentials.get`), with a challenge kept in the session for the next call. Only in the `second-factor` step.',
    },
    config,
    preHandler,
  }, async (request, reply) => {
    const passkeys = await listPasskeys(db, request.signingIn!.user.userId);
    if (passkeys.length === 0) throw new CmsError(409, 'secondFactorNone');
    const optionsJson = await authenticationOptions(relyingParty, passkeys);
    request.session.webAuthnChallenge = { challenge: optionsJson.challenge, purpose: 'authentication' };
    return reply.send(dataEnvelope(requestLanguage(request), optionsJson));
  });

  app.post('/session/second-factor/passkey', {
    schema: {
      summary: 'Sign in: a passkey',
      description: 'Takes `{response}`: the assertion the browser made for the last challenge, which is spent either way. Otherwise as the code from the app.',
      body: passkeyAssertionBody,
    },
    config,
    preHandler,
  }, async (request, reply) => {
    const issued = request.session.webAuthnChallenge;
    request.session.webAuthnChallenge = undefined;
    const response = request.body.response as unknown as AuthenticationResponseJSON;
    return attempt(request, reply, 'passkey', async (user) => {
      const passkey = await findUserPasskey(db, user.userId, response.id);
      if (!passkey || issued?.purpose !== 'authentication') return false;
      const signCount = await verifyAuthentication(relyingParty, response, issued.challenge, passkey);
      if (signCount === undefined) return false;
      await recordPasskeyUse(db, passkey.passkeyId, signCount, app.staffClock());
      return true;
    });
  });
};

export default secondFactorSignInRoutes;
