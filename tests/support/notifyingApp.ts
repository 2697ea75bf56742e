import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_DEFAULTS, type NotificationSettings } from '../../cms/notifications/notificationSettings';
import { validLead } from './leadFixture';

export const SALES = 'sales@example.com';
export const HR = 'hr@example.com';
export const PUBLIC_URL = 'https://www.example.com';

/** Settings that send to `smtpUrl`; a long poll, so only a nudge or a due retry sends soon. */
export function notificationSettings(smtpUrl: string | undefined, overrides: Partial<NotificationSettings> = {}): NotificationSettings {
  return {
    ...NOTIFICATION_DEFAULTS,
    smtpUrl,
    mailFrom: 'website@example.com',
    salesMailbox: { address: SALES, language: 'zh' },
    hrMailbox: { address: HR, language: 'zh' },
    publicUrl: PUBLIC_URL,
    pollIntervalMs: 3_600_000,
    ...overrides,
  };
}

export async function submitLead(app: FastifyInstance, lead: Partial<typeof validLead & { source: string }> = {}, language = 'zh'): Promise<number> {
  const response = await app.inject({ method: 'POST', url: `/cms/open/api/potentialCustomers/add?language=${language}`, payload: { ...validLead, ...lead } });
  if (response.statusCode !== 200) throw new Error(`lead answered ${response.statusCode}: ${response.body}`);
  return response.json().data.customersId;
}
