import type { Page } from 'playwright-core';

/**
 * Signs `email` in through the back office's sign-in page at `origin`, in Chinese (the default),
 * and waits for its welcome. The app's first `GET /session` answers 401 before the sign-in, which
 * the browser logs: `errors` (from recordErrors) is emptied then, so what follows must be clean.
 */
export async function signInToBackOffice(page: Page, errors: string[], origin: string, email: string, password: string): Promise<void> {
  await page.goto(`${origin}/admin/`);
  await page.getByLabel('电子邮箱').fill(email);
  await page.getByLabel('密码', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByText(`欢迎，${email}`).waitFor();
  errors.length = 0;
}
