import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../contract/adminApi';
import { CmsError } from '../http/cmsError';

/**
 * Argon2id with the OWASP Password Storage minimum (19 MiB, 2 passes, 1 lane). The library's
 * default algorithm is Argon2id; its `Algorithm` export is a const enum that isolated modules
 * cannot read, so the parameters name everything else and the tests check the stored prefix.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Length only, in characters (code points), no composition rules: NIST 800-63B and OWASP. */
export function passwordLengthIsValid(password: string): boolean {
  const length = [...password].length;
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * A hash, with the same parameters, of a random password nobody kept: checking a password against
 * it costs what checking against a real account's hash costs.
 */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$0l7eNEfUgFEGYI1AY7pBFw$bLz1XIhsShnzifS7nNxUf3jBfxvAHZq7T2h2Dk/Z96A';

/**
 * Checks a password against a stored hash, or against the dummy hash when there is no account,
 * so an unknown e-mail takes as long as a wrong password. Over-long input is refused before
 * hashing: it could only be wrong, and hashing it costs more.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if ([...password].length > PASSWORD_MAX_LENGTH) return false;
  const matches = await verify(storedHash ?? DUMMY_HASH, password).catch(() => false);
  return matches && storedHash !== undefined;
}

/** Refuses a new password outside the length rule, naming the form's field, in the user's language. */
export function checkNewPassword(password: string, field: string): void {
  if (!passwordLengthIsValid(password)) {
    throw new CmsError(400, 'passwordLength', { field, values: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } });
  }
}
