import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { Encoder } from 'cbor-x';

const cbor = new Encoder({ useRecords: false, mapsAsObjects: false });
const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();
const counter = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

/** User present and verified; with attested credential data when the key is new. */
const FLAGS = { assertion: 0x05, attestation: 0x45 } as const;

/**
 * A WebAuthn authenticator in the test process, as a browser and a platform authenticator would
 * answer: an ES256 key pair per credential, `none` attestation, a signature counter. It lets the
 * CMS's tests register and use passkeys on both engines without a browser (the end-to-end test
 * uses Chromium's virtual authenticator instead).
 */
export class SoftAuthenticator {
  private readonly credentials = new Map<string, { privateKey: KeyObject; signCount: number }>();

  constructor(private readonly origin: string) {}

  private readonly rpIdHash = () => sha256(new URL(this.origin).hostname);

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string): string {
    return JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false });
  }

  /** What `startRegistration` answers for these options (the challenge is all it reads of them). */
  register(options: { challenge: string }) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = new Map<number, number | Buffer>([
      [1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const credentialId = randomBytes(32);
    const length = Buffer.alloc(2);
    length.writeUInt16BE(credentialId.length);
    const authData = Buffer.concat([
      this.rpIdHash(), Buffer.from([FLAGS.attestation]), counter(0), Buffer.alloc(16), length, credentialId, cbor.encode(coseKey),
    ]);
    const id = b64url(credentialId);
    this.credentials.set(id, { privateKey, signCount: 0 });
    return {
      id,
      rawId: id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64url(cbor.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]))),
        transports: ['internal'],
      },
    };
  }

  /** What `startAuthentication` answers: an assertion by `credentialId` for the challenge. */
  assert(options: { challenge: string }, credentialId: string) {
    const credential = this.credentials.get(credentialId);
    if (!credential) throw new Error(`no credential ${credentialId}`);
    credential.signCount += 1;
    const authenticatorData = Buffer.concat([this.rpIdHash(), Buffer.from([FLAGS.assertion]), counter(credential.signCount)]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: credentialId,
      rawId: credentialId,
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authenticatorData), signature: b64url(signature) },
    };
  }
}
