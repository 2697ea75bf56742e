import { createHash } from 'node:crypto';

/** A pipeline stage that passes bytes on unchanged, counting them and hashing them with SHA-256. */
export function hashingTap() {
  const hash = createHash('sha256');
  let bytes = 0;
  return {
    stage: async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        bytes += chunk.length;
        yield chunk;
      }
    },
    /** Once the stage ended: how many bytes passed, and their SHA-256 in hexadecimal. */
    result: () => ({ bytes, sha256: hash.digest('hex') }),
  };
}
