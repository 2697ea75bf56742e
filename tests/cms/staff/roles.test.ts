import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPartnerOrigin } from '../../../cms/partnerOrigins/partnerOrigins';
import { ADMIN_API_BASE_PATH } from '../../../contract/adminApi';
import { ENGINES } from '../../support/testApp';
import { registeredRoutes } from '../../support/registeredRoutes';
import { call, createStaff, signIn, startStaffApp, type StaffTestApp, standInPublisher } from '../../support/staffApp';

const ROLES = ['admin', 'editor', 'sales', 'hr'] as const;
type Who = 'nobody' | (typeof ROLES)[number];

/** The role (or roles) a call admits besides admin (who may do everything), or `signedIn` for any staff user. */
type Admits = 'admin' | 'editor' | 'sales' | 'hr' | 'signedIn' | ReadonlyArray<'editor' | 'hr'>;

const WEBHOOK = { url: 'https://crm.example.com/hooks', description: 'CRM' };
const ROBOT = { name: 'Sales group', vendor: 'wecom', webhookUrl: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=matrix', submissionKinds: ['lead'] };
const PERSON = 'phone=13900000000';
/** A partner origin listed before the matrix runs. */
const LISTED_ORIGIN = 'https://partner.example.com';
const MEDIA_CHANGE = { alt: { zh: '叉车', en: 'Forklift' }, decorative: false, focalX: 0.5, focalY: 0.5 };
/** No record has this id: a caller the role admits gets past the role check to a 404. */
const NONE = 999999;
/** A routing rule handing leads to nobody: refused past the role check. */
const RULE = { position: 1, name: 'Zhejiang', provinces: ['浙江省'], ownerUserId: NONE };

/** `admittedAs`: what one admitted role gets instead of `admitted` (a call whose effect the role before left behind). */
type MatrixRow = { route: string; path: string; body?: object; admits: Admits; admitted: number; admittedAs?: Partial<Record<Who, number>> };

/**
 * The content calls of one kind (`content/<kind>/…`), each asked of an item that does not exist
 * (404 past the role check), with `created`: a document the kind's schema takes, and what
 * creating it answers (a reference to nothing is refused by the kind's check).
 */
const contentRows = (kind: string, admits: Admits, created: { document: object; admitted: number; admittedAs?: MatrixRow['admittedAs'] }): MatrixRow[] => [
  { route: `GET /content/${kind}`, path: `/content/${kind}`, admits, admitted: 200 },
  { route: `POST /content/${kind}`, path: `/content/${kind}`, body: { document: created.document }, admits, admitted: created.admitted, admittedAs: created.admittedAs },
  { route: `PUT /content/${kind}/order`, path: `/content/${kind}/order`, body: { ids: [] }, admits, admitted: 200 },
  { route: `PUT /content/${kind}/:id/position`, path: `/content/${kind}/${NONE}/position`, body: { revision: 1, position: 1 }, admits, admitted: 404 },
  { route: `GET /content/${kind}/:id`, path: `/content/${kind}/${NONE}`, admits, admitted: 404 },
  { route: `PUT /content/${kind}/:id`, path: `/content/${kind}/${NONE}`, body: { revision: 1, document: created.document }, admits, admitted: 404 },
  { route: `DELETE /content/${kind}/:id`, path: `/content/${kind}/${NONE}`, admits, admitted: 404 },
  { route: `POST /content/${kind}/:id/publish`, path: `/content/${kind}/${NONE}/publish`, body: { revision: 1 }, admits, admitted: 404 },
  { route: `POST /content/${kind}/:id/unpublish`, path: `/content/${kind}/${NONE}/unpublish`, body: { revision: 1 }, admits, admitted: 404 },
  { route: `GET /content/${kind}/:id/versions`, path: `/content/${kind}/${NONE}/versions`, admits, admitted: 404 },
  { route: `GET /content/${kind}/:id/versions/:number`, path: `/content/${kind}/${NONE}/versions/1`, admits, admitted: 404 },
  { route: `POST /content/${kind}/:id/versions/:number/restore`, path: `/content/${kind}/${NONE}/versions/1/restore`, body: { revision: 1 }, admits, admitted: 404 },
  { route: `PUT /content/${kind}/:id/schedule`, path: `/content/${kind}/${NONE}/schedule`, body: { publishAt: null, unpublishAt: null }, admits, admitted: 404 },
];

/**
 * The calls of a kind of record kept under `/<resource>` (list, create, read, change, delete), the
 * ones on an id asked of a record that does not exist (`id`, 404 past the role check), with
 * `created`: a body the kind's schema takes and what creating it answers, and `changed`, the body
 * a change sends (the created one unless said).
 */
const recordRows = (resource: string, admits: Admits, created: { body: object; admitted: number; changed?: object; id?: string }): MatrixRow[] => {
  const one = `/${resource}/${created.id ?? NONE}`;
  return [
    { route: `GET /${resource}`, path: `/${resource}`, admits, admitted: 200 },
    { route: `POST /${resource}`, path: `/${resource}`, body: created.body, admits, admitted: created.admitted },
    { route: `GET /${resource}/:id`, path: one, admits, admitted: 404 },
    { route: `PUT /${resource}/:id`, path: one, body: created.changed ?? created.body, admits, admitted: 404 },
    { route: `DELETE /${resource}/:id`, path: one, admits, admitted: 404 },
  ];
};

const NAMES = { zh: '名称', en: 'Name' };
const SETTING_TEXTS = {
  companyName: '云栈', companyShortName: '云栈', address: '北京', openingHours: '', secretaryName: '林',
  secretaryPhone: '010-0000-0002', secretaryFax: '', secretaryAddress: '北京', privacyNotice: '隐私政策',
};
const SETTINGS = {
  shared: {
    stockCode: '300532', phoneZh: '400-000-0000', phoneEn: '+86-10-0000-0000', serviceHotline: '400-000-0001',
    marketingEmail: 'marketing@example.com', postalCode: '100000', filingRecordNumber: '京ICP备00000000号-1',
    filingRecordUrl: 'https://beian.miit.gov.cn/', wechatQrCode: '/qr.png', serviceQrCode: '/qr.png',
    announcementSearchUrl: 'https://a.example/', investorInteractionUrl: 'https://b.example/', secretaryEmail: 'ir@example.com',
    privacyNoticeVersion: '2026-11-01',
  },
  texts: { zh: SETTING_TEXTS, en: SETTING_TEXTS },
  analytics: { baiduTongjiId: null, googleAnalyticsId: null },
};
const ARTICLE_TEXT = { title: '标题', summary: '', content: '<p>正文</p>', fileId: null };
/** A passkey answer of the right shape, which nothing would verify. */
const PASSKEY_RESPONSE = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'e30' } };

