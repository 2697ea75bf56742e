import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordVisit } from '../../widgets/shared/attribution/recordVisit';
import { createCmsApi } from '../../widgets/shared/cmsApi';
import { outboxFor } from '../../widgets/shared/outbox';
import { besidesChallenge } from './support/besidesChallenge';
import { startCms, UNREACHABLE_CMS, type TestCms } from './support/cms';
import { cityTrigger, consentBox, ConsultHarness, field, fillLead, LABELS, LEADS, pickCity, setupUser, type Language } from './support/consult';
import { validLead } from '../support/leadFixture';

let cms: TestCms;
beforeAll(async () => {
  cms = await startCms();
});
afterAll(() => cms.close());

const openDialog = async (user: UserEvent) => {
  await user.click(screen.getByRole('button', { name: 'open consult' }));
  return screen.getByRole('dialog');
};

describe('the consult dialog', () => {
  it('is a labelled modal with the seven fields, the 24-hour promise and the opening hours', async () => {
    const user = setupUser();
    render(<ConsultHarness cmsUrl={cms.url} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await openDialog(user);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: '在线咨询' })).toBe(dialog);
    expect(dialog.textContent).toContain('24 小时内');
    expect(dialog.textContent).toContain('工作日 09:00–18:00');
    for (const name of ['customersName', 'customersPhone', 'companyName', 'industry', 'demand', 'remark'] as const) {
      expect(field('zh', name)).toBeTruthy();
    }
    expect(cityTrigger('zh').textContent).toContain('请选择省 / 市 / 区');
    expect(screen.getByRole('button', { name: '确定' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '取消' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '关闭' })).toBeTruthy();

    const phone = field('zh', 'customersPhone');
    expect(phone.getAttribute('inputmode')).toBe('numeric');
    expect(phone.getAttribute('type')).toBe('tel');
    expect(phone.getAttribute('autocomplete')).toBe('tel-national');
    expect(field('zh', 'customersName').getAttribute('autocomplete')).toBe('name');
    expect(field('zh', 'companyName').getAttribute('autocomplete')).toBe('organization');
  });

  it('speaks English when asked, including the opening hours', async () => {
    const user = setupUser();
    render(<ConsultHarness cmsUrl={cms.url} language="en-US" />);
    const dialog = await openDialog(user);
    expect(screen.getByRole('dialog', { name: 'Consultation' })).toBe(dialog);
    expect(dialog.textContent).toContain('within 24 hours');
    expect(dialog.textContent).toContain('Weekdays 09:00–18:00');
    // Any telephone number, with its country code: the keyboard and autofill offer the "+".
    const phone = field('en', 'customersPhone');
    expect(phone.getAttribute('inputmode')).toBe('tel');
    expect(phone.getAttribute('autocomplete')).toBe('tel');
    expect(phone.getAttribute('placeholder')).toBe('e.g. +44 20 7946 0958');
    expect(cityTrigger('en').textContent).toContain('Select country / city');
  });

  it('has a honeypot `website` field out of the tab order and of the accessibility tree', async () => {
    const user = setupUser();
    render(<ConsultHarness cmsUrl={cms.url} />);
    const dialog = await openDialog(user);
    const honeypot = dialog.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /website|网站/i, hidden: false })).toBeNull();
  });
});

/** The consultation rules, each with its message in Chinese and in English. */
type RuleField = Exclude<keyof typeof validLead, 'privacyConsent'>;

/** Rules both dialogs share: rule, field, value, Chinese message, English message. */
const SHARED_RULES: Array<[string, RuleField, string, string, string]> = [
  ['contact name required', 'customersName', '', '请输入联系人', 'Please enter the contact person'],
  ['phone required', 'customersPhone', '', '请输入联系电话', 'Please enter the contact number'],
  ['company name required', 'companyName', '', '请输入公司名称', 'Please enter the company name'],
  ['industry required', 'industry', '', '请输入行业', 'Please enter the industry'],
  ['city required', 'customersAddress', '', '请选择所在城市', 'Please select your city'],
  ['demand required', 'demand', '', '请输入需求描述', 'Please enter the requirement'],
  ['demand at most 100 characters', 'demand', '需'.repeat(101), '需求描述不能超过 100 个字符', 'The requirement must be at most 100 characters'],
  ['remark at most 100 characters', 'remark', '备'.repeat(101), '备注不能超过 100 个字符', 'The remarks must be at most 100 characters'],
];

