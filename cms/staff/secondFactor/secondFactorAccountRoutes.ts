import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RawServerDefault } from 'fastify';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { EnrolmentResult, SecondFactorStatus } from '../../../contract/adminApi';
import { idParams } from '../../../contract/queries';
import { CmsError, notFound } from '../../http/cmsError';
import { dataEnvelope } from '../../http/envelopes';
import { requestLanguage } from '../../http/requestLanguage';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider';
import { minutesAfter } from '../../platform/clock';
import { verifyPassword } from '../passwords';
import { recordAudit } from '../recordAudit';
import { completeSignIn, countFailedAttempt, refuseWhileLocked } from '../signInSteps';
import { sessionUser } from '../signedInSession';
import { findSignInAccount, type StaffUser } from '../staffUsers';
import { registrationOptions, verifyRegistration } from './passkeyCeremonies';
import { deletePasskey, insertPasskey, listPasskeys } from './passkeyRows';
import { deleteRecoveryCodes } from './recoveryCodeRows';
import { issueRecoveryCodes } from './recoveryCodes';
import { codeBody, confirmationBody, passkeyRegistrationBody } from './secondFactorSchemas';
import { hasSecondFactor, summariseSecondFactors } from './secondFactors';
import { secondFactorRequired } from './secondFactorSettings';
import { checkTotpCode, confirmTotpEnrolment, startTotpEnrolment } from './totpFactor';
import { deleteTotp, findTotp } from './totpRows';

/** How long a confirmation (password or code) allows changes to the second factor. */
const CONFIRMATION_MINUTES = 10;

/**
 * The Security section of a user's own account: the authenticator app, passkeys and recovery
 * codes. Every change needs the user to have confirmed it is them (password or a code) in the
 * last minutes, so a session left open is not enough to swap the factor; during the enrolment
 * step of a sign-in the password has just been given, and enrolling completes the sign-in.
 */
const secondFactorAccountRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  const { db, totpSealingKey: key, secondFactorSettings: settings } = app;
  const { relyingParty } = settings;
  const enrolling = { preHandler: app.requireSessionIn('signed-in', 'enrolment'), config: { signInStep: true } };
  const base = '/account/second-factor';

  const confirmedUntil = (request: FastifyRequest): Date | null => {
    const at = request.session.confirmedAt;
    const until = at ? minutesAfter(new Date(at), CONFIRMATION_MINUTES) : null;
    return until && until > app.staffClock() ? until : null;
  };

  const requireConfirmation = async (request: FastifyRequest) => {
    if (request.signingIn?.step !== 'enrolment' && !confirmedUntil(request)) throw new CmsError(403, 'confirmationRequired');
  };

  async function status(request: FastifyRequest): Promise<SecondFactorStatus> {
    const user = sessionUser(request)!;
    const [totp, passkeys, summary] = await Promise.all([findTotp(db, user.userId), listPasskeys(db, user.userId), summariseSecondFactors(db, user.userId)]);
    return {
      required: secondFactorRequired(settings, user.roles),
      totp: { enrolled: Boolean(totp?.secret), confirmedAt: totp?.secret ? totp.confirmed_at : null },
      passkeys: passkeys.map((passkey) => ({ id: passkey.passkeyId, name: passkey.name, createdAt: passkey.createdAt, lastUsedAt: passkey.lastUsedAt })),
      recoveryCodesLeft: summary.recoveryCodesLeft,
      confirmedUntil: confirmedUntil(request)?.toISOString() ?? null,
    };
  }

  /** After a factor is added: recovery codes when it is the user's first, the signed-in session when it ends an enrolment step. */
  async function finishEnrolment(request: FastifyRequest, reply: FastifyReply, user: StaffUser, firstFactor: boolean): Promise<EnrolmentResult> {
    const recoveryCodes = firstFactor ? await issueRecoveryCodes(db, user.userId, app.staffClock()) : null;
    if (recoveryCodes) await recordAudit(request, { action: 'second-factor.recovery-codes-issued', target: user.email });
    const session = request.signingIn?.step === 'enrolment' ? await completeSignIn(request, reply, user) : null;
    return { recoveryCodes, session };
  }

  /** Refuses to remove the last factor of a user whose role requires one. */
  async function refuseLastRequired(user: StaffUser): Promise<void> {
    const summary = await summariseSecondFactors(db, user.userId);
    if (secondFactorRequired(settings, user.roles) && Number(summary.totp) + summary.passkeys <= 1) {
      throw new CmsError(409, 'secondFactorLastRequired');
    }
  }

  /** A user without a factor has no use for recovery codes: they would stand for nothing. */
  async function dropCodesWhenNoFactor(userId: number): Promise<void> {
    if (!hasSecondFactor(await summariseSecondFactors(db, userId))) await deleteRecoveryCodes(db, userId);
  }

  const send = <T>(request: FastifyRequest, reply: FastifyReply, data: T) => reply.send(dataEnvelope(requestLanguage(request), data));

  app.get(base, {
    schema: {
      summary: 'My second factor',
      description: 'The signed-in user\'s own: whether the roles require one, the authenticator app, the passkeys (names and dates), how many recovery codes are left, and until when changes are allowed without confirming again. Never a secret.',
    },
    preHandler: app.requireSignIn,
  }, async (request, reply) => send(request, reply, await status(request)));

  app.post(`${base}/confirmation`, {
    schema: {
      summary: 'Confirm it is me',
      description: `Takes \`{password}\` or \`{code}\` (from the authenticator app); allows changes to the second factor for ${CONFIRMATION_MINUTES} minutes and answers the status. A wrong one is 403, audited, and counts toward the lockout like a failed sign-in.`,
      body: confirmationBody,
    },
    config: { rateLimit: app.signInRateLimit },
    preHandler: app.requireSignIn,
  }, async (request, reply) => {
    const user = request.staffUser!;
    const { password, code } = request.body;
    await refuseWhileLocked(request, reply, user.email);
    const now = app.staffClock();
    const confirmed = password
      ? await verifyPassword((await findSignInAccount(db, user.email))?.passwordHash, password)
      : code !== '' && (await checkTotpCode(db, key, user.userId, code, now));
    if (!confirmed) {
      await countFailedAttempt(request, user.email, 'second-factor.confirmation-failure');
      throw new CmsError(403, 'confirmationFailed');
    }
    request.session.confirmedAt = now.toISOString();
    return send(request, reply, await status(request));
  });

  app.post(`${base}/totp`, {
    schema: {
      summary: 'Set up an authenticator app',
      description: 'A new secret, its `otpauth://` address and the QR code of it (an SVG data URL), shown this once; it replaces the app in use only once `PUT` confirms it with a code. Needs a recent confirmation, or the enrolment step of a sign-in.',
    },
    ...enrolling,
  }, async (request, reply) => {
    await requireConfirmation(request);
    return send(request, reply, await startTotpEnrolment(db, key, relyingParty, sessionUser(request)!, app.staffClock()));
  });

  app.put(`${base}/totp`, {
    schema: {
      summary: 'Confirm the authenticator app',
      description: 'Takes `{code}`, a code the app shows for the new secret, which then replaces the app in use. Answers `{recoveryCodes, session}`: ten recovery codes, shown this once, when it is the user\'s first factor; the signed-in session when it ends an enrolment step. Audited.',
      body: codeBody,
    },
    ...enrolling,
  }, async (request, reply) => {
    await requireConfirmation(request);
    const user = sessionUser(request)!;
    const firstFactor = !hasSecondFactor(await summariseSecondFactors(db, user.userId));
    const outcome = await confirmTotpEnrolment(db, key, user.userId, request.body.code, app.staffClock());
    if (outcome === 'not-pending') throw new CmsError(409, 'totpNotPending');
    if (outcome === 'wrong-code') throw new CmsError(400, 'totpCodeWrong', { field: 'code' });
    await recordAudit(request, { action: 'second-factor.totp-enrolled', target: user.email });
    return send(request, reply, await finishEnrolment(request, reply, user, firstFactor));
  });

  app.delete(`${base}/totp`, {
    schema: {
      summary: 'Remove the authenticator app',
      description: 'Refused (409) when the roles require a second factor and it is the last one. Needs a recent confirmation. Answers the status. Audited.',
    },
    preHandler: app.requireSignIn,
  }, async (request, reply) => {
    await requireConfirmation(request);
    const user = request.staffUser!;
    await refuseLastRequired(user);
    if (!(await deleteTotp(db, user.userId))) throw notFound();
    await dropCodesWhenNoFactor(user.userId);
    await recordAudit(request, { action: 'second-factor.totp-removed', target: user.email });
    return send(request, reply, await status(request));
  });

  app.post(`${base}/recovery-codes`, {
    schema: {
      summary: 'New recovery codes',
      description: 'Ten new recovery codes, shown this once; the ones before stop working. Needs a second factor and a recent confirmation. Audited.',
    },
    preHandler: app.requireSignIn,
  }, async (request, reply) => {
    await requireConfirmation(request);
    const user = request.staffUser!;
    if (!hasSecondFactor(await summariseSecondFactors(db, user.userId))) throw new CmsError(409, 'secondFactorNone');
    const recoveryCodes = await issueRecoveryCodes(db, user.userId, app.staffClock());
    await recordAudit(request, { action: 'second-factor.recovery-codes-issued', target: user.email });
    return send(request, reply, { recoveryCodes });
  });

  app.post(`${base}/passkeys/options`, {
    schema: {
      summary: 'Add a passkey: the challenge',
      description: 'WebAuthn registration options (`navigator.credentials.create`) for this CMS\'s origin, the user\'s passkeys excluded, with a challenge kept in the session for the next call. Needs a recent confirmation, or the enrolment step of a sign-in.',
    },
    ...enrolling,
  }, async (request, reply) => {
    await requireConfirmation(request);
    const user = sessionUser(request)!;
    const optionsJson = await registrationOptions(relyingParty, user, await listPasskeys(db, user.userId));
    request.session.webAuthnChallenge = { challenge: optionsJson.challenge, purpose: 'registration' };
    return send(request, reply, optionsJson);
  });

  app.post(`${base}/passkeys`, {
    schema: {
      summary: 'Add a passkey',
      description: 'Takes `{name, response}`: a name for it (1 to 60 characters) and what the browser made for the last challenge, which is spent either way. Answers `{recoveryCodes, session}` as confirming an authenticator app does. Audited.',
      body: passkeyRegistrationBody,
    },
    ...enrolling,
  }, async (request, reply) => {
    await requireConfirmation(request);
    const user = sessionUser(request)!;
    const issued = request.session.webAuthnChallenge;
    request.session.webAuthnChallenge = undefined;
    if (issued?.purpose !== 'registration') throw new CmsError(400, 'passkeyNotVerified');
    const registered = await verifyRegistration(relyingParty, request.body.response as unknown as RegistrationResponseJSON, issued.challenge);
    if (!registered) throw new CmsError(400, 'passkeyNotVerified');
    const firstFactor = !hasSecondFactor(await summariseSecondFactors(db, user.userId));
    const { name } = request.body;
    await insertPasskey(db, { userId: user.userId, name, ...registered }, app.staffClock());
    await recordAudit(request, { action: 'second-factor.passkey-added', target: `${user.email}: ${name}` });
    return send(request, reply, await finishEnrolment(request, reply, user, firstFactor));
  });

  app.delete(`${base}/passkeys/:id`, {
    schema: {
      summary: 'Remove a passkey',
      description: 'One of the user\'s own passkeys (404 for any other). Refused (409) when the roles require a second factor and it is the last one. Needs a recent confirmation. Answers the status. Audited.',
      params: idParams,
    },
    preHandler: app.requireSignIn,
  }, async (request, reply) => {
    await requireConfirmation(request);
    const user = request.staffUser!;
    if (!(await listPasskeys(db, user.userId)).some((passkey) => passkey.passkeyId === request.params.id)) throw notFound();
    await refuseLastRequired(user);
    const removed = await deletePasskey(db, user.userId, request.params.id);
    if (!removed) throw notFound();
    await dropCodesWhenNoFactor(user.userId);
    await recordAudit(request, { action: 'second-factor.passkey-removed', target: `${user.email}: ${removed.name}` });
    return send(request, reply, await status(request));
  });
};

export default secondFactorAccountRoutes;
