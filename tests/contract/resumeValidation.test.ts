import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../contract/messages';
import { internationalResumeSchema, RESUME_SCHEMAS, resumeSchema } from '../../contract/validation/resume';
import { validate } from '../../contract/validation/validate';

const valid = { name: 'Li Ming', phone: '13800138000', email: 'li.ming@example.com', privacyConsent: 'true' };

describe('resume form rules', () => {
  const errorFor = (field: string, value: unknown) => {
    const result = validate(resumeSchema, { ...valid, [field]: value });
    return result.ok ? null : result.errors[field];
  };

  it.each([
    ['name', '', 'nameRequired'],
    ['name', 'x'.repeat(50), null],
    ['name', 'x'.repeat(51), 'nameTooLong'],
    ['phone', '', 'telephoneRequired'],
    ['phone', '12800138000', 'phoneInvalid'],
    ['email', '', 'emailRequired'],
    ['email', 'not-an-email', 'emailInvalid'],
    ['email', 'a@b.co', null],
    ['jobId', '7', null],
    ['jobId', 'abc', 'notFound'],
    ['jobId', '0', 'notFound'],
  ])('%s = %j → %s', (field, value, expected) => {
    expect(errorFor(field, value)).toBe(expected);
  });

  it('turns a job id sent as a form field into a number', () => {
    expect(validate(resumeSchema, { ...valid, jobId: '12' })).toMatchObject({ ok: true, value: { jobId: 12 } });
  });

  it('still asks the Chinese careers pages for a mainland mobile, in the words it always has', () => {
    for (const phone of ['+44 20 7946 0958', '+86 138 0013 8000', '010-6552 8888']) expect(errorFor('phone', phone)).toBe('phoneInvalid');
    expect(formatMessage('zh', 'phoneInvalid')).toBe('手机号格式不正确');
    // Its name limit was never a Chinese one: a long Western name passes there as before.
    expect(errorFor('name', 'Jean-Baptiste Lefebvre-Durand')).toBeNull();
  });
});

describe('international resume form rules', () => {
  const applicant = { ...valid, name: 'Jean-Baptiste Lefebvre-Durand', phone: '+44 20 7946 0958' };
  const errorFor = (field: string, value: unknown) => {
    const result = validate(internationalResumeSchema, { ...applicant, [field]: value });
    return result.ok ? null : result.errors[field];
  };

  it('accepts an applicant abroad as typed', () => {
    expect(validate(internationalResumeSchema, { ...applicant, jobId: '3' })).toEqual({
      ok: true,
      value: { ...applicant, jobId: 3, privacyConsent: true, website: '' },
    });
  });

  it.each(['13800138000', '+86 138 0013 8000', '+1 (415) 555.0132', '(0049) 30-901820', '010-6552 8888'])('accepts the telephone number %s', (phone) => {
    expect(errorFor('phone', phone)).toBeNull();
  });

  it.each([
    ['phone', '', 'telephoneRequired'],
    ['phone', 'call me', 'telephoneInvalid'],
    ['phone', '12345', 'telephoneInvalid'],
    ['phone', '1234567890123456', 'telephoneInvalid'],
    ['name', '', 'nameRequired'],
    ['name', 'x'.repeat(50), null],
    ['name', 'x'.repeat(51), 'nameTooLong'],
    ['email', 'not-an-email', 'emailInvalid'],
    ['jobId', 'abc', 'notFound'],
    ['privacyConsent', undefined, 'privacyConsentRequired'],
  ])('%s = %j → %s', (field, value, expected) => {
    expect(errorFor(field, value)).toBe(expected);
  });

  it('says "telephone", not "mobile", when it refuses a number', () => {
    expect(formatMessage('en', 'telephoneInvalid')).not.toMatch(/mobile/i);
    expect(formatMessage('en', 'telephoneRequired')).not.toMatch(/mobile/i);
  });

  it('is the rule of the calls sent in English; Chinese ones keep the mainland rules', () => {
    expect(RESUME_SCHEMAS).toEqual({ zh: resumeSchema, en: internationalResumeSchema });
  });
});
