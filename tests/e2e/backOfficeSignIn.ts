import type { Page } from 'playwright-core';

/**
 * Signs `email` in through the back office's sign-in page at `origin`, in Chinese (the default),
 * and waits for its welcome. The app's first `GET /session` answers 401 before the sign-in, which
 * the browser logs: `errors` (from recordErrors) is emptied then, so what follows must be clean.
 * `secondStep` completes what follows the password for a user with a second factor (or its
 * enrolment); test CMSs require none unless their test configures it (tests/support/testApp.ts).
 */
export async function signInToBackOffice(
  page: Page,
  errors: string[],
  origin: string,
  email: string,
  password: string,
  secondStep?: (page: Page) => Promise<void>,
): Promise<void> {
  await page.goto(`${origin}/admin/`);
  await page.getByLabel('电子邮箱').fill(email);
  await page.getByLabel('密码', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await secondStep?.(page);
  await page.getByText(`欢迎，${email}`).waitFor();
  errors.length = 0;
}

/**
 * Signs out from the user menu and waits for the sign-in page. react-admin's app bar hides while
 * a long page (My account) is scrolled down: back to the top first, where it shows again.
 */
export async function signOutOfBackOffice(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: '个人' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByLabel('电子邮箱').waitFor();
}
