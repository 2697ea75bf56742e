import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../contract/messages';
import { internationalLeadSchema, LEAD_SCHEMAS, leadSchema } from '../../contract/validation/lead';
import { validate } from '../../contract/validation/validate';
import { abroadLead } from '../support/leadFixture';

const validLead = {
  customersName: '张三',
  customersPhone: '13800138000',
  companyName: '华东某乳业有限公司',
  industry: '食品饮料',
  customersAddress: '江苏省/南京市/江宁区',
  demand: '新建冷库立体库，约 8000 个托盘位',
  remark: '',
  privacyConsent: true,
};

function errorFor(field: string, value: unknown) {
  const result = validate(leadSchema, { ...validLead, [field]: value });
  return result.ok ? undefined : result.errors[field];
}

describe('consultation rules', () => {
  it('accepts a complete lead and trims its fields', () => {
    const result = validate(leadSchema, { ...validLead, customersName: '  张三 ' });
    expect(result).toMatchObject({ ok: true, value: { customersName: '张三', remark: '' } });
  });

  it.each([
    // field, value, expected message key
    ['customersName', undefined, 'contactNameRequired'],
    ['customersName', '', 'contactNameRequired'],
    ['customersName', '   ', 'contactNameRequired'],
    ['customersName', '李', null],
    ['customersName', '八个字的联系人名', null],
    ['customersName', '九个字的联系人名字', 'contactNameTooLong'],
    ['companyName', '', 'companyNameRequired'],
    ['companyName', undefined, 'companyNameRequired'],
    ['industry', '', 'industryRequired'],
    ['demand', '', 'demandRequired'],
    ['demand', '需'.repeat(100), null],
    ['demand', '需'.repeat(101), 'demandTooLong'],
    ['remark', '备'.repeat(100), null],
    ['remark', '备'.repeat(101), 'remarkTooLong'],
    ['remark', undefined, null],
    ['customersPhone', '', 'phoneRequired'],
    ['customersPhone', undefined, 'phoneRequired'],
    ['customersPhone', '13900000000', null],
    ['customersPhone', '19912345678', null],
    ['customersPhone', '12345678901', 'phoneInvalid'],
    ['customersPhone', '10012345678', 'phoneInvalid'],
    ['customersPhone', '1380013800', 'phoneInvalid'],
    ['customersPhone', '138001380001', 'phoneInvalid'],
    ['customersPhone', '23800138000', 'phoneInvalid'],
    ['customersPhone', '1380013800a', 'phoneInvalid'],
    ['customersPhone', '+8613800138000', 'phoneInvalid'],
    ['customersAddress', '', 'cityRequired'],
    ['customersAddress', undefined, 'cityRequired'],
    ['customersAddress', '江苏省/南京市', 'cityInvalid'],
    ['customersAddress', '江苏省//江宁区', 'cityInvalid'],
    ['customersAddress', '香港特别行政区/香港岛/中西区', null],
    ['privacyConsent', true, null],
    ['privacyConsent', 'true', null],
    ['privacyConsent', undefined, 'privacyConsentRequired'],
    ['privacyConsent', false, 'privacyConsentRequired'],
    ['privacyConsent', '', 'privacyConsentRequired'],
    ['privacyConsent', 'false', 'privacyConsentRequired'],
    ['privacyConsent', 1, 'privacyConsentRequired'],
  ])('%s = %j → %s', (field, value, expected) => {
    expect(errorFor(field, value) ?? null).toBe(expected);
  });

  it('rejects values of the wrong type with the field’s own message', () => {
    expect(errorFor('customersPhone', 13800138000)).toBe('phoneRequired');
    expect(errorFor('customersName', ['张三'])).toBe('contactNameRequired');
  });

  it('reports one message per field, fields in form order', () => {
    const result = validate(leadSchema, {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.firstField).toBe('customersName');
    expect(result.errors).toEqual({
      customersName: 'contactNameRequired',
      customersPhone: 'phoneRequired',
      companyName: 'companyNameRequired',
      industry: 'industryRequired',
      customersAddress: 'cityRequired',
      demand: 'demandRequired',
      privacyConsent: 'privacyConsentRequired',
    });
  });

  it('refuses a body that is not an object', () => {
    for (const body of [null, 'text', 42, []]) {
      const result = validate(leadSchema, body);
      expect(result.ok ? null : result.firstError).toBe('badRequest');
    }
  });
});


function internationalErrorFor(field: string, value: unknown) {
  const result = validate(internationalLeadSchema, { ...abroadLead, [field]: value });
  return result.ok ? undefined : result.errors[field];
}

describe('consultation rules by language', () => {
  it('checks a lead by the rules of the language it is sent in', () => {
    expect(LEAD_SCHEMAS.zh).toBe(leadSchema);
    expect(LEAD_SCHEMAS.en).toBe(internationalLeadSchema);
  });

  it('accepts a prospect abroad in English and refuses the same lead by the Chinese rules', () => {
    expect(validate(internationalLeadSchema, abroadLead)).toMatchObject({ ok: true, value: { customersName: 'John Smith', customersAddress: 'United Kingdom/London' } });
    const chinese = validate(leadSchema, abroadLead);
    expect(chinese.ok ? null : chinese.errors).toEqual({ customersName: 'contactNameTooLong', customersPhone: 'phoneInvalid', customersAddress: 'cityInvalid' });
  });

  it.each([
    // Chinese rules: 8 characters at most, whatever the script.
    ['zh', 'customersName', 'Abcdefgh', null],
    ['zh', 'customersName', 'Abcdefghi', 'contactNameTooLong'],
    ['zh', 'customersName', 'A'.repeat(40), 'contactNameTooLong'],
    // English rules: 40 characters at most.
    ['en', 'customersName', 'Abcdefghi', null],
    ['en', 'customersName', 'A'.repeat(40), null],
    ['en', 'customersName', 'A'.repeat(41), 'internationalContactNameTooLong'],
    ['en', 'customersName', '  ', 'contactNameRequired'],
  ] as const)('%s: %s of %j → %s', (language, field, value, expected) => {
    const error = language === 'zh' ? errorFor(field, value) : internationalErrorFor(field, value);
    expect(error ?? null).toBe(expected);
  });

  it.each([
    ['+44 20 7946 0958', null],
    ['+1 (212) 555-0123', null],
    ['+49.30.1234567', null],
    ['0044-20-7946-0958', null],
    ['13800138000', null],
    ['123456', null],
    ['+123456789012345', null],
    ['12345', 'telephoneInvalid'],
    ['+1234567890123456', 'telephoneInvalid'],
    ['++44 20 7946 0958', 'telephoneInvalid'],
    ['+44 20 7946 0958 ext 2', 'telephoneInvalid'],
    ['phone me', 'telephoneInvalid'],
    ['', 'phoneRequired'],
  ])('English rules: telephone %j → %s', (value, expected) => {
    expect(internationalErrorFor('customersPhone', value) ?? null).toBe(expected);
  });

  it.each([
    ['+44 20 7946 0958', 'phoneInvalid'],
    ['+8613800138000', 'phoneInvalid'],
    ['13800138000', null],
  ])('Chinese rules: telephone %j → %s', (value, expected) => {
    expect(errorFor('customersPhone', value) ?? null).toBe(expected);
  });

  it.each([
    ['United Kingdom/London', null],
    ['China/Guangdong/Shenzhen', null],
    ['广东省/深圳市/南山区', null],
    ['United Kingdom', 'locationInvalid'],
    ['United Kingdom/ ', 'locationInvalid'],
    ['/London', 'locationInvalid'],
    ['A/B/C/D', 'locationInvalid'],
    [`United Kingdom/${'L'.repeat(85)}`, null],
    [`United Kingdom/${'L'.repeat(86)}`, 'locationInvalid'],
    ['', 'cityRequired'],
  ])('English rules: location %j → %s', (value, expected) => {
    expect(internationalErrorFor('customersAddress', value) ?? null).toBe(expected);
  });

  it('keeps the other fields’ rules in both languages', () => {
    expect(internationalErrorFor('demand', 'x'.repeat(101))).toBe('demandTooLong');
    expect(internationalErrorFor('privacyConsent', false)).toBe('privacyConsentRequired');
    const empty = validate(internationalLeadSchema, {});
    expect(empty.ok ? null : Object.keys(empty.errors)).toEqual(['customersName', 'customersPhone', 'companyName', 'industry', 'customersAddress', 'demand', 'privacyConsent']);
  });
});

describe('messages', () => {
  it.each([
    ['contactNameRequired', '请输入联系人', 'Please enter the contact person'],
    ['companyNameRequired', '请输入公司名称', 'Please enter the company name'],
    ['industryRequired', '请输入行业', 'Please enter the industry'],
    ['demandRequired', '请输入需求描述', 'Please enter the requirement'],
    ['phoneRequired', '请输入联系电话', 'Please enter the contact number'],
    ['phoneInvalid', '手机号格式不正确', 'The mobile number format is incorrect'],
    ['cityRequired', '请选择所在城市', 'Please select your city'],
    ['submitted', '提交成功', 'Submitted successfully'],
    ['internationalContactNameTooLong', '联系人不能超过 40 个字符', 'The contact person must be at most 40 characters'],
    ['locationInvalid', '请选择国家或地区并填写城市', 'Please choose a country and enter your city'],
  ] as const)('%s reads as the product’s copy gives it in Chinese, and in English', (key, zh, en) => {
    expect(formatMessage('zh', key)).toBe(zh);
    expect(formatMessage('en', key)).toBe(en);
  });

  it('fills placeholders', () => {
    expect(formatMessage('en', 'fileTooLarge', { maxMb: 10 })).toBe('The file is too large: a resume must be at most 10 MB');
  });
});
