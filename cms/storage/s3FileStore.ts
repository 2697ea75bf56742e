import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FileStore, StoredFileEntry } from './fileStore';
import type { S3Settings } from './s3Settings';

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // The SDK's default adds CRC checksums to every upload and checks them on downloads, which
    // many S3-compatible stores reject or do not send; S3 itself needs them only for a few calls.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/**
 * Files under `<keyPrefix><area>/` of one bucket. An object appears whole once its upload is
 * acknowledged or not at all, so there is no partial state to mark.
 */
export function createS3FileStore(client: S3Client, settings: S3Settings, area: string): FileStore {
  const { bucket } = settings;
  const folder = `${settings.keyPrefix}${area}/`;
  const key = (name: string) => `${folder}${name}`;
  const get = async (name: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: key(name) }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  return {
    async put(name, bytes) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key(name), Body: bytes, ContentLength: bytes.length }));
    },
    async read(name) {
      const object = await get(name);
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    },
    async open(name) {
      const object = await get(name);
      if (!object?.Body) return null;
      // In Node the SDK hands the response body over as a readable stream.
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(name) }));
    },
    async list() {
      const entries: StoredFileEntry[] = [];
      // The first version of the listing call, paged by the last key seen: every S3-compatible
      // store implements it alike, while some cannot page the second version's opaque tokens.
      let marker: string | undefined;
      for (;;) {
        const page = await client.send(new ListObjectsCommand({ Bucket: bucket, Prefix: folder, Marker: marker }));
        const objects = page.Contents ?? [];
        for (const object of objects) {
          const name = object.Key?.slice(folder.length);
          // An entry without a date counts as just written: the orphan sweep leaves it for later.
          if (name && !name.includes('/')) entries.push({ name, modifiedMs: object.LastModified?.getTime() ?? Date.now() });
        }
        marker = objects.at(-1)?.Key;
        if (!page.IsTruncated || !marker) break;
      }
      return entries;
    },
  };
}
