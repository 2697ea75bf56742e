import { isStaffRole, STAFF_ROLES, type StaffRole } from '../roles';

/** Who must have a second factor, and the relying party passkeys are bound to. */
export interface SecondFactorSettings {
  /** A user with any of these roles must have a second factor before the back office opens. */
  roles: StaffRole[];
  relyingParty: RelyingParty;
}

/**
 * WebAuthn's relying party: a passkey answers only to the origin it was made for. The origin and
 * host are the CMS's public address (PUBLIC_URL), which the back office is reached at.
 */
export interface RelyingParty {
  /** The host name (WebAuthn's RP ID): `www.example.com`, `localhost`. */
  id: string;
  /** Scheme, host and port as the browser sends them: `https://www.example.com`. */
  origin: string;
  /** Shown by authenticators and authenticator apps beside the user's e-mail. */
  name: string;
}

/** Admins see and change everything, HR reads resumes: both hold the personal data PIPL protects. */
const SECOND_FACTOR_DEFAULT_ROLES: readonly StaffRole[] = ['admin', 'hr'];

function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`PUBLIC_URL must be an http(s) address, got "${publicUrl}"`);
  return { id: url.hostname, origin: url.origin, name: url.host };
}

/**
 * SECOND_FACTOR_ROLES: comma-separated roles (`admin,hr` when unset), or `none` for no role at
 * all; `publicUrl` (PUBLIC_URL as the configuration read it): the relying party. An unknown role
 * is refused rather than ignored: a typo must not leave a role without its second factor.
 */
export function readSecondFactorSettings(env: NodeJS.ProcessEnv, publicUrl: string): SecondFactorSettings {
  return { roles: readRoles(env.SECOND_FACTOR_ROLES?.trim()), relyingParty: relyingPartyOf(publicUrl) };
}

function readRoles(raw: string | undefined): StaffRole[] {
  if (!raw) return [...SECOND_FACTOR_DEFAULT_ROLES];
  if (raw.toLowerCase() === 'none') return [];
  const names = raw.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !isStaffRole(name));
  if (names.length === 0 || unknown.length > 0) {
    throw new Error(`SECOND_FACTOR_ROLES must be roles among ${STAFF_ROLES.join(', ')} (comma-separated) or none, got "${raw}"`);
  }
  return [...new Set(names.filter(isStaffRole))];
}

/** Whether a user with these roles must have a second factor. */
export const secondFactorRequired = (settings: SecondFactorSettings, roles: readonly StaffRole[]) =>
  roles.some((role) => settings.roles.includes(role));
