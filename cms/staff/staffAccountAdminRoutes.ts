import type { FastifyPluginAsync, FastifyRequest, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { DISPLAY_NAME_MAX_LENGTH, INVITATION_HOURS, type StaffAccount } from '../../contract/adminApi';
import type { CmsMessageKey } from '../../contract/messages/cmsMessages';
import { idParams } from '../../contract/queries';
import { notFound } from '../http/cmsError';
import { listHeaders, listQuery, pageInMemory } from '../http/listRange';
import { requestLanguage } from '../http/requestLanguage';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { recordAudit } from './recordAudit';
import { STAFF_ROLES } from './roles';
import { looksLikeEmail } from './staffAccounts';
import { inviteAgain, inviteStaffUser, type InvitationContext } from './staffInvitation';
import { openInvitationExpiries } from './staffInvitations';
import { changeStaffAccount, disableStaff, enableStaff } from './staffUserChanges';
import { findStaffUser, listStaffUsers, type StaffUser } from './staffUsers';

const accountListQuery = listQuery(['displayName', 'email']);

const rolesField = v.pipe(
  v.array(v.picklist(STAFF_ROLES, 'staffRolesRequired' satisfies CmsMessageKey), 'staffRolesRequired' satisfies CmsMessageKey),
  v.minLength(1, 'staffRolesRequired' satisfies CmsMessageKey),
  v.transform((roles) => [...new Set(roles)]),
);

const displayNameField = v.pipe(
  v.string('staffNameRequired' satisfies CmsMessageKey),
  v.trim(),
  v.nonEmpty('staffNameRequired' satisfies CmsMessageKey),
  v.maxLength(DISPLAY_NAME_MAX_LENGTH, 'staffNameTooLong' satisfies CmsMessageKey),
  v.description(`The name colleagues know the user by, shown for them in the back office: 1 to ${DISPLAY_NAME_MAX_LENGTH} characters.`),
);

const inviteBody = v.object({
  displayName: displayNameField,
  email: v.pipe(
    v.string('emailRequired' satisfies CmsMessageKey),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty('emailRequired' satisfies CmsMessageKey),
    v.check(looksLikeEmail, 'emailInvalid' satisfies CmsMessageKey),
  ),
  roles: rolesField,
  language: v.pipe(
    v.optional(v.picklist(['zh', 'en'])),
    v.description('The language of the invitation mail: `zh` or `en`; the request\'s language when not given.'),
  ),
});

/** react-admin sends the whole record back; the roles and the name are what an admin may change here. */
const accountChangeBody = v.object({ roles: rolesField, displayName: v.optional(displayNameField) });

const toAccount = (user: StaffUser, invitationExpiresAt: string | undefined): StaffAccount => ({
  id: user.userId,
  email: user.email,
  displayName: user.displayName,
  roles: user.roles,
  state: user.disabledAt ? 'disabled' : user.invitedAt ? 'invited' : 'active',
  invitationExpiresAt: (user.invitedAt && !user.disabledAt && invitationExpiresAt) || null,
  createdAt: user.createdAt,
});

/**
 * Staff users as admins manage them: the list with roles and state, invitations by e-mail (a
 * one-time link), roles, disabling and enabling. The last admin who can act can be neither
 * demoted nor disabled. Every call is audited.
 */
const staffAccountRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  const { db } = app;
  const admin = app.requireRole('admin');

  const account = async (userId: number) => {
    const user = await findStaffUser(db, userId);
    if (!user) throw notFound();
    return toAccount(user, (await openInvitationExpiries(db)).get(userId));
  };

  const invitationContext = (request: FastifyRequest, language: 'zh' | 'en' | undefined): InvitationContext => ({
    inviter: request.staffUser!.email,
    language: language ?? requestLanguage(request),
    publicUrl: app.notifications.publicUrl,
    now: app.staffClock(),
  });

  app.get('/staff-accounts', {
    schema: {
      summary: 'Staff users',
      description: '`id`, `email`, `displayName`, `roles`, `state` (`active`, `invited`, `disabled`), `invitationExpiresAt`, `createdAt`, sorted by `displayName` (then `email`). A simple-REST list. Role: admin.',
      querystring: accountListQuery,
    },
    preHandler: admin,
  }, async (request, reply) => {
    const { range } = request.query;
    const expiries = await openInvitationExpiries(db);
    const accounts = (await listStaffUsers(db)).map((user) => toAccount(user, expiries.get(user.userId)));
    const rows = pageInMemory(accounts, request.query);
    await recordAudit(request, { action: 'staff.list', target: `range:${range.start}-${range.end}` });
    return reply.headers(listHeaders('staff-accounts', range.start, rows.length, accounts.length)).send(rows);
  });

  app.get('/staff-accounts/:id', {
    schema: { summary: 'One staff user', description: 'As the list shows it. Role: admin.', params: idParams },
    preHandler: admin,
  }, async (request, reply) => {
    const found = await account(request.params.id);
    await recordAudit(request, { action: 'staff.read', target: found.email });
    return reply.send(found);
  });

  app.post('/staff-accounts', {
    schema: {
      summary: 'Invite a colleague',
      description: [
        '`{displayName, email, roles, language}`: a new staff user, `invited`, and a mail (through the notification outbox) with a one-time link',
        `to choose a password, valid ${INVITATION_HOURS} hours. Answers the user (201). An address that already has a user is refused (409). Role: admin.`,
      ].join(' '),
      body: inviteBody,
    },
    preHandler: admin,
  }, async (request, reply) => {
    const { displayName, email, roles, language } = request.body;
    const userId = await inviteStaffUser(db, { email, displayName, roles }, invitationContext(request, language));
    app.notifications.nudge();
    await recordAudit(request, { action: 'staff.invite', target: `${email}: ${roles.join(',')}` });
    return reply.code(201).send(await account(userId));
  });

  app.post('/staff-accounts/:id/invitation', {
    schema: {
      summary: 'Invite again',
      description: '`{language}`: a new link, mailed, for a user still `invited`; the old link stops working. Answers the user. Role: admin.',
      params: idParams,
      body: v.object({ language: inviteBody.entries.language }),
    },
    preHandler: admin,
  }, async (request, reply) => {
    const user = await findStaffUser(db, request.params.id);
    if (!user) throw notFound();
    await inviteAgain(db, user, invitationContext(request, request.body.language));
    app.notifications.nudge();
    await recordAudit(request, { action: 'staff.reinvite', target: user.email });
    return reply.send(await account(user.userId));
  });

  app.put('/staff-accounts/:id', {
    schema: {
      summary: 'Change roles and name',
      description: '`{roles, displayName}`: roles, one or more, apply from the user\'s next request; the name (optional) is shown from now on. The last active admin cannot lose the admin role (409). Role: admin.',
      params: idParams,
      body: accountChangeBody,
    },
    preHandler: admin,
  }, async (request, reply) => {
    const { roles, displayName } = request.body;
    const { before, after } = await changeStaffAccount(db, app.dbEngine, request.params.id, { roles, displayName }, app.staffClock());
    await recordAudit(request, { action: 'staff.roles', target: `${after.email}: ${roles.join(',')}` });
    if (after.displayName !== before.displayName) {
      await recordAudit(request, { action: 'staff.rename', target: `${after.email}: ${before.displayName} → ${after.displayName}` });
    }
    return reply.send(await account(after.userId));
  });

  app.post('/staff-accounts/:id/disable', {
    schema: {
      summary: 'Disable a staff user',
      description: 'Their sessions end at once and an open invitation link stops working. The last active admin cannot be disabled (409). Answers the user. Role: admin.',
      params: idParams,
    },
    preHandler: admin,
  }, async (request, reply) => {
    const { user, endedSessions } = await disableStaff(db, app.dbEngine, request.params.id, app.staffClock());
    await recordAudit(request, { action: 'staff.disable', target: `${user.email}: ${endedSessions} session(s) ended` });
    return reply.send(await account(user.userId));
  });

  app.post('/staff-accounts/:id/enable', {
    schema: {
      summary: 'Enable a staff user again',
      description: 'They may sign in again with their password; one still invited needs a new invitation. Answers the user. Role: admin.',
      params: idParams,
    },
    preHandler: admin,
  }, async (request, reply) => {
    const user = await enableStaff(db, request.params.id, app.staffClock());
    await recordAudit(request, { action: 'staff.enable', target: user.email });
    return reply.send(await account(user.userId));
  });
};

export default staffAccountRoutes;
