/**
 * The back office as each role meets it, in Chromium: an admin, an editor, a sales user and an HR
 * user sign in, in Chinese at 1366 px and at 390 px (a phone) and in English at 1366 px, and visit
 * every screen their menu offers, the first record of each list, the dashboard and their account
 * page. A screen fails the walk when the document scrolls sideways or shows a word in the other
 * language's script (react-admin's default English among them; screenChecks.ts says what counts
 * as data). Each screen is walked by one role (ROLES says which). Then an editor types into a case and leaves it through the menu: the form
 * must ask before the typed text is lost.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DIR, WIDGETS_DIR } from '../../builders/paths';
import { ADMIN_APP_PATH } from '../../contract/adminApi';
import { isPreviewPath } from '../../contract/content/preview';
import { addStaffAccount } from '../../cms/staff/staffAccounts';
import { launchBrowser } from '../support/browser';
import { submitLead } from '../support/notifyingApp';
import { brochureFileId, requestDownload, uploadResume } from '../support/openApi';
import { englishResumePdf } from '../support/resumeFiles';
import { startTestApp, type TestApp } from '../support/testApp';
import { RESOURCES } from '../../admin/src/resources';
import { mayUse, type StaffRole } from '../../admin/src/roles';
import { markLeaving, readScreen, trackRequests, type InterfaceLanguage } from './screenChecks';
import { recordErrors } from './support';

const PASSWORD = 'a long enough passphrase';
/**
 * The roles, each walking the screens of its menu that no role before it walks: HR its careers
 * content and resumes, sales its inboxes, editors the rest of the content, admins what only they
 * may use. Every screen is walked once per pass.
 */
const ROLES: StaffRole[] = ['hr', 'sales', 'editor', 'admin'];
/** Lists whose records are edited in another list's form (the article sections share the cases' form, work places the job categories'): their records are not walked again. */
const FORM_WALKED_ELSEWHERE = new Set(['/content/journalism', '/content/certification', '/content/investor', '/content/downloads', '/content/work-places']);
const screensOf = (role: StaffRole): string[] => [
  '/',
  ...RESOURCES.filter((resource) => ROLES.find((walker) => mayUse([walker], resource.role)) === role).map((resource) => `/${resource.name}`),
  '/account',
];
const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 768 } };
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** What the sign-in page and the dashboard say, to sign in through the page in either language. */
const SIGN_IN = {
  zh: { email: '电子邮箱', password: '密码', submit: '登录', welcome: '欢迎' },
  en: { email: 'E-mail', password: 'Password', submit: 'Sign in', welcome: 'Welcome' },
} as const;

const emailOf = (role: StaffRole) => `${role}@example.com`;

interface Pass {
  language: InterfaceLanguage;
  options: BrowserContextOptions;
  label: string;
}

const PASSES: Pass[] = [
  { language: 'zh', options: DESKTOP, label: 'Chinese, 1366 px' },
  { language: 'zh', options: PHONE, label: 'Chinese, 390 px' },
  { language: 'en', options: DESKTOP, label: 'English, 1366 px' },
];

