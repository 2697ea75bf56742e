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

/** The object store the `S3_*` variables describe; undefined (files on local disk) without `S3_BUCKET`. */
export function readS3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be given together');
  }
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim();
  const keyPrefix = env.S3_KEY_PREFIX?.trim().replace(/^\/+/, '') ?? '';
  return {
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    forcePathStyle: pathStyle ? pathStyle === 'true' || pathStyle === '1' : endpoint !== undefined,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    keyPrefix: keyPrefix && !keyPrefix.endsWith('/') ? `${keyPrefix}/` : keyPrefix,
  };
}
