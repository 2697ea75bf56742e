import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

export interface Certificate {
  certificateFile: string;
  keyFile: string;
  /** The certificate in PEM, for a client to trust it. */
  pem: string;
}

/** A self-signed certificate for 127.0.0.1 (and localhost) made by openssl, valid a day, written into `dir`. */
export async function selfSignedCertificate(dir: string): Promise<Certificate> {
  const certificateFile = path.join(dir, 'fullchain.pem');
  const keyFile = path.join(dir, 'privkey.pem');
  await promisify(execFile)('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
    '-keyout', keyFile, '-out', certificateFile,
  ]);
  return { certificateFile, keyFile, pem: await fs.readFile(certificateFile, 'utf8') };
}
