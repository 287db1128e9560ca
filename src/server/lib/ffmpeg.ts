import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * The ffmpeg binary: FFMPEG_PATH when set (e.g. Debian's /usr/bin/ffmpeg, kept up to date by
 * the system), else the static build the @ffmpeg-installer package ships. Null when neither
 * exists, and video uploads are then refused (decision 006).
 */
export function resolveFfmpeg(configured: string | undefined): string | null {
  if (configured) return configured;
  try {
    const require = createRequire(import.meta.url);
    return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    return null;
  }
}

export class FfmpegError extends Error {}

/** Runs ffmpeg with `args`; rejects on a non-zero exit or after `timeoutMs`. */
export function runFfmpeg(binary: string, args: readonly string[], timeoutMs: number) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(binary, ['-nostdin', '-hide_banner', '-loglevel', 'error', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: timeoutMs,
      killSignal: 'SIGKILL',
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString();
    });
    child.on('error', (err) => reject(new FfmpegError(err.message)));
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new FfmpegError(signal ? `ffmpeg killed by ${signal}` : stderr.trim()));
    });
  });
}
