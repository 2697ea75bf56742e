import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Client } from '../../cms/storage/s3FileStore';
import type { S3Settings } from '../../cms/storage/s3Settings';

export interface TestS3Server {
  /** What a CMS is given to keep its files in the server's bucket. */
  settings: S3Settings;
  /** Every key in the bucket. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

const BUCKET = 'cms-files';

/** A real S3-compatible server (s3rver) on a loopback port, with an empty bucket, its objects in a temporary folder. */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    keyPrefix: 'site/',
  };
  const client = createS3Client(settings);
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  return {
    settings,
    async keys() {
      const page = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (page.Contents ?? []).map((object) => object.Key!);
    },
    async close() {
      client.destroy();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
