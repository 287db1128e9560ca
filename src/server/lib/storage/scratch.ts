import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * A private directory for uploads being received and cleaned. It is on this machine's disk
 * whichever backend keeps the finished files: sharp and ffmpeg work on local files.
 */
export function createScratchArea(dir: string) {
  return {
    async scratchDir() {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      return dir;
    },
    async sweepScratch(maxAgeMs: number) {
      const entries = await readdir(dir).catch(() => []);
      const cutoff = Date.now() - maxAgeMs;
      for (const entry of entries) {
        const work = path.join(dir, entry);
        const info = await stat(work).catch(() => null);
        if (info && info.mtimeMs < cutoff) await rm(work, { recursive: true, force: true });
      }
    },
  };
}
