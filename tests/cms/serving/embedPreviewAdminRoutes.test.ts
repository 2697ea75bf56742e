import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createStaff, signIn, startStaffApp, type SignedIn, type StaffTestApp } from '../../support/staffApp';

describe('the embed snippet preview page', () => {
  let test: StaffTestApp;
  let editor: SignedIn;

  beforeAll(async () => {
    test = await startStaffApp('sqlite');
    await createStaff(test.app, 'editor@example.com', ['editor']);
    editor = await signIn(test.app, 'editor@example.com');
  });
  afterAll(() => test.close());

  it('holds the snippet for the choice, nonced under the strict policy of a partner page, framed by the back office only', async () => {
    const response = await call(test.app, 'GET', '/embed-preview?widget=consult&lang=en-US&label=%3C%2Fdiv%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E&source=preview&unknown=x', editor);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(response.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).toBe(`default-src 'self';script-src 'nonce-${nonce}' 'strict-dynamic';style-src 'nonce-${nonce}';object-src 'none';base-uri 'none';frame-ancestors 'self'`);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');

    const html = response.body;
    expect(html).toContain(`<script nonce="${nonce}" async src="http://localhost:80/widgets/embed.js" data-cms="http://localhost:80" data-lang="en-US"></script>`);
    expect(html).toContain('<div data-cms-widget="consult" data-label="&lt;/div&gt;&lt;script&gt;alert(1)&lt;/script&gt;" data-source="preview"></div>');
    expect(html).not.toContain('unknown');
    expect(html.match(/<script/g)).toHaveLength(2);
    // A second answer has its own nonce.
    const again = await call(test.app, 'GET', '/embed-preview?widget=consult&lang=en-US', editor);
    expect(String(again.headers['content-security-policy'])).not.toContain(nonce);
  });

  it('refuses a widget the bundle does not have', async () => {
    expect((await call(test.app, 'GET', '/embed-preview?widget=map&lang=en-US', editor)).statusCode).toBe(400);
  });
});