/**
 * Every call of the back-office API with the roles it admits, and a request to make of it.
 * `route` is the call as registered (method and path pattern): the list is checked against the
 * routes the app has, so a call added without its row fails the first test. Admitted callers get
 * `admitted` (the call's own answer to that request); everyone else 403, and nobody signed in 401.
 */
const MATRIX: MatrixRow[] = [
  { route: 'GET /session', path: '/session', admits: 'signedIn', admitted: 200 },
  { route: 'DELETE /session', path: '/session', admits: 'signedIn', admitted: 200 },
  // The second-factor step of a sign-in: a signed-in session has none pending.
  { route: 'POST /session/second-factor/totp', path: '/session/second-factor/totp', body: { code: '123456' }, admits: 'signedIn', admitted: 409 },
  { route: 'POST /session/second-factor/recovery-code', path: '/session/second-factor/recovery-code', body: { code: 'aaaaa-bbbbb' }, admits: 'signedIn', admitted: 409 },
  { route: 'POST /session/second-factor/passkey/options', path: '/session/second-factor/passkey/options', admits: 'signedIn', admitted: 409 },
  { route: 'POST /session/second-factor/passkey', path: '/session/second-factor/passkey', body: { response: PASSKEY_RESPONSE }, admits: 'signedIn', admitted: 409 },
  // The user's own second factor: every change first needs a confirmation (403 without it; a wrong one is 403 too).
  { route: 'GET /account/second-factor', path: '/account/second-factor', admits: 'signedIn', admitted: 200 },
  { route: 'POST /account/second-factor/confirmation', path: '/account/second-factor/confirmation', body: {}, admits: 'signedIn', admitted: 403 },
  { route: 'POST /account/second-factor/totp', path: '/account/second-factor/totp', admits: 'signedIn', admitted: 403 },
  { route: 'PUT /account/second-factor/totp', path: '/account/second-factor/totp', body: { code: '123456' }, admits: 'signedIn', admitted: 403 },
  { route: 'DELETE /account/second-factor/totp', path: '/account/second-factor/totp', admits: 'signedIn', admitted: 403 },
  { route: 'POST /account/second-factor/recovery-codes', path: '/account/second-factor/recovery-codes', admits: 'signedIn', admitted: 403 },
  { route: 'POST /account/second-factor/passkeys/options', path: '/account/second-factor/passkeys/options', admits: 'signedIn', admitted: 403 },
  { route: 'POST /account/second-factor/passkeys', path: '/account/second-factor/passkeys', body: { name: 'Laptop', response: PASSKEY_RESPONSE }, admits: 'signedIn', admitted: 403 },
  { route: 'DELETE /account/second-factor/passkeys/:id', path: `/account/second-factor/passkeys/${NONE}`, admits: 'signedIn', admitted: 403 },
  { route: 'GET /openapi.json', path: '/openapi.json', admits: 'signedIn', admitted: 200 },
  { route: 'GET /reference', path: '/reference', admits: 'signedIn', admitted: 200 },
  { route: 'GET /audit-log', path: '/audit-log', admits: 'admin', admitted: 200 },
  { route: 'GET /backup-summary', path: '/backup-summary', admits: 'admin', admitted: 200 },
  { route: 'GET /backups', path: '/backups', admits: 'admin', admitted: 200 },
  { route: 'GET /notifications', path: '/notifications', admits: 'admin', admitted: 200 },
  { route: 'GET /wechatAccount', path: '/wechatAccount', admits: 'admin', admitted: 200 },
  { route: 'PUT /wechatAccount', path: '/wechatAccount', body: { appId: '' }, admits: 'admin', admitted: 200 },
  { route: 'GET /staff-users', path: '/staff-users', admits: 'sales', admitted: 200 },
  { route: 'GET /staff-accounts', path: '/staff-accounts', admits: 'admin', admitted: 200 },
  { route: 'GET /staff-accounts/:id', path: `/staff-accounts/${NONE}`, admits: 'admin', admitted: 404 },
  { route: 'POST /staff-accounts', path: '/staff-accounts', body: { displayName: '新编辑', email: 'invited@example.com', roles: ['editor'] }, admits: 'admin', admitted: 201 },
  { route: 'PUT /staff-accounts/:id', path: `/staff-accounts/${NONE}`, body: { roles: ['editor'] }, admits: 'admin', admitted: 404 },
  { route: 'POST /staff-accounts/:id/invitation', path: `/staff-accounts/${NONE}/invitation`, admits: 'admin', admitted: 404 },
  { route: 'POST /staff-accounts/:id/disable', path: `/staff-accounts/${NONE}/disable`, admits: 'admin', admitted: 404 },
  { route: 'POST /staff-accounts/:id/enable', path: `/staff-accounts/${NONE}/enable`, admits: 'admin', admitted: 404 },
  { route: 'GET /account/sessions', path: '/account/sessions', admits: 'signedIn', admitted: 200 },
  { route: 'DELETE /account/sessions/:id', path: `/account/sessions/${'x'.repeat(43)}`, admits: 'signedIn', admitted: 404 },
  // A wrong current password: past the sign-in check to the password check, and nothing changed.
  { route: 'PUT /account/password', path: '/account/password', body: { currentPassword: 'not the password', newPassword: 'a new passphrase here' }, admits: 'signedIn', admitted: 400 },
  { route: 'GET /leads', path: '/leads', admits: 'sales', admitted: 200 },
  { route: 'GET /leads/:id', path: `/leads/${NONE}`, admits: 'sales', admitted: 404 },
  { route: 'PUT /leads/:id', path: `/leads/${NONE}`, body: { status: 'contacted' }, admits: 'sales', admitted: 404 },
  { route: 'POST /leads/:id/notes', path: `/leads/${NONE}/notes`, body: { text: '已联系' }, admits: 'sales', admitted: 404 },
  { route: 'DELETE /leads/:id', path: `/leads/${NONE}`, admits: 'admin', admitted: 404 },
  { route: 'GET /leads/export.csv', path: '/leads/export.csv', admits: 'sales', admitted: 200 },
  { route: 'GET /leads/export.xlsx', path: '/leads/export.xlsx', admits: 'sales', admitted: 200 },
  { route: 'GET /download-requests', path: '/download-requests', admits: 'sales', admitted: 200 },
  { route: 'GET /download-requests/:id', path: `/download-requests/${NONE}`, admits: 'sales', admitted: 404 },
  { route: 'PUT /download-requests/:id', path: `/download-requests/${NONE}`, body: { status: 'spam' }, admits: 'sales', admitted: 404 },
  { route: 'GET /download-requests/export.csv', path: '/download-requests/export.csv', admits: 'sales', admitted: 200 },
  { route: 'GET /download-requests/export.xlsx', path: '/download-requests/export.xlsx', admits: 'sales', admitted: 200 },
  { route: 'GET /resumes', path: '/resumes', admits: 'hr', admitted: 200 },
  { route: 'GET /resumes/:id', path: `/resumes/${NONE}`, admits: 'hr', admitted: 404 },
  { route: 'PUT /resumes/:id', path: `/resumes/${NONE}`, body: { stage: 'screening' }, admits: 'hr', admitted: 404 },
  { route: 'DELETE /resumes/:id', path: `/resumes/${NONE}`, admits: 'admin', admitted: 404 },
  { route: 'POST /resumes/:id/notes', path: `/resumes/${NONE}/notes`, body: { text: '约面试' }, admits: 'hr', admitted: 404 },
  { route: 'GET /resumes/:id/file', path: `/resumes/${NONE}/file`, admits: 'hr', admitted: 404 },
  { route: 'GET /resumes/:id/contact', path: `/resumes/${NONE}/contact`, admits: 'hr', admitted: 404 },
  { route: 'GET /resumes/:id/preview', path: `/resumes/${NONE}/preview`, admits: 'hr', admitted: 404 },
  { route: 'GET /personal-data', path: `/personal-data?${PERSON}`, admits: 'admin', admitted: 200 },
  { route: 'GET /personal-data/export', path: `/personal-data/export?${PERSON}`, admits: 'admin', admitted: 200 },
  { route: 'DELETE /personal-data', path: `/personal-data?${PERSON}`, admits: 'admin', admitted: 200 },
  ...recordRows('webhooks', 'admin', { body: WEBHOOK, admitted: 201, changed: { ...WEBHOOK, enabled: false } }),
  ...recordRows('robots', 'admin', { body: ROBOT, admitted: 201 }),
  { route: 'POST /robots/:id/test', path: `/robots/${NONE}/test`, admits: 'admin', admitted: 404 },
  { route: 'GET /staff-accounts/:id/channel', path: `/staff-accounts/${NONE}/channel`, admits: 'admin', admitted: 404 },
  { route: 'PUT /staff-accounts/:id/channel', path: `/staff-accounts/${NONE}/channel`, body: { robotId: null }, admits: 'admin', admitted: 404 },
  ...recordRows('sales-teams', 'admin', { body: { name: 'Matrix team', memberIds: [] }, admitted: 201 }),
  // An owner nobody is: an admitted caller gets past the role check to a refusal on creating, and adds no rule.
  ...recordRows('routing-rules', 'admin', { body: RULE, admitted: 400 }),
  ...recordRows('calendar-days', 'admin', { body: { id: '2026-10-01', working: false, note: '国庆节' }, admitted: 201, changed: { working: true, note: '' }, id: '2026-01-05' }),
  { route: 'GET /dashboard/leads', path: '/dashboard/leads?days=7', admits: 'sales', admitted: 200 },
  { route: 'GET /dashboard/resumes', path: '/dashboard/resumes?days=7', admits: 'hr', admitted: 200 },
  { route: 'GET /dashboard/content', path: '/dashboard/content', admits: 'editor', admitted: 200 },
  { route: 'GET /spam-marks/export.csv', path: '/spam-marks/export.csv', admits: 'sales', admitted: 200 },
  { route: 'GET /spam-marks/export.xlsx', path: '/spam-marks/export.xlsx', admits: 'sales', admitted: 200 },
  { route: 'GET /publish', path: '/publish', admits: 'editor', admitted: 200 },
  { route: 'POST /publish', path: '/publish', admits: 'editor', admitted: 202 },
  { route: 'GET /media', path: '/media', admits: 'editor', admitted: 200 },
  // Without a multipart body: an admitted caller gets past the role check to the upload's own refusal.
  { route: 'POST /media', path: '/media', admits: 'editor', admitted: 415 },
  { route: 'GET /media/:id', path: `/media/${NONE}`, admits: 'editor', admitted: 404 },
  { route: 'GET /media/:id/usages', path: `/media/${NONE}/usages`, admits: 'editor', admitted: 404 },
  { route: 'PUT /media/:id', path: `/media/${NONE}`, body: MEDIA_CHANGE, admits: 'editor', admitted: 404 },
  { route: 'DELETE /media/:id', path: `/media/${NONE}`, admits: 'editor', admitted: 404 },
  { route: 'GET /stored-files/:id', path: `/stored-files/${NONE}`, admits: 'editor', admitted: 404 },
  { route: 'GET /content/pending', path: '/content/pending', admits: 'editor', admitted: 200 },
  { route: 'POST /content/publish-pending', path: '/content/publish-pending', admits: 'editor', admitted: 200 },
  { route: 'GET /schedule', path: '/schedule?from=2026-03-01T00:00:00Z&to=2026-04-01T00:00:00Z', admits: ['editor', 'hr'], admitted: 200 },
  ...contentRows('categories', 'editor', {
    document: { classifyType: 0, parentId: NONE, outLink: 'tobacco', sort: 0, names: NAMES },
    admitted: 400,
  }),
  ...contentRows('articles', 'editor', {
    document: { categoryId: NONE, thumbnail: '', publishTime: '2026-03-01', sort: 0, tagIds: [], texts: { zh: ARTICLE_TEXT, en: null } },
    admitted: 400,
  }),
  ...contentRows('tags', 'editor', { document: { group: 'province', sort: 0, names: NAMES }, admitted: 201 }),
  { route: 'GET /submission-api-tokens', path: '/submission-api-tokens', admits: 'admin', admitted: 200 },
  { route: 'POST /submission-api-tokens', path: '/submission-api-tokens', body: { name: 'Partner CRM' }, admits: 'admin', admitted: 201 },
  { route: 'DELETE /submission-api-tokens/:id', path: `/submission-api-tokens/${NONE}`, admits: 'admin', admitted: 404 },
  { route: 'GET /partner-origins', path: '/partner-origins', admits: 'editor', admitted: 200 },
  // The origin is listed before the rows run: an admitted caller gets past the role check to a 409, and adds nothing.
  { route: 'POST /partner-origins', path: '/partner-origins', body: { origin: LISTED_ORIGIN }, admits: 'editor', admitted: 409 },
  { route: 'GET /embed-preview', path: '/embed-preview?widget=resume&lang=en-US&jobId=12', admits: 'editor', admitted: 200 },
  { route: 'DELETE /partner-origins/:id', path: `/partner-origins/${NONE}`, admits: 'editor', admitted: 404 },
  // No release is served here, so a redirect to a site page is refused past the role check, adding nothing.
  ...recordRows('redirects', 'editor', { body: { from: '/news/2019', to: '/home' }, admitted: 400 }),
  { route: 'GET /redirects/export.:format', path: '/redirects/export.nginx', admits: 'editor', admitted: 200 },
  ...contentRows('jobs', ['editor', 'hr'], {
    document: {
      jobCategoryId: NONE, workPlaceId: NONE, headcount: 1, announceTime: '2026-03-01',
      texts: { zh: { post: '工程师', place: '海淀', duties: '', requirements: '' }, en: null }, recruiterMailbox: null, recruiterLanguage: 'zh',
      closingDate: null, employmentType: 'FULL_TIME',
    },
    admitted: 400,
  }),
  ...contentRows('job-categories', ['editor', 'hr'], { document: { names: { zh: '研发', en: 'R&D' }, sort: 0 }, admitted: 201 }),
  ...contentRows('work-places', ['editor', 'hr'], { document: { names: { zh: '北京', en: null }, sort: 0 }, admitted: 201 }),
  // The admin's call creates the product; the editor's then finds its key taken.
  ...contentRows('products', 'editor', {
    document: {
      productType: 'agv', productKey: 'towing', image: '/a.webp', url: '/agv/towing', sort: 0,
      texts: { zh: { title: '牵引式', description: '', content: '', group: '', highlights: [] }, en: null },
    },
    admitted: 201,
    admittedAs: { editor: 409 },
  }),
  ...contentRows('videos', 'editor', {
    document: { cover: '/c.webp', videoUrl: '/v.mp4', durationSeconds: 60, publishTime: '2026-03-01', sort: 0, texts: { zh: { title: '影片', description: '' }, en: null } },
    admitted: 201,
  }),
  ...contentRows('friendly-links', 'editor', { document: { language: 'zh', name: '协会', link: 'https://a.example/', sort: 0 }, admitted: 201 }),
  ...contentRows('service-locations', 'editor', {
    document: {
      locationType: 'branch', phone: '010-0000-0000', sort: 0, mailbox: null, mailboxLanguage: 'zh', provinces: ['北京市'],
      texts: { zh: { name: '北京', province: '北京市', address: '海淀区' }, en: null },
    },
    admitted: 201,
  }),
  ...contentRows('customer-reviews', 'editor', {
    document: { caseId: null, sort: 0, texts: { zh: { quote: '好', personName: '王', personRole: '', company: '某公司', industry: '' }, en: null } },
    admitted: 201,
  }),
  // The settings are one item: creating another is refused past the role check.
  ...contentRows('settings', 'editor', { document: SETTINGS, admitted: 400 }),
];

