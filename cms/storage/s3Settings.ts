/** Where an S3-compatible object store keeps the CMS's files; read from the `S3_*` variables. */
export interface S3Settings {
  bucket: string;
  /** The store's address (MinIO, Ceph, a cloud's S3-compatible service); AWS's own when undefined. */
  endpoint: string | undefined;
  region: string;
  /** Keys as `endpoint/bucket/key` rather than `bucket.endpoint/key`; most self-hosted stores need it. */
  forcePathStyle: boolean;
  /** Both or neither: without them the SDK's own chain (environment, instance role) applies. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Put before every key, so several sites (or environments) can share one bucket. */
  keyPrefix: string;
}

/**
 * The object store the `S3_*` variables describe; undefined (files on local disk) without
 * `S3_BUCKET`. Another set of variables named alike with another prefix (`BACKUP_S3_*`) describes
 * another store.
 */
export function readS3Settings(env: NodeJS.ProcessEnv, prefix = 'S3_'): S3Settings | undefined {
  const read = (name: string) => env[`${prefix}${name}`]?.trim();
  const bucket = read('BUCKET');
  if (!bucket) return undefined;
  const endpoint = read('ENDPOINT') || undefined;
  const accessKeyId = read('ACCESS_KEY_ID');
  const secretAccessKey = read('SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error(`${prefix}ACCESS_KEY_ID and ${prefix}SECRET_ACCESS_KEY must be given together`);
  }
  const pathStyle = read('FORCE_PATH_STYLE');
  const keyPrefix = read('KEY_PREFIX')?.replace(/^\/+/, '') ?? '';
  return {
    bucket,
    endpoint,
    region: read('REGION') || 'us-east-1',
    forcePathStyle: pathStyle ? pathStyle === 'true' || pathStyle === '1' : endpoint !== undefined,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    keyPrefix: keyPrefix && !keyPrefix.endsWith('/') ? `${keyPrefix}/` : keyPrefix,
  };
}