/** Each dialog's own rules: the Chinese one's are the product's, the English one's for prospects abroad. */
const OWN_RULES: Record<Language, Array<[string, RuleField, string, string]>> = {
  zh: [
    ['contact name at most 8 characters', 'customersName', '九个字的联系人名字', '联系人长度为 1 到 8 个字符'],
    ['phone: second digit 3 to 9', 'customersPhone', '12912345678', '手机号格式不正确'],
    ['phone: 11 digits', 'customersPhone', '1391234567', '手机号格式不正确'],
    ['phone: starts with 1', 'customersPhone', '23912345678', '手机号格式不正确'],
    ['phone: no country code', 'customersPhone', '+44 20 7946 0958', '手机号格式不正确'],
  ],
  en: [
    ['contact name at most 40 characters', 'customersName', 'A'.repeat(41), 'The contact person must be at most 40 characters'],
    ['phone: at least 6 digits', 'customersPhone', '12345', 'Please enter a valid telephone number, with the country code if outside mainland China'],
    ['phone: digits only', 'customersPhone', 'call me', 'Please enter a valid telephone number, with the country code if outside mainland China'],
  ],
};

const RULES = (language: Language): Array<[string, RuleField, string, string]> => [
  ...SHARED_RULES.map(([rule, name, value, zh, en]): [string, RuleField, string, string] => [rule, name, value, language === 'zh' ? zh : en]),
  ...OWN_RULES[language],
];

describe.each(['zh', 'en'] as Language[])('validation in %s, before any call', (language) => {
  it.each(RULES(language))('%s', async (_rule, name, value, expected) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const before = (await cms.leads()).length;
    const user = setupUser();
    render(<ConsultHarness cmsUrl={cms.url} language={language} />);
    await openDialog(user);
    await fillLead(user, language, { ...LEADS[language], [name]: value });
    await user.click(screen.getByRole('button', { name: LABELS[language].confirm }));

    const message = await screen.findByText(expected);
    const control = name === 'customersAddress' ? cityTrigger(language) : field(language, name);
    // Shown next to the field, tied to it, and the field has focus (the only error is the first).
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(control.getAttribute('aria-describedby')).toBe(message.id);
    expect(message.closest('.cmsw-field')).toBe(control.closest('.cmsw-field'));
    expect(control.ownerDocument.activeElement).toBe(control);
    expect(screen.getByRole('dialog')).toBeTruthy();
    // Nothing was sent.
    expect(besidesChallenge(fetchSpy.mock.calls)).toEqual([]);
    expect((await cms.leads()).length).toBe(before);
  });
});

describe('validation of an empty form', () => {
  it('shows every required message at once and focuses the first field', async () => {
    const user = setupUser();
    render(<ConsultHarness cmsUrl={cms.url} />);
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: '确定' }));
    for (const message of ['请输入联系人', '请输入联系电话', '请输入公司名称', '请输入行业', '请选择所在城市', '请输入需求描述', '请阅读并勾选同意《隐私政策》']) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(field('zh', 'customersName'));
    // The remark is optional: no message for it.
    expect(field('zh', 'remark').getAttribute('aria-invalid')).toBeNull();
  });

  it('clears a message as soon as the visitor corrects the field', async () => {
    const user = setupUser();
    render(<ConsultHarness cmsUrl={cms.url} />);
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: '确定' }));
    await screen.findByText('请输入联系人');
    await user.type(field('zh', 'customersName'), '王');
    await waitFor(() => expect(screen.queryByText('请输入联系人')).toBeNull());
    expect(field('zh', 'customersName').getAttribute('aria-invalid')).toBeNull();
  });
});

