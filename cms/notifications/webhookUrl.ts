import { isLoopbackHost } from '../../contract/loopbackHost';

/**
 * Where deliveries may go: https anywhere; plain http only to this machine (a receiver under
 * test, a local relay) unless `httpAllowed` (WEBHOOK_ALLOW_HTTP) says the network is trusted.
 * User names and passwords in the URL are refused: the URL is listed in the back office, and a
 * CRM authenticates a delivery by its signature.
 */
export function isAllowedWebhookUrl(value: string, httpAllowed: boolean): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && (httpAllowed || isLoopbackHost(url.hostname));
}
