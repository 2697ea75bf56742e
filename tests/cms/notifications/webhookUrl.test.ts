import { describe, expect, it } from 'vitest';
import { isAllowedWebhookUrl } from '../../../cms/notifications/webhookUrl';

describe('which webhook URLs are allowed', () => {
  it.each([
    ['https://crm.example.com/hooks', false, true],
    ['http://127.0.0.1:3000/hooks', false, true],
    ['http://127.1/hooks', false, true],
    ['http://[::1]/hooks', false, true],
    ['http://localhost/hooks', false, true],
    ['http://crm.example.com/hooks', false, false],
    ['http://crm.internal/hooks', true, true],
    ['http://128.0.0.1/hooks', false, false],
    ['http://127.0.0.1.example.com/hooks', false, false],
    ['https://user:secret@crm.example.com/hooks', true, false],
    ['ftp://crm.example.com/hooks', true, false],
    ['not a url', true, false],
  ])('%s (plain http allowed: %s): %s', (url, httpAllowed, allowed) => {
    expect(isAllowedWebhookUrl(url, httpAllowed)).toBe(allowed);
  });
});
