import { describe, expect, it } from 'vitest';
import { readNotificationSettings } from '../../../cms/notifications/notificationSettings';

describe('notification settings from the environment', () => {
  it('sends nothing and knows no mailbox by default, webhooks over https only', () => {
    expect(readNotificationSettings({})).toMatchObject({
      smtpUrl: undefined,
      salesMailbox: undefined,
      hrMailbox: undefined,
      publicUrl: 'http://localhost:8000',
      pollIntervalMs: 30_000,
      retryBaseMs: 60_000,
      leaseMs: 300_000,
      webhookHttpAllowed: false,
      webhookTimeoutMs: 10_000,
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
      WEBHOOK_ALLOW_HTTP: 'true',
    });
    expect(settings).toMatchObject({
      smtpUrl: 'smtp://mail.example.com:587',
      mailFrom: 'web@example.com',
      salesMailbox: { address: 'sales@example.com', language: 'en' },
      hrMailbox: { address: 'hr@example.com', language: 'en' },
      publicUrl: 'https://www.example.com',
      pollIntervalMs: 5_000,
      retryBaseMs: 2_000,
      leaseMs: 90_000,
      webhookHttpAllowed: true,
    });
  });

  it("gives each mailbox its own language (zh-CN by default), NOTIFY_LANGUAGE being both mailboxes' default", () => {
    expect(readNotificationSettings({ SALES_MAILBOX: 's@example.com', HR_MAILBOX: 'h@example.com', HR_MAILBOX_LANGUAGE: 'en-US' })).toMatchObject({
      salesMailbox: { address: 's@example.com', language: 'zh' },
      hrMailbox: { address: 'h@example.com', language: 'en' },
    });
    expect(
      readNotificationSettings({ SALES_MAILBOX: 's@example.com', SALES_MAILBOX_LANGUAGE: 'zh-CN', HR_MAILBOX: 'h@example.com', NOTIFY_LANGUAGE: 'en' }),
    ).toMatchObject({
      salesMailbox: { address: 's@example.com', language: 'zh' },
      hrMailbox: { address: 'h@example.com', language: 'en' },
    });
  });

  it.each([
    ['NOTIFY_LANGUAGE', 'fr'],
    ['SALES_MAILBOX_LANGUAGE', 'de-DE'],
    ['HR_MAILBOX_LANGUAGE', 'english'],
    ['NOTIFY_POLL_SECONDS', '0'],
    ['NOTIFY_RETRY_BASE_SECONDS', 'soon'],
    ['NOTIFY_LEASE_SECONDS', '1.5'],
    ['WEBHOOK_ALLOW_HTTP', 'yes'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => readNotificationSettings({ SALES_MAILBOX: 's@example.com', HR_MAILBOX: 'h@example.com', [name]: value })).toThrow(new RegExp(name));
  });
});