describe.each([
  ['zh', '/privacy', '请阅读并勾选同意《隐私政策》', '《隐私政策》'],
  ['en', '/en-US/privacy', 'Please read and agree to the Privacy Notice', 'Privacy Notice'],
] as Array<[Language, string, string, string]>)('consent to the privacy notice (%s)', (language, page, required, linkName) => {
  it('is an unticked checkbox whose label links to the site’s notice in a new tab', async () => {
    const user = setupUser();
    render(<ConsultHarness cmsUrl={cms.url} language={language} />);
    await openDialog(user);
    const box = await consentBox(language);
    expect(box.type).toBe('checkbox');
    expect(box.checked).toBe(false);
    const link = within(document.querySelector(`label[for="${box.id}"]`) as HTMLElement).getByRole('link', { name: linkName });
    expect(link.getAttribute('href')).toBe(`${cms.url}${page}`);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('refuses to send without it, the message tied to the box and the box focused; sends once it is ticked', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const before = (await cms.leads()).length;
    const user = setupUser();
    render(<ConsultHarness cmsUrl={cms.url} language={language} />);
    await openDialog(user);
    await fillLead(user, language, { ...LEADS[language], privacyConsent: undefined });
    await user.click(screen.getByRole('button', { name: LABELS[language].confirm }));

    const message = await screen.findByText(required);
    const box = await consentBox(language);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(message.id);
    expect(box.ownerDocument.activeElement).toBe(box);
    expect(besidesChallenge(fetchSpy.mock.calls)).toEqual([]);
    fetchSpy.mockRestore();

    await user.click(box);
    await waitFor(() => expect(screen.queryByText(required)).toBeNull());
    await user.click(screen.getByRole('button', { name: LABELS[language].confirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const leads = await cms.leads();
    expect(leads.length).toBe(before + 1);
    expect(leads.at(-1)).toMatchObject({ privacy_notice_version: expect.any(String), privacy_consent_ip: '127.0.0.1' });
  });
});

describe.each([
  ['zh', '提交成功'],
  ['en', 'Submitted successfully'],
] as Array<[Language, string]>)('submitting to a real CMS (%s)', (language, submitted) => {
  it('code 0: stores the lead, announces success in a status and closes', async () => {
    const before = (await cms.leads()).length;
    const onSubmit = vi.fn();
    const onSuccess = vi.fn();
    const onClose = vi.fn();
    const user = setupUser();
    render(<ConsultHarness cmsUrl={cms.url} language={language} onSubmit={onSubmit} onSuccess={onSuccess} onClose={onClose} />);
    await openDialog(user);
    const lead = LEADS[language];
    await fillLead(user, language, lead);
    await user.click(screen.getByRole('button', { name: LABELS[language].confirm }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(submitted));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSubmit).toHaveBeenCalledWith({ lead: expect.objectContaining({ customersName: lead.customersName, customersAddress: lead.customersAddress }) });
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ code: 0, msg: submitted, queued: false, data: { customersId: expect.any(Number) } }));
    expect(onClose).toHaveBeenCalledWith({ reason: 'submitted' });

    const leads = await cms.leads();
    expect(leads.length).toBe(before + 1);
    expect(leads.at(-1)).toMatchObject({
      customers_name: lead.customersName,
      customers_phone: lead.customersPhone,
      customers_address: lead.customersAddress,
      company_name: lead.companyName,
      industry: lead.industry,
      demand: lead.demand,
      remark: lead.remark,
      language,
    });
  });

  it('a non-zero code: shows the server’s message as an alert and closes, storing nothing', async () => {
    const before = (await cms.leads()).length;
    const onError = vi.fn();
    const user = setupUser();
    render(<ConsultHarness cmsUrl={cms.url} language={language} onError={onError} />);
    const dialog = await openDialog(user);
    await fillLead(user, language, { ...LEADS[language], remark: '' });
    // A bot fills the field people never see: the CMS refuses it (code 400).
    fireEvent.input(dialog.querySelector('input[name="website"]') as HTMLInputElement, { target: { value: 'http://spam.example' } });
    await user.click(screen.getByRole('button', { name: LABELS[language].confirm }));

    const refused = language === 'zh' ? '提交未被接受，请直接拨打我们的电话联系' : 'Your submission was not accepted: please call us directly';
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(refused));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 400, msg: refused, queued: false }));
    expect((await cms.leads()).length).toBe(before);
  });
});

