import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { ConfigError, type S3Settings } from '../../config';

/** A bucket that does not answer within this long at start-up is reported, not waited for. */
const BUCKET_CHECK_TIMEOUT_MS = 20_000;

/** The SDK client for our bucket, set up to work with S3-compatible services too. */
export function createS3Client(settings: S3Settings, warn: (message: string) => void): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // The SDK's default since 2025 streams uploads as aws-chunked bodies with a CRC trailer,
    // which several S3-compatible stores do not decode (s3rver stores the framing as the
    // file's bytes). Checksums are then sent only where the API requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      // An unreachable endpoint fails an upload or a read in seconds, not minutes. No read
      // timeout: a video proxied to a paused player may rightly sit idle.
      connectionTimeout: 5_000,
      // Each media response being streamed holds one connection for as long as its client
      // reads; the SDK's default of 50 would queue the 51st viewer behind the others.
      httpAgent: { keepAlive: true, maxSockets: 256 },
      httpsAgent: { keepAlive: true, maxSockets: 256 },
    },
    logger: {
      debug: () => undefined,
      info: () => undefined,
      warn: (...content: unknown[]) => warn(`S3 client: ${content.map(String).join(' ')}`),
      error: (...content: unknown[]) => warn(`S3 client: ${content.map(String).join(' ')}`),
    },
  });
}

/**
 * Start-up check: a missing bucket, wrong credentials or endpoint are said once, clearly, before
 * the first member's upload fails on them. HeadBucket needs s3:ListBucket on the bucket, which
 * also makes a missing object a 404 rather than a 403 (decision 009).
 */
export async function checkBucket(client: S3Client, settings: S3Settings): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }), {
      abortSignal: AbortSignal.timeout(BUCKET_CHECK_TIMEOUT_MS),
    });
  } catch (err) {
    const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const where = settings.endpoint ?? `AWS region ${settings.region}`;
    const reason =
      status === 404
        ? 'it does not exist'
        : status === 403 || status === 401
          ? 'access denied (check the credentials, and that they may s3:ListBucket on it)'
          : (err as Error).message || (err as Error).name;
    throw new ConfigError(
      `Media storage: S3 bucket "${settings.bucket}" at ${where} is not usable: ${reason}. ` +
        'Check S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_FORCE_PATH_STYLE and the credentials.',
    );
  }
}
