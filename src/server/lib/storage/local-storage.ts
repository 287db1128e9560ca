import { copyFile, mkdir, open, rename, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { resolveRange } from './byte-range';
import type { MediaStorage, OpenedFile } from './media-storage';
import { signedMediaUrl } from './media-url';
import { createScratchArea } from './scratch';
import type { UrlSigner } from './url-signer';

/** Media as files under `root` (DATA_DIR/uploads), handed out through our own signed URLs. */
export function createLocalStorage(
  root: string,
  signer: UrlSigner,
  warn: (message: string, err: unknown) => void,
): MediaStorage {
  const fileOf = (key: string) => path.join(root, ...key.split('/'));
  return {
    ...createScratchArea(path.join(root, '.incoming')),
    async save(key, sourceFile) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(sourceFile, target);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        await copyFile(sourceFile, target);
        await rm(sourceFile, { force: true });
      }
    },
    async remove(keys) {
      const results = await Promise.allSettled(keys.map((key) => rm(fileOf(key), { force: true })));
      results.forEach((r, i) => {
        if (r.status === 'rejected') warn(`could not remove media file ${keys[i]}`, r.reason);
      });
    },
    signedUrl: (key, ttlSeconds) => signedMediaUrl(signer, key, ttlSeconds),
    async open(key, range): Promise<OpenedFile> {
      // One handle for the size and the bytes, so a removal in between cannot split them.
      let handle: FileHandle;
      try {
        handle = await open(fileOf(key), 'r');
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR')
          return { status: 'missing' };
        throw err;
      }
      const info = await handle.stat();
      const span = range ? resolveRange(range, info.size) : null;
      if (!info.isFile() || (range && !span)) {
        await handle.close();
        return info.isFile() ? { status: 'unsatisfiable', size: info.size } : { status: 'missing' };
      }
      return {
        status: 'found',
        file: {
          body: handle.createReadStream(span ? { start: span.start, end: span.end } : {}),
          size: info.size,
          span,
          // The validator @fastify/send gave these files before, so caches keep matching.
          etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
          lastModified: info.mtime,
        },
      };
    },
    close() {},
  };
}
