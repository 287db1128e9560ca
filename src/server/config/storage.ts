import { z } from 'zod';
import { ConfigError } from './config-error';
import { blankAsUnset, optionalText } from './env-fields';

/** Where cleaned media live: DATA_DIR/uploads, or an S3-compatible bucket (decision 009). */
export const ZStorageEnv = z.object({
  STORAGE: z.preprocess(
    blankAsUnset,
    z.enum(['local', 's3'], 'must be local or s3').default('local'),
  ),
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(/^[\w.-]{3,255}$/, 'must be a bucket name (not a URL)')
      .optional(),
  ),
  S3_REGION: z.preprocess(blankAsUnset, z.string().default('us-east-1')),
  /** MinIO, R2, Ceph, s3rver …: their endpoint URL; AWS's regional endpoint when unset. */
  S3_ENDPOINT: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  S3_FORCE_PATH_STYLE: z.preprocess(
    blankAsUnset,
    z.enum(['true', 'false'], 'must be true or false').default('false'),
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  S3_PREFIX: optionalText.pipe(
    z
      .string()
      .regex(/^[\w./-]{1,200}$/, 'may hold letters, digits and . _ - / only')
      .optional(),
  ),
});

/** An S3-compatible bucket the media live in (lib/storage/s3-storage.ts). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** For S3-compatible services; AWS's regional endpoint when undefined. */
  endpoint: string | undefined;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO and s3rver want it). */
  forcePathStyle: boolean;
  /** Static keys; undefined leaves them to the SDK's default chain (env, profile, role …). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Put before every key: '' or a path ending in '/'. */
  prefix: string;
}

export type StorageConfig = { kind: 'local' } | ({ kind: 's3' } & S3Settings);
/** The storage settings, with the combinations one variable alone cannot check. */
export function storageConfig(e: z.infer<typeof ZStorageEnv>): StorageConfig {
  if (e.STORAGE === 'local') {
    // A bucket named but not switched on would leave media on one machine's disk unnoticed.
    if (e.S3_BUCKET) {
      throw new ConfigError(
        'Invalid configuration: S3_BUCKET is set but STORAGE is not s3; set STORAGE=s3 to keep media in the bucket, or unset S3_BUCKET',
      );
    }
    return { kind: 'local' };
  }
  if (!e.S3_BUCKET) {
    throw new ConfigError('Invalid configuration: STORAGE=s3 needs S3_BUCKET (the bucket name)');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither to use the AWS default credential chain',
    );
  }
  const prefix = (e.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '');
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    prefix: prefix ? `${prefix}/` : '',
  };
}
