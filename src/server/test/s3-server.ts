import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings, StorageConfig } from '../config';
import { createS3Client } from '../lib/storage/s3-client';

/**
 * A local S3 (s3rver) on a free port with its own directory, holding one bucket. What it does
 * and does not check is in decision 009. `client` reads the bucket behind the app's back.
 */
export async function startS3Server({ prefix = 'br-test/' } = {}) {
  const directory = await mkdtemp(path.join(tmpdir(), 'br-s3rver-'));
  const bucket = 'media';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    // s3rver's one account; it checks the key id, not the signature.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    prefix,
  };
  const client = createS3Client(settings, () => undefined);
  return {
    settings,
    storage: { kind: 's3', ...settings } satisfies StorageConfig,
    client,
    /** An object's bytes and type by its storage key (the prefix is added), or null. */
    async read(key: string) {
      try {
        const out = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: `${prefix}${key}` }),
        );
        return {
          contentType: out.ContentType,
          bytes: Buffer.from(await out.Body!.transformToByteArray()),
        };
      } catch (err) {
        if ((err as Error).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    /** Every key in the bucket, as stored (with the prefix). */
    async keys() {
      const out = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (out.Contents ?? []).map((o) => o.Key!).sort();
    },
    close: async () => {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type S3TestServer = Awaited<ReturnType<typeof startS3Server>>;
