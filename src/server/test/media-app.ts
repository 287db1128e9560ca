import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../config';
import { resolveFfmpeg } from '../lib/ffmpeg';
import { asMember, ORIGIN, type Member } from './accounts';
import { startTestApp } from './harness';
import { multipart } from './media-corpus';

/** A test app whose uploads land in a temporary data directory, removed on close. */
export async function startMediaTestApp(overrides: Partial<AppConfig> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'br-media-'));
  const ffmpegPath = resolveFfmpeg(undefined);
  if (!ffmpegPath) throw new Error('the packaged ffmpeg is missing: run npm install');
  const t = await startTestApp({ dataDir, ffmpegPath, ...overrides });
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

export type MediaTestApp = Awaited<ReturnType<typeof startMediaTestApp>>;

/** POST /api/media with one file, as a browser's FormData sends it. */
export async function uploadAs(
  t: MediaTestApp,
  member: Member | null,
  name: string,
  type: string,
  data: Buffer,
) {
  const { payload, contentType } = await multipart([{ name, type, data }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/media',
    headers: { ...ORIGIN, ...asMember(member), 'content-type': contentType },
    payload,
  });
}
