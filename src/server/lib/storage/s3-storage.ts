import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import {
  parseContentRange,
  rangeHeaderOf,
  resolveRange,
  type ByteRangeRequest,
  type ByteSpan,
} from './byte-range';
import { contentTypeOfKey } from './content-types';
import type { MediaStorage, OpenedFile } from './media-storage';
import { signedMediaUrl } from './media-url';
import { createScratchArea } from './scratch';
import type { UrlSigner } from './url-signer';

/** DeleteObjects takes at most this many keys per call. */
const DELETE_BATCH = 1000;
/** Uploads are retried here, not by the SDK, which cannot rewind a file stream. */
const SAVE_ATTEMPTS = 3;

export interface S3StorageOptions {
  client: S3Client;
  bucket: string;
  /** '' or a path ending in '/', put before every key. */
  prefix: string;
  /** Local scratch space for uploads being cleaned (DATA_DIR/.incoming). */
  scratchDir: string;
  signer: UrlSigner;
  warn: (message: string, err: unknown) => void;
}

interface SdkError {
  name?: string;
  $metadata?: { httpStatusCode?: number };
  ActualObjectSize?: string | number;
}
const statusOf = (err: unknown) => (err as SdkError).$metadata?.httpStatusCode;
const isMissing = (err: unknown) =>
  ['NoSuchKey', 'NotFound'].includes((err as SdkError).name ?? '') || statusOf(err) === 404;

/**
 * Media as objects in an S3-compatible bucket. The browser never talks to the bucket: it gets
 * our own signed URLs, and file-routes.ts streams the object through `open` (decision 009).
 */
export function createS3Storage(options: S3StorageOptions): MediaStorage {
  const { client, bucket, prefix, signer, warn } = options;
  const Bucket = bucket;
  const objectKey = (key: string) => `${prefix}${key}`;

  /** The object's size, or null when there is none. */
  async function sizeOf(key: string): Promise<number | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
      return head.ContentLength ?? 0;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async function read(key: string, span: { start: number; end?: number } | null) {
    const out = await client.send(
      new GetObjectCommand({
        Bucket,
        Key: objectKey(key),
        Range: span ? rangeHeaderOf(span) : undefined,
      }),
    );
    // A store may answer a ranged read with the whole object; then the whole is what we send.
    const ranged = span ? parseContentRange(out.ContentRange) : null;
    const size = ranged?.size ?? out.ContentLength;
    if (size === undefined) throw new Error(`S3 sent no length for ${key}`);
    const served: ByteSpan | null = ranged ? { start: ranged.start, end: ranged.end } : null;
    return {
      status: 'found' as const,
      file: {
        body: out.Body as Readable,
        size,
        span: served,
        etag: out.ETag ?? `"${size.toString(16)}"`,
        lastModified: out.LastModified ?? new Date(0),
      },
    };
  }

  return {
    ...createScratchArea(options.scratchDir),
    async save(key, sourceFile) {
      const { size } = await stat(sourceFile);
      for (let attempt = 1; ; attempt += 1) {
        try {
          await client.send(
            new PutObjectCommand({
              Bucket,
              Key: objectKey(key),
              Body: createReadStream(sourceFile),
              ContentLength: size,
              ContentType: contentTypeOfKey(key),
            }),
          );
          break;
        } catch (err) {
          const status = statusOf(err);
          const refused = status !== undefined && status >= 400 && status < 500;
          if (refused || attempt >= SAVE_ATTEMPTS) throw err;
          await sleep(200 * 4 ** (attempt - 1));
        }
      }
      await rm(sourceFile, { force: true });
    },
    async remove(keys) {
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const batch = keys.slice(i, i + DELETE_BATCH);
        try {
          const out = await client.send(
            new DeleteObjectsCommand({
              Bucket,
              Delete: { Objects: batch.map((key) => ({ Key: objectKey(key) })), Quiet: true },
            }),
          );
          for (const failed of out.Errors ?? []) {
            warn(
              `could not remove media object ${failed.Key}`,
              `${failed.Code}: ${failed.Message}`,
            );
          }
        } catch (err) {
          warn(`could not remove ${batch.length} media objects (${batch[0]} …)`, err);
        }
      }
    },
    signedUrl: (key, ttlSeconds) => signedMediaUrl(signer, key, ttlSeconds),
    async open(key, range?: ByteRangeRequest): Promise<OpenedFile> {
      let span: { start: number; end?: number } | null = null;
      if (range && 'suffix' in range) {
        // Stores differ on "the last N bytes" (s3rver reads `-N` as `0-N`), so it becomes an
        // absolute range once the size is known: one more round trip, for a rare request.
        const size = await sizeOf(key);
        if (size === null) return { status: 'missing' };
        span = resolveRange(range, size);
        if (!span) return { status: 'unsatisfiable', size };
      } else if (range) {
        span = range;
      }
      try {
        return await read(key, span);
      } catch (err) {
        if (isMissing(err)) return { status: 'missing' };
        if ((err as SdkError).name !== 'InvalidRange' && statusOf(err) !== 416) throw err;
        // S3 says how large the object is in the error; a store that does not is asked.
        const size = Number((err as SdkError).ActualObjectSize ?? NaN);
        const known = Number.isSafeInteger(size) ? size : await sizeOf(key);
        return known === null ? { status: 'missing' } : { status: 'unsatisfiable', size: known };
      }
    },
    close: () => client.destroy(),
  };
}
