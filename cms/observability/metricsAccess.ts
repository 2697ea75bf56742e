import { createHash, timingSafeEqual } from 'node:crypto';
import ipaddr from 'ipaddr.js';

/** One entry of METRICS_ALLOW: an address with its prefix length (32 or 128 for a single address). */
export type AddressRange = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** Who may read /metrics (METRICS_ALLOW, METRICS_TOKEN); nobody when both are empty. */
export interface MetricsSettings {
  allow: readonly AddressRange[];
  token: string | undefined;
}

/** A token shorter than this could be guessed by trying. */
const MIN_TOKEN_LENGTH = 16;

export function readMetricsSettings(env: NodeJS.ProcessEnv): MetricsSettings {
  const token = env.METRICS_TOKEN?.trim() || undefined;
  if (token && token.length < MIN_TOKEN_LENGTH) throw new Error(`METRICS_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters`);
  const allow = (env.METRICS_ALLOW ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map(parseRange);
  return { allow, token };
}

function parseRange(entry: string): AddressRange {
  try {
    if (entry.includes('/')) return ipaddr.parseCIDR(entry);
    const address = ipaddr.parse(entry);
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  } catch {
    throw new Error(`METRICS_ALLOW: "${entry}" is not an IP address or a CIDR range (10.0.0.0/8, ::1)`);
  }
}

export type MetricsAccess = 'off' | 'allowed' | 'refused';

/**
 * Whether a request may read the metrics: from an allowed address, or carrying the bearer
 * token. The address is the connection's peer, never a forwarded header: with TRUST_PROXY the
 * CMS believes every `X-Forwarded-For`, which a client can write, and a scraper reads each
 * instance directly anyway (metrics are per instance).
 */
export function metricsAccess(settings: MetricsSettings): (peerAddress: string | undefined, authorization: string | undefined) => MetricsAccess {
  const { allow, token } = settings;
  if (allow.length === 0 && !token) return () => 'off';
  // Compared as digests: equal lengths whatever was sent, so the time taken tells nothing of the token.
  const expected = token && digest(token);
  return (peerAddress, authorization) => {
    if (peerAddress && ipaddr.isValid(peerAddress) && isAllowed(ipaddr.process(peerAddress), allow)) return 'allowed';
    const given = /^Bearer +(\S+)\s*$/i.exec(authorization ?? '')?.[1];
    if (expected && given && timingSafeEqual(digest(given), expected)) return 'allowed';
    return 'refused';
  };
}

/** `ipaddr.process` has turned an IPv4-mapped IPv6 peer (`::ffff:10.0.0.5`) into IPv4. */
const isAllowed = (address: ipaddr.IPv4 | ipaddr.IPv6, allow: readonly AddressRange[]) =>
  allow.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits));

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Neither an address nor a token: /metrics answers 404 (tests and tools that configure none). */
export const NO_METRICS_ACCESS: MetricsSettings = { allow: [], token: undefined };
