/**
 * Whether a URL's `hostname` names this machine. The URL parser has already written any IPv4
 * form (`127.1`, `0x7f.1`) as four decimal parts.
 */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}
