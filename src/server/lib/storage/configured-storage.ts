import path from 'node:path';
import type { AppConfig } from '../../config';
import { createLocalStorage } from './local-storage';
import type { MediaStorage } from './media-storage';
import { checkBucket, createS3Client } from './s3-client';
import { createS3Storage } from './s3-storage';
import type { UrlSigner } from './url-signer';

/**
 * The storage STORAGE names: DATA_DIR/uploads, or the S3 bucket, checked before the app
 * starts so a wrong bucket or key stops the start with a clear message (decision 009).
 */
export async function createConfiguredStorage(
  config: AppConfig,
  signer: UrlSigner,
  warn: (message: string, err: unknown) => void,
): Promise<MediaStorage> {
  if (config.storage.kind === 'local') {
    return createLocalStorage(path.join(config.dataDir, 'uploads'), signer, warn);
  }
  const settings = config.storage;
  const client = createS3Client(settings, (message) => warn(message, undefined));
  try {
    await checkBucket(client, settings);
  } catch (err) {
    client.destroy();
    throw err;
  }
  return createS3Storage({
    client,
    bucket: settings.bucket,
    prefix: settings.prefix,
    scratchDir: path.join(config.dataDir, '.incoming'),
    signer,
    warn,
  });
}
