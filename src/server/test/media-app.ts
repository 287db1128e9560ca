import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppDeps } from '../app';
import type { AppConfig } from '../config';
import { resolveFfmpeg } from '../lib/ffmpeg';
import { startTestApp, type TestApp } from './harness';
import type { Caller } from './requests';
import { multipart } from './media-corpus';

/** A test app whose uploads land in a temporary data directory, removed on close. */
export async function startMediaTestApp(overrides: Partial<AppConfig> = {}, deps: AppDeps = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'br-media-'));
  const ffmpegPath = resolveFfmpeg(undefined);
  if (!ffmpegPath) throw new Error('the packaged ffmpeg is missing: run npm install');
  const t = await startTestApp({ dataDir, ffmpegPath, ...overrides }, deps);
  return {
    ...t,
    ffmpegPath,
    uploadsDir: path.join(dataDir, 'uploads'),
    close: async () => {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** POST /api/media with one file, as a browser's FormData sends it. */
export async function uploadAs(
  t: TestApp,
  member: Caller,
  name: string,
  type: string,
  data: Buffer,
) {
  const { payload, contentType } = await multipart([{ name, type, data }]);
  return t.as(member, { headers: { 'content-type': contentType } }).post('/api/media', payload);
}
