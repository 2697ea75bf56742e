// @vitest-environment jsdom
/**
 * The resume uploader against a real CMS: files refused before anything is sent, contact
 * details read from a real PDF and a real DOCX resume, and a submission stored with its file.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RESUME_ACCEPT, RESUME_EXTENSIONS, RESUME_FORMAT_BY_EXTENSION, RESUME_MAX_BYTES, type ResumeFormat } from '../../../contract/resumeFormats';
import { createCmsApi, type CmsApi } from '../../../widgets/shared/cmsApi';
import { createMemoryStorage, createOutbox } from '../../../widgets/shared/outbox';
import { ResumeUploader } from '../../../widgets/resume';
import { abroadResumePdf, ABROAD_APPLICANT, chineseResumeDocx, englishResumePdf } from '../../support/resumeFiles';
import { filesIn, startTestApp, type TestApp } from '../../support/testApp';
import { besidesChallenge } from '../support/besidesChallenge';

/** What people call each format the contract reads, in each language: a format added there must be named here. */
const FORMAT_NAMES: Record<ResumeFormat, Record<'zh' | 'en', string>> = {
  pdf: { zh: 'PDF', en: 'PDF' },
  doc: { zh: 'Word', en: 'Word' },
  docx: { zh: 'Word', en: 'Word' },
  xls: { zh: 'Excel', en: 'Excel' },
  xlsx: { zh: 'Excel', en: 'Excel' },
  rtf: { zh: 'RTF', en: 'RTF' },
  html: { zh: 'HTML', en: 'HTML' },
  mht: { zh: 'HTML', en: 'HTML' },
  txt: { zh: '文本', en: 'text' },
};

/** The CMS reads PDF and DOCX files with pdf.js and mammoth: seconds on a busy machine. */
const PARSE_WAIT = { timeout: 15_000 };

