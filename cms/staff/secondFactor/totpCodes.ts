import { Secret, TOTP } from 'otpauth';

/**
 * RFC 6238 as every authenticator app reads it: HMAC-SHA-1, six digits, 30-second steps, a
 * 160-bit secret (RFC 4226's recommended length). One step either side is accepted for clocks
 * that drift; the step a code matched is returned so that it can be used once only.
 */
const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const SECRET_BYTES = 20;
const ACCEPTED_DRIFT_STEPS = 1;

/** A fresh secret, in base32 as authenticator apps take it typed in. */
export const newTotpSecret = () => new Secret({ size: SECRET_BYTES }).base32;

/** The `otpauth://totp/…` address a QR code carries: the issuer and account label the app shows. */
export function totpUri(secret: string, issuer: string, account: string): string {
  return new TOTP({ ...TOTP_SETTINGS, issuer, label: account, secret: Secret.fromBase32(secret) }).toString();
}

/** The time step a code of `secret` matches at `now`, or undefined when it matches none. */
export function matchingTotpStep(secret: string, code: string, now: Date): number | undefined {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const totp = new TOTP({ ...TOTP_SETTINGS, secret: Secret.fromBase32(secret) });
  const delta = totp.validate({ token, timestamp: now.getTime(), window: ACCEPTED_DRIFT_STEPS });
  return delta === null ? undefined : totp.counter({ timestamp: now.getTime() }) + delta;
}
