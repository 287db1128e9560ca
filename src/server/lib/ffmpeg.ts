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

interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
}

/** Runs ffmpeg without a shell, killed after `timeoutMs`; stderr kept up to `stderrCap`. */
function spawnFfmpeg(
  binary: string,
  args: readonly string[],
  timeoutMs: number,
  stderrCap: number,
) {
  return new Promise<Finished>((resolve, reject) => {
    const child = spawn(binary, ['-nostdin', '-hide_banner', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: timeoutMs,
      killSignal: 'SIGKILL',
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < stderrCap) stderr += chunk.toString();
    });
    child.on('error', (err) => reject(new FfmpegError(err.message)));
    child.on('close', (code, signal) => resolve({ code, signal, stderr }));
  });
}

/** Runs ffmpeg with `args`; rejects on a non-zero exit (with ffmpeg's own words) or a timeout. */
export async function runFfmpeg(binary: string, args: readonly string[], timeoutMs: number) {
  const done = await spawnFfmpeg(binary, ['-loglevel', 'error', ...args], timeoutMs, 4000);
  if (done.signal) throw new FfmpegError(`ffmpeg killed by ${done.signal}`);
  if (done.code !== 0) throw new FfmpegError(done.stderr.trim() || `ffmpeg exit ${done.code}`);
}

export interface ProbedStream {
  index: number;
  type: 'Video' | 'Audio' | 'Data' | 'Subtitle' | 'Attachment';
  codec: string;
  /** Cover art: a still picture stored as a video stream. */
  attachedPicture: boolean;
}

const STREAM_LINE =
  /^\s*Stream #0:(\d+)(?:\[0x[\da-f]+\])?(?:\([^)]*\))?: (Video|Audio|Data|Subtitle|Attachment): ([\w-]+)(.*)$/gm;

/**
 * The streams ffmpeg finds in `input` read with `demuxer`. ffmpeg given no output lists them
 * on stderr and exits non-zero; that listing ("Stream #0:1(und): Audio: aac …") has kept its
 * shape for many releases and is all that is read here.
 */
export async function probeStreams(
  binary: string,
  input: string,
  demuxer: string,
  timeoutMs: number,
): Promise<ProbedStream[]> {
  const done = await spawnFfmpeg(
    binary,
    ['-protocol_whitelist', 'file', '-f', demuxer, '-i', input],
    timeoutMs,
    64_000,
  );
  if (done.signal) throw new FfmpegError(`ffmpeg killed by ${done.signal}`);
  return [...done.stderr.matchAll(STREAM_LINE)].map((m) => ({
    index: Number(m[1]),
    type: m[2] as ProbedStream['type'],
    codec: m[3]!,
    attachedPicture: m[4]!.includes('(attached pic)'),
  }));
}

/** `ffmpeg -version` answers: the binary exists and runs. */
export async function ffmpegRuns(binary: string) {
  try {
    const done = await spawnFfmpeg(binary, ['-version'], 10_000, 1000);
    return done.code === 0 ? null : done.stderr.trim() || `exit ${done.code}`;
  } catch (err) {
    return (err as Error).message;
  }
}
