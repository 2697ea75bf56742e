import { describe, expect, it } from 'vitest';
import { readNotificationSettings } from '../../cms/notifications/notificationSettings';

describe('notification settings from the environment', () => {
  it('sends nothing and knows no mailbox by default, in Chinese', () => {
    expect(readNotificationSettings({})).toMatchObject({
      smtpUrl: undefined,
      salesMailbox: undefined,
      hrMailbox: undefined,
      language: 'zh',
      publicUrl: 'http://localhost:8000',
      pollIntervalMs: 30_000,
      retryBaseMs: 60_000,
      leaseMs: 300_000,
    });
  });

  it('reads every setting, without a trailing slash on PUBLIC_URL', () => {
    const settings = readNotificationSettings({
      SMTP_URL: 'smtp://mail.example.com:587',
      MAIL_FROM: 'web@example.com',
      SALES_MAILBOX: 'sales@example.com',
      HR_MAILBOX: 'hr@example.com',
      NOTIFY_LANGUAGE: 'en',
      PUBLIC_URL: 'https://www.example.com/',
      NOTIFY_POLL_SECONDS: '5',
      NOTIFY_RETRY_BASE_SECONDS: '2',
      NOTIFY_LEASE_SECONDS: '90',
    });
    expect(settings).toMatchObject({
      smtpUrl: 'smtp://mail.example.com:587',
      mailFrom: 'web@example.com',
      salesMailbox: 'sales@example.com',
      hrMailbox: 'hr@example.com',
      language: 'en',
      publicUrl: 'https://www.example.com',
      pollIntervalMs: 5_000,
      retryBaseMs: 2_000,
      leaseMs: 90_000,
    });
  });

  it.each([
    ['NOTIFY_LANGUAGE', 'fr'],
    ['NOTIFY_POLL_SECONDS', '0'],
    ['NOTIFY_RETRY_BASE_SECONDS', 'soon'],
    ['NOTIFY_LEASE_SECONDS', '1.5'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => readNotificationSettings({ [name]: value })).toThrow(new RegExp(name));
  });
});