/** Stands for the site build, which the role checks do not reach into. */

/** The calls anyone may make: signing in, and an invitee's look at and use of their link. */
const PUBLIC_ROUTES = ['POST /session', 'POST /invitation/lookup', 'POST /invitation/accept'];

const admits = (row: MatrixRow, who: Who): boolean =>
  who === 'admin' || (typeof row.admits === 'string' ? row.admits === 'signedIn' || row.admits === who : (row.admits as readonly string[]).includes(who));

const expected = (row: MatrixRow, who: Who): number => {
  if (who === 'nobody') return 401;
  return admits(row, who) ? (row.admittedAs?.[who] ?? row.admitted) : 403;
};

describe.each(ENGINES)('admin API role matrix on %s', (engine) => {
  let test: StaffTestApp;

  beforeAll(async () => {
    test = await startStaffApp(engine, { publisher: standInPublisher });
    for (const role of ROLES) await createStaff(test.app, `${role}@example.com`, [role]);
    await insertPartnerOrigin(test.app.db, { origin: LISTED_ORIGIN, note: '', addedBy: 'admin@example.com', addedAt: new Date().toISOString() });
  });
  afterAll(() => test.close());

  it('has a row for every call of the back-office API', () => {
    const registered = registeredRoutes(test.app, ADMIN_API_BASE_PATH);
    expect(registered).toContain('GET /leads/:id');
    expect(registered.sort()).toEqual([...MATRIX.map((row) => row.route), ...PUBLIC_ROUTES].sort());
  });

  for (const row of MATRIX) {
    for (const who of ['nobody', ...ROLES] as Who[]) {
      it(`${row.route} as ${who} answers ${expected(row, who)}`, async () => {
        const session = who === 'nobody' ? {} : await signIn(test.app, `${who}@example.com`);
        const response = await call(test.app, row.route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE', row.path, session, row.body);
        expect(response.statusCode).toBe(expected(row, who));
        if (response.statusCode === 401) expect(response.json()).toEqual({ code: 401, msg: '请先登录' });
        // A call's own 403 (a change to the second factor not confirmed) says why; the role check's says the role may not.
        if (response.statusCode === 403 && !admits(row, who)) expect(response.json()).toEqual({ code: 403, msg: '当前账号无权执行此操作' });
      });
    }
  }

  it('lets a user with several roles do what any of them may', async () => {
    await createStaff(test.app, 'both@example.com', ['sales', 'admin']);
    expect((await call(test.app, 'GET', '/audit-log', await signIn(test.app, 'both@example.com'))).statusCode).toBe(200);
  });

  it('applies a change of roles to a session already signed in', async () => {
    const session = await signIn(test.app, 'editor@example.com');
    expect((await call(test.app, 'GET', '/audit-log', session)).statusCode).toBe(403);
    await test.app.db.updateTable('staff_user').set({ roles: JSON.stringify(['admin']) }).where('email', '=', 'editor@example.com').execute();
    expect((await call(test.app, 'GET', '/audit-log', session)).statusCode).toBe(200);
  });

  it('lists the audit log the simple-REST way: a JSON array, newest first, with Content-Range', async () => {
    const admin = await signIn(test.app, 'admin@example.com');
    const total = Number((await test.app.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const page = await test.app.inject({
      method: 'GET',
      url: `/cms/admin/api/audit-log?range=${encodeURIComponent('[0,2]')}&sort=${encodeURIComponent('["id","DESC"]')}`,
      cookies: { staff_session: admin.cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-range']).toBe(`audit-log 0-2/${total}`);
    const rows = page.json();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ action: 'sign-in', actor: 'admin@example.com', target: 'admin@example.com', clientIp: '127.0.0.1' });
    expect(rows[0].id).toBeGreaterThan(rows[1].id);

    const oldest = await test.app.inject({
      method: 'GET',
      url: `/cms/admin/api/audit-log?sort=${encodeURIComponent('["id","ASC"]')}`,
      cookies: { staff_session: admin.cookie },
    });
    expect(oldest.json()[0]).toMatchObject({ action: 'staff.add', actor: 'cli', target: 'admin@example.com' });

    const malformed = await test.app.inject({ method: 'GET', url: '/cms/admin/api/audit-log?range=oops', cookies: { staff_session: admin.cookie } });
    expect(malformed.statusCode).toBe(400);
  });
});
