import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStorage } from './media-storage';
import type { UrlSigner } from './url-signer';

/** The path the app serves local media from (features/reviews/media/file-routes.ts). */
export const LOCAL_MEDIA_PATH = '/api/media/files';

export interface LocalMediaStorage extends MediaStorage {
  readonly root: string;
  readonly signer: UrlSigner;
}

/** Media as files under `root` (DATA_DIR/uploads), handed out through our own signed URLs. */
export function createLocalStorage(
  root: string,
  signer: UrlSigner,
  warn: (message: string, err: unknown) => void,
): LocalMediaStorage {
  const scratch = path.join(root, '.incoming');
  const fileOf = (key: string) => path.join(root, ...key.split('/'));
  return {
    root,
    signer,
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
    signedUrl(key, ttlSeconds) {
      const { expires, signature } = signer.sign(key, ttlSeconds);
      return `${LOCAL_MEDIA_PATH}/${key}?expires=${expires}&signature=${signature}`;
    },
    async scratchDir() {
      await mkdir(scratch, { recursive: true, mode: 0o700 });
      return scratch;
    },
    async sweepScratch(maxAgeMs) {
      const entries = await readdir(scratch).catch(() => []);
      const cutoff = Date.now() - maxAgeMs;
      for (const entry of entries) {
        const dir = path.join(scratch, entry);
        const info = await stat(dir).catch(() => null);
        if (info && info.mtimeMs < cutoff) await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
