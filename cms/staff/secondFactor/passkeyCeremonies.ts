import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { StaffUser } from '../staffUsers';
import type { StoredPasskey } from './passkeyRows';
import type { RelyingParty } from './secondFactorSettings';

/** How long the browser may wait for the authenticator (WebAuthn's recommended range is 5 to 10 minutes). */
const CEREMONY_TIMEOUT_MS = 5 * 60_000;

/**
 * The passkey as a second factor: user verification is asked for but not required, since the
 * password has been given already; no attestation, since any authenticator the user trusts will do.
 */
export function registrationOptions(
  relyingParty: RelyingParty,
  user: StaffUser,
  existing: StoredPasskey[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: relyingParty.name,
    rpID: relyingParty.id,
    // An opaque handle, not the e-mail: authenticators may show and sync it.
    userID: new TextEncoder().encode(`staff-${user.userId}`),
    userName: user.email,
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

interface RegisteredPasskey {
  credentialId: string;
  publicKey: string;
  signCount: number;
  transports: string[];
}

/** The credential a registration response makes, or undefined when it does not verify. */
export async function verifyRegistration(
  relyingParty: RelyingParty,
  response: RegistrationResponseJSON,
  challenge: string,
): Promise<RegisteredPasskey | undefined> {
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: relyingParty.origin,
    expectedRPID: relyingParty.id,
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!result?.verified) return undefined;
  const { credential } = result.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    signCount: credential.counter,
    transports: credential.transports ?? [],
  };
}

export function authenticationOptions(relyingParty: RelyingParty, passkeys: StoredPasskey[]): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: relyingParty.id,
    timeout: CEREMONY_TIMEOUT_MS,
    allowCredentials: passkeys.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    userVerification: 'preferred',
  });
}

/** The passkey's new signature counter when the assertion verifies; undefined otherwise (a cloned authenticator's stale counter included). */
export async function verifyAuthentication(
  relyingParty: RelyingParty,
  response: AuthenticationResponseJSON,
  challenge: string,
  passkey: StoredPasskey,
): Promise<number | undefined> {
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: relyingParty.origin,
    expectedRPID: relyingParty.id,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.signCount,
      transports: passkey.transports,
    },
    requireUserVerification: false,
  }).catch(() => undefined);
  return result?.verified ? result.authenticationInfo.newCounter : undefined;
}
