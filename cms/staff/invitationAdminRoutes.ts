import type { FastifyPluginAsync, FastifyRequest, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { INVITATION_HOURS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../contract/adminApi';
import type { CmsMessageKey } from '../../contract/messages/cmsMessages';
import { CmsError } from '../http/cmsError';
import { dataEnvelope } from '../http/envelopes';
import { requestLanguage } from '../http/requestLanguage';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { recordAudit } from './recordAudit';
import { nextSignInStep } from './secondFactor/nextSignInStep';
import { beginSession, sessionInfo } from './signedInSession';
import { acceptInvitation, lookUpInvitation } from './staffInvitation';
import { findActiveStaffUser } from './staffUsers';

/** The link's token: 32 random bytes in base64url; anything else cannot be one. */
const token = v.pipe(v.string('invitationInvalid' satisfies CmsMessageKey), v.regex(/^[A-Za-z0-9_-]{43}$/, 'invitationInvalid' satisfies CmsMessageKey));

/**
 * The invitee's side of an invitation, before they have a session: what a link invites to, and
 * choosing a password with it, which signs them in. Like the sign-in, these need no CSRF token
 * (there is no session yet) and are rate limited per address; a refused link is audited.
 */
const invitationRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  const config = { csrf: false, rateLimit: app.signInRateLimit };

  /** A refused link is worth a warning (someone may be trying links); a too-short password is not. */
  const refused = async (request: FastifyRequest, error: unknown) => {
    if (error instanceof CmsError && error.messageKey.startsWith('invitation')) {
      await recordAudit(request, { action: 'invitation.refused', target: error.messageKey, actor: { userId: null, label: '' }, level: 'warn' });
    }
    return error;
  };

  app.post('/invitation/lookup', {
    schema: {
      summary: 'What an invitation link is for',
      description: [
        '`{token}` (the part of the link after `#`): answers `{email, roles, expiresAt}`, or refuses the link: 404 when unknown or replaced',
        `by a newer one, 410 when used or older than ${INVITATION_HOURS} hours. Anyone may call it; it needs no CSRF token.`,
      ].join(' '),
      body: v.object({ token }),
    },
    config,
  }, async (request, reply) => {
    const invitation = await lookUpInvitation(app.db, request.body.token, app.staffClock()).catch(async (error: unknown) => {
      throw await refused(request, error);
    });
    return reply.send(dataEnvelope(requestLanguage(request), invitation));
  });

  app.post('/invitation/accept', {
    schema: {
      summary: 'Accept an invitation',
      description: [
        `\`{token, password}\` (${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters): sets the invitee's password, spends the link, and signs them in:`,
        'answers `{email, roles, csrfToken}` and sets the session cookie. When the invitee\'s role requires a second factor, the answer is',
        'that of a sign-in waiting for its enrolment (`signInStep`, no roles), as `POST session` gives. Refused links as `invitation/lookup`.',
        'Anyone may call it; it needs no CSRF token.',
      ].join(' '),
      body: v.object({
        token,
        password: v.pipe(v.string('passwordRequired' satisfies CmsMessageKey), v.nonEmpty('passwordRequired' satisfies CmsMessageKey)),
      }),
    },
    config,
  }, async (request, reply) => {
    const { token: link, password } = request.body;
    const userId = await acceptInvitation(app.db, link, password, app.staffClock()).catch(async (error: unknown) => {
      throw await refused(request, error);
    });
    const user = await findActiveStaffUser(app.db, userId);
    if (!user) throw new CmsError(404, 'invitationInvalid');
    // The password alone opens no more here than at sign-in: a role that requires a second
    // factor waits for its enrolment.
    const step = await nextSignInStep(app.db, app.secondFactorSettings, user);
    await beginSession(request, user, step);
    await recordAudit(request, { action: 'staff.invitation-accept', target: user.email });
    if (step) await recordAudit(request, { action: `sign-in.${step.step}-pending`, target: user.email });
    return reply.send(dataEnvelope(requestLanguage(request), sessionInfo(request, reply, step)));
  });
};

export default invitationRoutes;