describe('resume uploader', () => {
  let test: TestApp;
  let origin: string;
  let pdf: File;
  let docx: File;
  let abroad: File;

  /** The real client, counting the calls it makes. */
  const countingApi = (base = origin) => {
    const real = createCmsApi(base);
    const calls: string[] = [];
    const api: CmsApi = {
      baseUrl: real.baseUrl,
      get: (call, query) => (calls.push(call), real.get(call, query)),
      postJson: (call, body, options) => (calls.push(call), real.postJson(call, body, options)),
      upload: (call, form, options) => (calls.push(call), real.upload(call, form, options)),
    };
    return { api, calls };
  };
  const fileInput = () => screen.getByLabelText(/简历文件|resume file/i) as HTMLInputElement;
  const dropZone = () => fileInput().closest('.cmsw-resume-drop') as HTMLElement;
  const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
  /** The consent box: it comes with the chunk that checks and sends, just after the first paint. */
  const consentBox = () => screen.findByLabelText(/^(我已阅读并同意《隐私政策》|I have read and agree to the Privacy Notice)$/) as Promise<HTMLInputElement>;
  const resumeRows = (email: string) => test.app.db.selectFrom('resume').selectAll().where('email', '=', email).execute();

  beforeAll(async () => {
    test = await startTestApp('sqlite', { corsOrigins: [window.location.origin] });
    origin = await test.app.listen({ host: '127.0.0.1', port: 0 });
    pdf = new File([new Uint8Array(await englishResumePdf())], 'jane-smith.pdf', { type: 'application/pdf' });
    abroad = new File([new Uint8Array(await abroadResumePdf())], 'JB-Lefebvre-CV.pdf', { type: 'application/pdf' });
    docx = new File([new Uint8Array(await chineseResumeDocx())], '李明的简历.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });
  afterAll(() => test?.close());
  afterEach(cleanup);

  it('is a labelled form whose drop zone is the label of a keyboard-reachable file input', async () => {
    const { api } = countingApi();
    render(<ResumeUploader api={api} language="zh" />);
    const input = fileInput();
    expect(input.type).toBe('file');
    expect(input.accept).toContain('.pdf');
    expect(input.accept).toContain('.docx');
    expect(input.tabIndex).toBe(0);
    expect(input.closest('label') ?? document.querySelector(`label[for="${input.id}"]`)).toHaveProperty('textContent', expect.stringMatching(/点击上传或将文件拖到此处/));
    expect(screen.getByRole('form', { name: '投递简历' })).toBeTruthy();
    await userEvent.setup().tab();
    expect(document.activeElement).toBe(input);
  });

  it('states the contract’s formats, by the names people know them by, and its size limit from the first paint, in both languages', () => {
    for (const [language, limit] of [['zh', `不超过 ${RESUME_MAX_BYTES / (1024 * 1024)} MB`], ['en', `up to ${RESUME_MAX_BYTES / (1024 * 1024)} MB`]] as const) {
      const { unmount } = render(<ResumeUploader api={countingApi().api} language={language} />);
      const input = fileInput();
      expect(input.accept).toBe(RESUME_ACCEPT);
      const hint = document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent ?? '';
      expect(hint).toContain(limit);
      // Every extension the input accepts is named, by the format it is read as.
      for (const extension of RESUME_EXTENSIONS) expect(hint).toContain(FORMAT_NAMES[RESUME_FORMAT_BY_EXTENSION[extension]][language]);
      // No extension is listed as such: `txl`, `mhl`, `docx` mean nothing to most visitors.
      for (const extension of RESUME_EXTENSIONS) expect(hint).not.toMatch(new RegExp(`(^|[^a-z])${extension}([^a-z]|$)`));
      unmount();
    }
  });

  it('refuses a file of another type, dropped or chosen, before anything is uploaded', async () => {
    const { api, calls } = countingApi();
    render(<ResumeUploader api={api} language="en" />);
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00])], 'resume.exe', { type: 'application/x-msdownload' });
    fireEvent.drop(dropZone(), { dataTransfer: { files: [exe], types: ['Files'] } });
    expect(await screen.findByText(/Unsupported file format/)).toBeTruthy();
    expect(fileInput().getAttribute('aria-invalid')).toBe('true');
    expect(fileInput().getAttribute('aria-describedby')).toContain(screen.getByText(/Unsupported file format/).id);

    // The picker's "all files" choice: user-event would otherwise honour `accept`.
    await userEvent.setup({ applyAccept: false }).upload(fileInput(), new File(['x'], 'cv.pdf.zip'));
    expect(screen.getByText(/Unsupported file format/)).toBeTruthy();
    expect(besidesChallenge(calls)).toEqual([]);
  });

  it('refuses a file over 10 MB before anything is uploaded, in the visitor’s language', async () => {
    const { api, calls } = countingApi();
    render(<ResumeUploader api={api} language="zh" />);
    const big = new File([new Uint8Array(RESUME_MAX_BYTES + 1)], 'portfolio.pdf', { type: 'application/pdf' });
    await userEvent.setup().upload(fileInput(), big);
    expect(await screen.findByText('文件过大，简历文件不能超过 10 MB')).toBeTruthy();
    expect(screen.queryByText(/已选择/)).toBeNull();
    expect(besidesChallenge(calls)).toEqual([]);
  });

  it('fills name, phone and e-mail from a real PDF resume', async () => {
    const { api, calls } = countingApi();
    render(<ResumeUploader api={api} language="en" />);
    await userEvent.setup().upload(fileInput(), pdf);
    await waitFor(() => expect(field(/^name/i).value).toBe('Jane Smith'), PARSE_WAIT);
    expect(field(/^phone/i).value).toBe('13912345678');
    expect(field(/^e-mail/i).value).toBe('jane.smith@example.com');
    expect(screen.getByText(/Filled in from your resume: Name, Phone, E-mail/)).toBeTruthy();
    expect(besidesChallenge(calls)).toEqual(['job/resume/parse']);
    expect(await filesIn(test.app.storage.resumesDir)).toEqual([]);
  });

  it('fills only what the visitor has not typed, from a real DOCX resume', async () => {
    const { api } = countingApi();
    render(<ResumeUploader api={api} language="zh" />);
    const user = userEvent.setup();
    await user.type(field(/^姓名/), '李小明');
    await user.upload(fileInput(), docx);
    await waitFor(() => expect(field(/^电话/).value).toBe('13800138000'), PARSE_WAIT);
    expect(field(/^邮箱/).value).toBe('liming@example.com');
    expect(field(/^姓名/).value).toBe('李小明');
    expect(screen.getByText('已根据简历填写：电话、邮箱，请核对。')).toBeTruthy();
  });

  it('asks for consent to the privacy notice: an unticked checkbox whose label links to the site’s notice in a new tab', async () => {
    const { api } = countingApi();
    render(<ResumeUploader api={api} cmsUrl={origin} language="en" />);
    const box = await consentBox();
    expect(box.type).toBe('checkbox');
    expect(box.checked).toBe(false);
    const link = within(document.querySelector(`label[for="${box.id}"]`) as HTMLElement).getByRole('link', { name: 'Privacy Notice' });
    expect(link.getAttribute('href')).toBe(`${origin}/en-US/privacy`);
    expect(link.getAttribute('target')).toBe('_blank');
    cleanup();
    render(<ResumeUploader api={api} cmsUrl={origin} language="zh" />);
    const chinese = await consentBox();
    expect(within(document.querySelector(`label[for="${chinese.id}"]`) as HTMLElement).getByRole('link', { name: '《隐私政策》' }).getAttribute('href')).toBe(`${origin}/privacy`);
  });

  it('refuses to send while the consent is unticked, the message beside the box, and sends once it is ticked', async () => {
    const { api, calls } = countingApi();
    render(<ResumeUploader api={api} language="zh" />);
    const user = userEvent.setup();
    await user.upload(fileInput(), pdf);
    await waitFor(() => expect(field(/^邮箱/).value).toBe('jane.smith@example.com'), PARSE_WAIT);
    await user.clear(field(/^邮箱/));
    await user.type(field(/^邮箱/), 'jane.consent@example.com');
    const sentBefore = calls.length;
    await user.click(screen.getByRole('button', { name: '提交简历' }));
    const box = await consentBox();
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe('请阅读并勾选同意《隐私政策》');
    expect(document.activeElement).toBe(box);
    expect(calls.length).toBe(sentBefore);
    await user.click(box);
    expect(box.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: '提交简历' }));
    expect(await screen.findByText('提交成功', {}, PARSE_WAIT)).toBeTruthy();
    const [row] = await resumeRows('jane.consent@example.com');
    expect(row).toMatchObject({ privacy_consent_ip: '127.0.0.1' });
    expect(row!.privacy_notice_version).not.toBeNull();
  });

  it('shows the CMS’s message when it finds the file is not what its name says', async () => {
    const { api } = countingApi();
    render(<ResumeUploader api={api} language="zh" />);
    await userEvent.setup().upload(fileInput(), new File(['just text, not a PDF'], 'fake.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('文件内容与扩展名不符，请上传真实的简历文件', {}, PARSE_WAIT)).toBeTruthy();
    expect(screen.queryByText(/已选择/)).toBeNull();
  });

  it('validates on submit: each message beside its field, linked by aria-describedby, focus on the first', async () => {
    const { api, calls } = countingApi();
    render(<ResumeUploader api={api} language="zh" />);
    const user = userEvent.setup();
    await user.type(field(/^电话/), '12345');
    await user.type(field(/^邮箱/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: '提交简历' }));

    const expectError = (input: HTMLElement, text: string) => {
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
      expect(described).toContain(text);
    };
    expectError(fileInput(), '请上传简历文件');
    expectError(field(/^姓名/), '请填写姓名');
    expectError(field(/^电话/), '手机号格式不正确');
    expectError(field(/^邮箱/), '邮箱格式不正确');
    expectError(await consentBox(), '请阅读并勾选同意《隐私政策》');
    expect(document.activeElement).toBe(fileInput());
    expect(besidesChallenge(calls)).toEqual([]);
  });

  it('submits: the resume lands in the CMS with its file, and the form says so', async () => {
    const { api } = countingApi();
    const jobs = await (await fetch(`${origin}/cms/open/api/job/list?pageSize=1`)).json();
    const jobId = jobs.rows[0].jobId as number;
    const { container } = render(<ResumeUploader api={api} language="zh" jobId={jobId} />);
    const user = userEvent.setup();
    await user.upload(fileInput(), pdf);
    await waitFor(() => expect(field(/^邮箱/).value).toBe('jane.smith@example.com'), PARSE_WAIT);
    await user.clear(field(/^邮箱/));
    await user.type(field(/^邮箱/), 'jane.widget@example.com');
    // Whatever shows while it uploads, however briefly.
    const progressLabels: string[] = [];
    const observer = new MutationObserver(() => {
      const progress = container.querySelector('progress');
      const label = progress && document.querySelector(`label[for="${progress.id}"]`)?.textContent;
      if (label) progressLabels.push(label);
    });
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    await user.click(await consentBox());
    await user.click(screen.getByRole('button', { name: '提交简历' }));

    expect(await screen.findByText('提交成功', {}, PARSE_WAIT)).toBeTruthy();
    observer.disconnect();
    expect(progressLabels[0]).toMatch(/^上传进度 \d+%$/);
    const rows = await resumeRows('jane.widget@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Jane Smith', phone: '13912345678', job_id: jobId, original_file_name: 'jane-smith.pdf', file_format: 'pdf' });
    const stored = await fs.readFile(path.join(test.app.storage.resumesDir, rows[0]!.stored_file_name));
    expect(Buffer.compare(stored, Buffer.from(await pdf.arrayBuffer()))).toBe(0);
    // The form is ready for the next one.
    expect(field(/^姓名/).value).toBe('');
    expect(screen.queryByText(/已选择/)).toBeNull();
  });

  it('takes a number from abroad on the English form: read from a real PDF, checked by the English rules, sent as typed', async () => {
    const { api } = countingApi();
    const jobs = await (await fetch(`${origin}/cms/open/api/job/list?pageSize=1&language=en`)).json();
    const jobId = jobs.rows[0].jobId as number;
    render(<ResumeUploader api={api} language="en" jobId={jobId} />);
    const phone = field(/^phone/i);
    // The telephone keypad (with `+`) of type="tel", not the digits-only one, and a hint that asks for no mobile.
    expect(phone.type).toBe('tel');
    expect(phone.getAttribute('inputmode')).toBeNull();
    expect(phone.getAttribute('autocomplete')).toBe('tel');
    expect(phone.placeholder).not.toMatch(/mobile|11/i);
    const user = userEvent.setup();
    await user.upload(fileInput(), abroad);
    await waitFor(() => expect(field(/^phone/i).value).toBe(ABROAD_APPLICANT.phone), PARSE_WAIT);
    expect(field(/^name/i).value).toBe(ABROAD_APPLICANT.name);
    expect(field(/^e-mail/i).value).toBe(ABROAD_APPLICANT.email);
    await user.click(await consentBox());
    await user.click(screen.getByRole('button', { name: 'Submit resume' }));
    expect(await screen.findByText('Submitted successfully', {}, PARSE_WAIT)).toBeTruthy();
    expect(await resumeRows(ABROAD_APPLICANT.email)).toMatchObject([
      { name: ABROAD_APPLICANT.name, phone: ABROAD_APPLICANT.phone, job_id: jobId, language: 'en', original_file_name: 'JB-Lefebvre-CV.pdf' },
    ]);
  });

  it('neither proposes nor sends a number from abroad on the Chinese form', async () => {
    const { api, calls } = countingApi();
    render(<ResumeUploader api={api} language="zh" />);
    expect(field(/^电话/).getAttribute('inputmode')).toBe('numeric');
    expect(field(/^电话/).placeholder).toBe('11 位手机号');
    const user = userEvent.setup();
    await user.upload(fileInput(), abroad);
    await waitFor(() => expect(field(/^邮箱/).value).toBe(ABROAD_APPLICANT.email), PARSE_WAIT);
    expect(field(/^电话/).value).toBe('');
    expect(screen.getByText('已根据简历填写：姓名、邮箱，请核对。')).toBeTruthy();
    await user.type(field(/^电话/), ABROAD_APPLICANT.phone);
    await user.click(await consentBox());
    await user.click(screen.getByRole('button', { name: '提交简历' }));
    await waitFor(() => expect(field(/^电话/).getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field(/^电话/).getAttribute('aria-describedby')!)?.textContent).toBe('手机号格式不正确');
    expect(besidesChallenge(calls)).toEqual(['job/resume/parse']);
  });

  it('shows the server’s message for a non-zero code', async () => {
    const { api } = countingApi();
    render(<ResumeUploader api={api} language="en" jobId={999_999} />);
    const user = userEvent.setup();
    await user.upload(fileInput(), docx);
    await waitFor(() => expect(field(/^name/i).value).toBe('李明'), PARSE_WAIT);
    await user.click(await consentBox());
    await user.click(screen.getByRole('button', { name: 'Submit resume' }));
    await waitFor(() => expect(within(screen.getByRole('alert')).getByText('Nothing was found')).toBeTruthy(), PARSE_WAIT);
  });

  it('keeps the resume when the network fails and says it will be sent when back online', async () => {
    // Nothing listens on this port: a real connection failure.
    const closed = await startTestApp('sqlite');
    const deadOrigin = await closed.app.listen({ host: '127.0.0.1', port: 0 });
    await closed.close();
    const { api } = countingApi(deadOrigin);
    const storage = createMemoryStorage();
    render(<ResumeUploader api={api} language="en" outbox={createOutbox(api, storage)} />);
    const user = userEvent.setup();
    await user.upload(fileInput(), pdf);
    await user.type(field(/^name/i), 'Offline Applicant');
    await user.type(field(/^phone/i), '13912345678');
    await user.type(field(/^e-mail/i), 'offline@example.com');
    await user.click(await consentBox());
    await user.click(screen.getByRole('button', { name: 'Submit resume' }));
    expect(await screen.findByText(/will be sent automatically when you are back online/, {}, PARSE_WAIT)).toBeTruthy();
    const [entry] = await storage.list();
    expect(entry).toMatchObject({ kind: 'resume', fields: { name: 'Offline Applicant' }, fileName: 'jane-smith.pdf' });
  });
});