describe('the back office walked by each role', () => {
  let cms: TestApp;
  let origin: string;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    // The embed page previews the widgets' bundle; the publishing page needs a publisher, which
    // the walk never calls (publishing.test.ts runs the real one).
    cms = await startTestApp('sqlite', {
      adminDir: ADMIN_DIR,
      widgetsDir: WIDGETS_DIR,
      publisher: async () => ({ release: 'walk', built: false }),
      signInRateLimitPerMinute: 1_000,
    });
    origin = await cms.app.listen({ host: '127.0.0.1', port: 0 });
    for (const role of ROLES) await addStaffAccount(cms.app.db, { email: emailOf(role), password: PASSWORD, roles: [role] }, new Date());
    // One record in each inbox, so that each has a record to open.
    await submitLead(cms.app);
    await requestDownload(cms.app, { name: '李雷', phone: '13800138000', email: 'li.lei@example.com', company: '华东物流' }, await brochureFileId(cms.app));
    await uploadResume(origin, { name: '韩梅梅', phone: '13900139000', email: 'han.meimei@example.com' }, await englishResumePdf(), 'resume.pdf');
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => {
    await closeBrowser?.();
    await cms?.close();
  });

  /** A fresh context in `language`, signed in as `role` through the sign-in page (itself a screen of the walk). */
  async function signedIn(role: StaffRole, pass: Pass) {
    const context = await browser.newContext({ locale: pass.language === 'zh' ? 'zh-CN' : 'en-US', ...pass.options });
    // The frames of the editors' previews show the site, whose pages have tests of their own
    // (preview.test.ts): an empty page stands in for them, so the walk waits on the back office only.
    await context.route((url) => isPreviewPath(url.pathname), (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>preview</title>' }));
    const page = await context.newPage();
    const errors = recordErrors(page);
    const requests = trackRequests(page);
    const words = SIGN_IN[pass.language];
    await page.goto(`${origin}${ADMIN_APP_PATH}/`);
    await page.getByLabel(words.email).fill(emailOf(role));
    await page.getByLabel(words.password, { exact: false }).first().fill(PASSWORD);
    const signInPage = await readScreen(page, pass.language);
    await page.getByRole('button', { name: words.submit }).click();
    await page.getByText(`${words.welcome}`).first().waitFor();
    // The app's first `GET /session` answers 401 before the sign-in.
    errors.length = 0;
    return { context, page, errors, requests, signInPage };
  }

  /** Opens a path of the app as its router would on a click: no reload, so the walk stays quick. */
  async function open(page: Page, appPath: string): Promise<void> {
    await markLeaving(page);
    await page.evaluate((target) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `${ADMIN_APP_PATH}${appPath}`);
  }

  const appPathOf = (page: Page) => new URL(page.url()).pathname.slice(ADMIN_APP_PATH.length) || '/';

  /** The screens of the menu: the links of react-admin's side menu, dashboard first. */
  async function menuScreens(page: Page): Promise<string[]> {
    const hrefs = await page.locator('a.RaMenuItemLink-root[href]').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    return hrefs.map((href) => href.slice(ADMIN_APP_PATH.length) || '/');
  }

  /**
   * The first record a list links to (a phone's list item, a title), or the one its first
   * clickable row or tile opens; none for a list without records or a page that is not a list.
   */
  async function firstRecord(page: Page, list: string): Promise<string | undefined> {
    const prefix = `${ADMIN_APP_PATH}${list}/`;
    const linked = await page.locator('#main-content a[href]').evaluateAll(
      (links, start) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname).find((path) => path.startsWith(start) && !path.endsWith('/create')),
      prefix,
    );
    if (linked) return linked.slice(ADMIN_APP_PATH.length);
    // A row's first cell (the middle of a row may be one of its buttons), or a media tile.
    const opener = page.locator('#main-content tbody tr.RaDatagrid-clickableRow td, #main-content .MuiCardActionArea-root').first();
    if ((await opener.count()) === 0) return undefined;
    await markLeaving(page);
    await opener.click();
    await page.waitForURL((url) => url.pathname.startsWith(prefix), { timeout: 10_000 });
    return appPathOf(page);
  }

  /** Walks the screens of `role` in one pass; answers what failed, one line per screen and problem. */
  async function walk(role: StaffRole, pass: Pass): Promise<string[]> {
    const { context, page, errors, requests, signInPage } = await signedIn(role, pass);
    const problems: string[] = [];
    const report = (screen: string, found: Awaited<ReturnType<typeof readScreen>>) => {
      if (found.overflow > 0) problems.push(`${screen}: scrolls sideways by ${found.overflow} px`);
      for (const leak of found.leaks) problems.push(`${screen}: ${leak}`);
    };
    try {
      report('sign-in page', signInPage);
      // A phone's menu is a closed drawer: the desktop passes check what it offers.
      if (pass.options === DESKTOP) {
        const menu = await menuScreens(page);
        for (const screen of screensOf(role)) if (screen !== '/account' && !menu.includes(screen)) problems.push(`${screen}: not in the menu`);
      }
      const visited = new Set<string>();
      const visit = async (screen: string) => {
        if (visited.has(screen)) return;
        visited.add(screen);
        if (appPathOf(page) !== screen) await open(page, screen);
        await requests.settled();
        report(screen, await readScreen(page, pass.language));
      };
      for (const screen of screensOf(role)) {
        await visit(screen);
        const record = screen === '/' || screen === '/account' || FORM_WALKED_ELSEWHERE.has(screen) ? undefined : await firstRecord(page, screen);
        if (record) await visit(record);
      }
      problems.push(...errors.map((error) => `console: ${error}`));
    } finally {
      await context.close();
    }
    return problems.map((problem) => `[${role}, ${pass.label}] ${problem}`);
  }

  for (const role of ROLES) {
    it(`shows ${role} each screen of the menu in the interface's language, without scrolling sideways`, async () => {
      const problems: string[] = [];
      for (const pass of PASSES) problems.push(...(await walk(role, pass)));
      expect(problems).toEqual([]);
    }, 120_000);
  }

  it('asks an editor before leaving a case with typed text through the menu', async () => {
    const { context, page, requests } = await signedIn('editor', PASSES[0]!);
    try {
      await open(page, '/content/cases');
      // The seeded cases' rows: a quiet moment of the network can come before the list asks for
      // them on a busy machine (CI found no row after settling).
      await page.locator('#main-content tbody tr.RaDatagrid-clickableRow').first().waitFor({ timeout: 15_000 });
      const record = await firstRecord(page, '/content/cases');
      if (!record) throw new Error('the case list links to no case');
      if (appPathOf(page) !== record) await open(page, record);
      await requests.settled();
      // The form shows the list's row (no document, so no title) until the case's own record
      // comes, which would replace what is typed before it.
      await expect.poll(() => page.getByLabel('标题（中文）').inputValue()).not.toBe('');
      const summary = page.getByRole('textbox', { name: /摘要/ }).first();
      await summary.fill('编辑中的摘要，尚未保存');
      // Five seconds stand for "never": a question comes within a frame of the click, or not at all.
      const asked = new Promise<string>((resolve) => {
        setTimeout(() => resolve('nothing asked'), 5_000);
        page.once('dialog', (dialog) => {
          resolve(dialog.type());
          void dialog.dismiss();
        });
        void page.getByRole('alertdialog').waitFor().then(() => resolve('alertdialog'), () => {});
      });
      await page.locator('a.RaMenuItemLink-root[href$="/content/journalism"]').click();
      expect(['confirm', 'beforeunload', 'alertdialog']).toContain(await asked);
      expect(appPathOf(page)).toBe(record);
    } finally {
      await context.close();
    }
  }, 60_000);
});
