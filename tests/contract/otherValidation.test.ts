import { describe, expect, it } from 'vitest';
import { backOfficeEn } from '../../contract/messages/backOffice/en';
import { backOfficeZh } from '../../contract/messages/backOffice/zh';
import { formatCmsMessage, isCmsMessageKey } from '../../contract/messages/cmsMessages';
import { en } from '../../contract/messages/en';
import { isMessageKey } from '../../contract/messages';
import { zh } from '../../contract/messages/zh';
import { resumeFormatOf } from '../../contract/resumeFormats';
import { downloadRequestSchema } from '../../contract/validation/downloadRequest';
import { validate } from '../../contract/validation/validate';

describe('download request rules', () => {
  it('requires every field and a file id', () => {
    const result = validate(downloadRequestSchema, {});
    expect(result.ok ? null : result.errors).toEqual({
      name: 'nameRequired',
      phone: 'telephoneRequired',
      company: 'companyRequired',
      email: 'emailRequired',
      fileId: 'fileIdInvalid',
      privacyConsent: 'privacyConsentRequired',
    });
  });

  const request = { name: 'Jane Smith', company: 'Acme Logistics', email: 'jane@example.com', fileId: 3, privacyConsent: true };

  it.each(['13912345678', '+86 139 1234 5678', '+44 20 7946 0958', '(0049) 30-901820', '010-6552 8888', '+1 (415) 555.0132'])(
    'accepts the telephone number %s, mainland or abroad',
    (phone) => {
      expect(validate(downloadRequestSchema, { ...request, phone })).toMatchObject({ ok: true, value: { phone } });
    },
  );

  it.each(['12345', 'call me', '+44 20 7946 0958 ext', '1234567890123456', '++8613912345678', '139-1234-567a'])(
    'refuses %s as a telephone number',
    (phone) => {
      const result = validate(downloadRequestSchema, { ...request, phone });
      expect(result.ok ? null : result.errors).toEqual({ phone: 'telephoneInvalid' });
    },
  );
});

describe('accepted resume formats', () => {
  it.each([
    ['cv.pdf', 'pdf'],
    ['CV.PDF', 'pdf'],
    ['cv.txl', 'txt'],
    ['cv.txt', 'txt'],
    ['cv.mhl', 'mht'],
    ['cv.mhtml', 'mht'],
    ['cv.htm', 'html'],
    ['cv.docx', 'docx'],
    ['cv.pdf.exe', null],
    ['cv', null],
    ['../../etc/passwd.pdf', 'pdf'],
  ])('%s → %s', (name, format) => {
    expect(resumeFormatOf(name)).toBe(format);
  });
});

describe('copy', () => {
  it('has the same keys in both languages and no empty message', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const text of [...Object.values(en), ...Object.values(zh)]) expect(text.trim()).not.toBe('');
  });

  it("keeps the back office's messages in a catalogue of their own, complete in both languages", () => {
    expect(Object.keys(backOfficeEn).sort()).toEqual(Object.keys(backOfficeZh).sort());
    for (const text of [...Object.values(backOfficeEn), ...Object.values(backOfficeZh)]) expect(text.trim()).not.toBe('');
    for (const key of Object.keys(backOfficeZh)) {
      expect(isMessageKey(key)).toBe(false);
      expect(isCmsMessageKey(key)).toBe(true);
    }
  });

  it('formats a message of either catalogue for the CMS, placeholders filled', () => {
    expect(formatCmsMessage('en', 'signInLocked', { minutes: 15 })).toBe(
      'Too many failed sign-ins: this account is locked for now, please try again in 15 minutes',
    );
    expect(formatCmsMessage('zh', 'privacyConsentRequired')).toBe(zh.privacyConsentRequired);
    expect(isCmsMessageKey('noSuchMessage')).toBe(false);
  });
});
