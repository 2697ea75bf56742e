import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { BackupError } from './backupError';
import { keyFor, type BackupKey, type BackupKeyRing } from './backupKeys';

/**
 * A snapshot file: a header, the archive encrypted with AES-256-GCM, and GCM's tag.
 *
 *   bytes 0–7    "YZCMSBK\n" (what the file is)
 *   byte  8      format version, 1
 *   bytes 9–16   the key's id (backupKeys.ts), so a wrong key is named before anything is decrypted
 *   bytes 17–28  the IV, random for each snapshot
 *   then         the archive, encrypted
 *   last 16      the authentication tag, over the header (as additional data) and the archive
 */
const MAGIC = Buffer.from('YZCMSBK\n', 'latin1');
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + 1 + 8 + IV_BYTES;

export const DAMAGED = 'the snapshot is damaged or was altered (its authentication failed); nothing was restored';

/** Encrypts what passes through it, the header first and the tag last: a pipeline stage. */
export function encryptingWith(key: BackupKey) {
  return async function* (source: AsyncIterable<Buffer>) {
    const iv = randomBytes(IV_BYTES);
    const header = Buffer.concat([MAGIC, Buffer.from([VERSION]), key.id, iv]);
    const cipher = createCipheriv('aes-256-gcm', key.key, iv);
    cipher.setAAD(header);
    yield header;
    for await (const chunk of source) yield cipher.update(chunk);
    yield cipher.final();
    yield cipher.getAuthTag();
  };
}

/**
 * The archive of the snapshot `file`, decrypted as it is read. The tag is checked when the stream
 * ends: it fails with {@link DAMAGED} there if a single byte differs, so nothing read from it may be
 * trusted before it ended well.
 */
export async function decryptedArchive(file: string, ring: BackupKeyRing): Promise<Readable> {
  const handle = await fs.open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(`cannot read the snapshot ${file}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`);
  });
  let header: Buffer;
  let tag: Buffer;
  let size: number;
  try {
    ({ size } = await handle.stat());
    if (size <= HEADER_BYTES + TAG_BYTES) throw new BackupError(`${file} is not a snapshot (too short)`);
    header = Buffer.alloc(HEADER_BYTES);
    tag = Buffer.alloc(TAG_BYTES);
    await handle.read(header, 0, HEADER_BYTES, 0);
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await handle.close();
  }
  if (!header.subarray(0, MAGIC.length).equals(MAGIC)) throw new BackupError(`${file} is not a snapshot of this CMS (or its header is damaged)`);
  const version = header[MAGIC.length];
  if (version !== VERSION) throw new BackupError(`${file} is a snapshot of format ${version}, which this version cannot read`);
  const key = keyFor(ring, header.subarray(MAGIC.length + 1, MAGIC.length + 9));
  const decipher = createDecipheriv('aes-256-gcm', key.key, header.subarray(MAGIC.length + 9));
  decipher.setAAD(header);
  decipher.setAuthTag(tag);
  const encrypted = createReadStream(file, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 });
  return Readable.from(
    (async function* () {
      for await (const chunk of encrypted) yield decipher.update(chunk as Buffer);
      try {
        yield decipher.final();
      } catch {
        throw new BackupError(DAMAGED);
      }
    })(),
  );
}
