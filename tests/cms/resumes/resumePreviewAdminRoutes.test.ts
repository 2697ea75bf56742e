import fs from 'node:fs/promises';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadResume } from '../../support/openApi';
import { xssResumeHtml, XSS_FILTER_EVASIONS, zipBombDocx } from '../../support/hostileResumes';
import { chineseResumeGbkTxt, chineseResumeRtf, englishResumePdf, headedResumeDocx, zipArchive } from '../../support/resumeFiles';
import { ENGINES } from '../../support/testApp';
import { auditRows } from '../../support/inbox';
import { call, createStaff, signIn, startStaffApp, type SignedIn, type StaffTestApp } from '../../support/staffApp';
import { storedResumeName } from '../../support/submissions';

const PREVIEW_POLICY = "default-src 'none';img-src data:;style-src 'unsafe-inline';sandbox;frame-ancestors 'self'";
/** Elements that run, load, submit or restyle something: none may come through. */
const ACTIVE_ELEMENTS = 'script, iframe, frame, frameset, object, embed, base, meta, link, form, input, button, svg, math, template, noscript, bgsound, xss';
const SAFE_LINK = /^(?:https?:|mailto:|tel:)/;

describe.each(ENGINES)('the HR inbox: resume previews on %s', (engine) => {
  let test: StaffTestApp;
  let origin: string;
  let hr: SignedIn;
  const applicant = { name: '李明', phone: '13800138000', email: 'liming@example.com' };

  const preview = (id: number, session: Partial<SignedIn> = hr) => call(test.app, 'GET', `/resumes/${id}/preview`, session);
  const upload = (fileName: string, bytes: Uint8Array) => uploadResume(origin, applicant, bytes, fileName);
  const documentOf = (html: string) => new JSDOM(html).window.document;

  beforeAll(async () => {
    test = await startStaffApp(engine);
    origin = await test.app.listen({ host: '127.0.0.1', port: 0 });
    await createStaff(test.app, 'hr@example.com', ['hr']);
    await createStaff(test.app, 'sales@example.com', ['sales']);
    hr = await signIn(test.app, 'hr@example.com');
  });
  afterAll(() => test.close());

  it('renders a DOCX as a small HTML page with its heading, table and photo, under a sandboxing policy, and audits it', async () => {
    const id = await upload('李明的简历.docx', await headedResumeDocx());
    const response = await preview(id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe(PREVIEW_POLICY);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBeUndefined();

    expect(response.body.startsWith('<!DOCTYPE html>')).toBe(true);
    const page = documentOf(response.body);
    expect(page.querySelector('meta[charset]')?.getAttribute('charset')).toBe('utf-8');
    expect(page.querySelector('body h1')?.textContent).toBe('个人简历');
    expect([...page.querySelectorAll('table tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim()))).toEqual([
      ['姓名', '李明'],
      ['手机', '138 0013 8000'],
    ]);
    expect(page.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(page.querySelector('a[href="mailto:liming@example.com"]')?.textContent).toBe('liming@example.com');
    // The link Word stored as javascript: keeps its text and loses its target.
    expect(response.body).not.toMatch(/javascript:/i);
    expect(page.body.textContent).toContain('作品集');

    expect((await auditRows(test.app, 'resume.preview')).at(-1)).toEqual({ actor: 'hr@example.com', target: `resume:${id}`, client_ip: '127.0.0.1' });
  });

  it(`keeps an HTML resume's content and drops every one of ${XSS_FILTER_EVASIONS.length} XSS filter evasions`, async () => {
    const id = await upload('简历.html', xssResumeHtml());
    const response = await preview(id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(PREVIEW_POLICY);
    const page = documentOf(response.body);

    expect(page.querySelector('body h1')?.textContent).toBe('个人简历');
    expect(page.querySelector('td:nth-child(2)')?.textContent).toBe('王芳');
    expect(page.querySelector('a[href="mailto:wangfang@example.cn"]')).not.toBeNull();
    expect(page.querySelector('strong')?.textContent).toBe('物流工程师');

    expect([...page.querySelectorAll(ACTIVE_ELEMENTS)].map((element) => element.outerHTML)).toEqual([...page.querySelectorAll('head meta')].map((meta) => meta.outerHTML));
    expect(page.querySelectorAll('style')).toHaveLength(1);
    expect(page.body.querySelectorAll('style')).toHaveLength(0);
    const attributes = [...page.body.querySelectorAll('*')].flatMap((element) => [...element.attributes].map((attribute) => `${element.tagName} ${attribute.name}`));
    expect(attributes.filter((attribute) => /\s(?:on|style$|background$|dynsrc$|class$)/i.test(attribute))).toEqual([]);
    expect([...page.querySelectorAll('a[href]')].map((link) => link.getAttribute('href')).filter((href) => !SAFE_LINK.test(href ?? ''))).toEqual([]);
    expect([...page.querySelectorAll('img')].map((image) => image.getAttribute('src')).filter((src) => !/^data:image\/(?:png|jpeg|gif|webp|bmp);base64,/.test(src ?? ''))).toEqual([]);
    expect(response.body).not.toMatch(/javascript:|vbscript:|expression\s*\(|behavior\s*:|@import|xss\.rocks|<script|<iframe|onerror|onload/i);
    expect(page.body.textContent).not.toContain('alert(');
  });

  it('shows a text resume as its text, decoded and escaped, and an RTF one as the text it holds', async () => {
    const text = await preview(await upload('简历.txt', new TextEncoder().encode('个人简历\n<script>alert(1)</script> & 物流 <b>工程师</b>\n')));
    expect(text.statusCode).toBe(200);
    const textPage = documentOf(text.body);
    expect(textPage.querySelector('pre')?.textContent).toBe('个人简历\n<script>alert(1)</script> & 物流 <b>工程师</b>');
    expect(textPage.querySelectorAll('script, b')).toHaveLength(0);

    expect(documentOf((await preview(await upload('gbk.txt', chineseResumeGbkTxt()))).body).querySelector('pre')?.textContent).toContain('姓名：王芳');
    const rtf = documentOf((await preview(await upload('简历.rtf', chineseResumeRtf()))).body);
    expect(rtf.querySelector('pre')?.textContent).toContain('姓名：张三');
  });

  it('refuses a PDF, pointing to the inline file, an unknown resume, a file it cannot render or that has no text, and sales', async () => {
    const pdf = await preview(await upload('cv.pdf', await englishResumePdf()));
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toEqual({ code: 400, msg: 'PDF 简历请直接在线打开原文件查看' });
    expect(pdf.headers['content-type']).toMatch(/^application\/json/);

    expect((await preview(999_999)).json()).toEqual({ code: 404, msg: '未找到相关内容' });
    const lostId = await upload('lost.docx', await headedResumeDocx());
    await fs.rm(path.join(test.app.storage.resumesDir, await storedResumeName(test.app, lostId)));
    expect((await preview(lostId)).json()).toEqual({ code: 404, msg: '未找到相关内容' });

    const started = performance.now();
    const bomb = await preview(await upload('bomb.docx', await zipBombDocx(1024 ** 3)));
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json()).toEqual({ code: 422, msg: '这份简历无法在线预览，请下载查看' });
    expect(performance.now() - started).toBeLessThan(10_000);

    // Spreadsheets are stored but not read, so they have no text to show.
    const sheet = await preview(await upload('简历.xlsx', zipArchive({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' })));
    expect(sheet.statusCode).toBe(422);
    expect(sheet.json()).toEqual({ code: 422, msg: '这份简历没有可以预览的文字，请下载查看' });

    const docxId = await upload('cv.docx', await headedResumeDocx());
    const before = (await auditRows(test.app, 'resume.preview')).length;
    const sales = await preview(docxId, await signIn(test.app, 'sales@example.com'));
    expect(sales.statusCode).toBe(403);
    expect(sales.json()).toEqual({ code: 403, msg: '当前账号无权执行此操作' });
    expect((await preview(docxId, {})).statusCode).toBe(401);
    expect(await auditRows(test.app, 'resume.preview')).toHaveLength(before);
  });
});