describe('offline', () => {
  it('keeps the lead in the outbox, says it will be sent automatically, and closes', async () => {
    const onSuccess = vi.fn();
    const user = setupUser();
    render(<ConsultHarness cmsUrl={UNREACHABLE_CMS} onSuccess={onSuccess} />);
    await openDialog(user);
    // The region data comes from the bundle, not the CMS: the form can be filled offline.
    await fillLead(user, 'zh', validLead);
    await user.click(screen.getByRole('button', { name: '确定' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('联网后将自动发送'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ code: 0, queued: true }));
    expect(await outboxFor(createCmsApi(UNREACHABLE_CMS)).pending()).toBe(1);
  });
});

describe('closing', () => {
  it.each([
    ['Cancel', async (user: UserEvent) => user.click(screen.getByRole('button', { name: '取消' })), 'cancel'],
    ['the × button', async (user: UserEvent) => user.click(screen.getByRole('button', { name: '关闭' })), 'dismiss'],
    ['Escape', async (user: UserEvent) => user.keyboard('{Escape}'), 'dismiss'],
    ['a click on the backdrop', async (user: UserEvent) => user.click(screen.getByRole('dialog').parentElement as HTMLElement), 'dismiss'],
  ])('%s hides the dialog and clears the form', async (_way, closeIt, reason) => {
    const onClose = vi.fn();
    const user = setupUser();
    render(<ConsultHarness cmsUrl={cms.url} onClose={onClose} />);
    await openDialog(user);
    await fillLead(user, 'zh', { customersName: '王工', customersPhone: '139', customersAddress: '北京市/北京市/东城区', privacyConsent: true });
    await user.click(screen.getByRole('button', { name: '确定' }));
    await screen.findByText('手机号格式不正确');

    await closeIt(user);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledWith({ reason });

    await openDialog(user);
    expect((field('zh', 'customersName') as HTMLInputElement).value).toBe('');
    expect((field('zh', 'customersPhone') as HTMLInputElement).value).toBe('');
    expect(cityTrigger('zh').textContent).toContain('请选择省 / 市 / 区');
    expect((await consentBox('zh')).checked).toBe(false);
    expect(screen.queryByText('手机号格式不正确')).toBeNull();
  });

  it('a click inside the dialog does not close it', async () => {
    const user = setupUser();
    render(<ConsultHarness cmsUrl={cms.url} />);
    const dialog = await openDialog(user);
    await user.click(dialog);
    await user.click(within(dialog).getByRole('heading', { name: '在线咨询' }));
    expect(screen.getByRole('dialog')).toBe(dialog);
  });
});

describe('keyboard', () => {
  it('moves focus in, traps Tab and Shift+Tab inside, and gives focus back to the opener on Escape', async () => {
    const user = setupUser();
    render(<ConsultHarness cmsUrl={cms.url} />);
    const opener = screen.getByRole('button', { name: 'open consult' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(document.activeElement).toBe(field('zh', 'customersName'));

    const close = screen.getByRole('button', { name: '关闭' });
    const confirm = screen.getByRole('button', { name: '确定' });
    confirm.focus();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(confirm);
    // Every step of a whole round stays inside.
    for (let step = 0; step < 12; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('Escape in the open city picker closes the picker only', async () => {
    const user = setupUser();
    render(<ConsultHarness cmsUrl={cms.url} />);
    await openDialog(user);
    await user.click(cityTrigger('zh'));
    await screen.findByRole('combobox', { name: '搜索地区' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox', { name: '搜索地区' })).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(document.activeElement).toBe(cityTrigger('zh'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Enter in the picker’s filter chooses a region and does not submit the form', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = setupUser();
    render(<ConsultHarness cmsUrl={cms.url} />);
    await openDialog(user);
    await user.click(cityTrigger('zh'));
    await user.click(await screen.findByLabelText('搜索地区'));
    await user.paste('深圳 南山');
    await screen.findByText('广东省/深圳市/南山区');
    await user.keyboard('{Enter}');
    expect(cityTrigger('zh').textContent).toContain('广东省/深圳市/南山区');
    expect(screen.queryByText('请输入联系人')).toBeNull();
    expect(besidesChallenge(fetchSpy.mock.calls)).toEqual([]);
    await pickCity(user, 'zh', '北京市/北京市/东城区');
    expect(cityTrigger('zh').textContent).toContain('北京市/北京市/东城区');
  });
});

describe('the page a lead is sent from', () => {
  /** Sends a lead from the dialog on `address` (after `beforeOpening` there, if given); answers the stored lead. */
  async function sendLeadOn(address: string, beforeOpening?: () => void) {
    const before = window.location.href;
    beforeOpening?.();
    window.history.pushState({}, '', address);
    try {
      const user = setupUser();
      render(<ConsultHarness cmsUrl={cms.url} />);
      await openDialog(user);
      await fillLead(user, 'zh', LEADS.zh);
      await user.click(screen.getByRole('button', { name: LABELS.zh.confirm }));
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe('提交成功'));
      return (await cms.leads()).at(-1)!;
    } finally {
      window.history.pushState({}, '', before);
    }
  }

  it('is stored with its query, which names the case on the page, and without its fragment', async () => {
    const lead = await sendLeadOn('/caseDetails?id=42&utm_source=wechat#reviews');
    expect(lead).toMatchObject({ source: `${window.location.origin}/caseDetails?id=42&utm_source=wechat` });
  });

  it('carries the visit’s first and last touch, which the CMS stores with the lead', async () => {
    const landing = '/?utm_source=wechat&utm_medium=social&utm_campaign=spring';
    const lead = await sendLeadOn('/caseDetails?id=42', () => {
      window.history.pushState({}, '', landing);
      recordVisit(window);
    });
    const touches = await cms.app.db.selectFrom('submission_touch').selectAll().where('submission_id', '=', lead.customers_id as number).orderBy('touch').execute();
    expect(touches.map((row) => [row.submission_kind, row.touch, row.channel, row.utm_campaign, row.landing_page, row.sent_from_page])).toEqual([
      ['lead', 'first', 'social', 'spring', landing, '/caseDetails?id=42'],
      ['lead', 'last', 'social', 'spring', landing, '/caseDetails?id=42'],
    ]);
  });
});

describe('the time the form was open', () => {
  // The lead-sending chunk counts from its arrival, at the first opening in a page: in this file
  // an earlier test's. So the time sent is at least this opening's, and at most since the file began.
  const fileBegan = Date.now();
  it('is sent with the lead, at least from this opening to Confirm, for the CMS\'s spam score', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      const user = setupUser();
      render(<ConsultHarness cmsUrl={cms.url} />);
      await openDialog(user);
      const afterOpening = Date.now();
      await fillLead(user, 'zh', LEADS.zh);
      const beforeConfirm = Date.now();
      await user.click(screen.getByRole('button', { name: LABELS.zh.confirm }));
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe('提交成功'));
      const afterConfirm = Date.now();
      const call = fetchSpy.mock.calls.find(([url]) => String(url).includes('potentialCustomers/add'));
      const { formOpenMs } = JSON.parse(String(call?.[1]?.body)) as { formOpenMs: number };
      expect(formOpenMs).toBeGreaterThanOrEqual(beforeConfirm - afterOpening);
      expect(formOpenMs).toBeLessThanOrEqual(afterConfirm - fileBegan);
      // The CMS read it: a form filled by a script in a few seconds is one of the lead's reasons.
      const reasons = JSON.parse(String((await cms.leads()).at(-1)?.spam_reasons)) as Array<{ signal: string }>;
      expect(reasons.some((reason) => reason.signal === 'fastFill')).toBe(formOpenMs < 8_000);
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
