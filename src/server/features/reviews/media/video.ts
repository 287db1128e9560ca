import { MEDIA_MSG } from '@shared/schemas/media';
import { AppError } from '../../../lib/errors';
import { FfmpegError, runFfmpeg } from '../../../lib/ffmpeg';
import type { VideoContainer } from './detect';

const REMUX_TIMEOUT_MS = 120_000;

/** The demuxer ffmpeg is told to use: never left to guess from the bytes (decision 006). */
const DEMUXER: Record<VideoContainer, string> = { mp4: 'mov', mov: 'mov', webm: 'matroska' };

interface Output {
  format: string;
  ext: 'mp4' | 'mov' | 'webm';
  contentType: string;
  flags: string[];
}

const MP4: Output = {
  format: 'mp4',
  ext: 'mp4',
  contentType: 'video/mp4',
  flags: ['-movflags', '+faststart'],
};
// Codecs MP4 cannot hold (PCM audio from some cameras) stay in QuickTime.
const MOV: Output = {
  format: 'mov',
  ext: 'mov',
  contentType: 'video/quicktime',
  flags: ['-movflags', '+faststart'],
};
const WEBM: Output = { format: 'webm', ext: 'webm', contentType: 'video/webm', flags: [] };

/**
 * OPSEC (issue 4): a phone's video carries its location in container metadata (QuickTime ©xyz,
 * ISO 6709 keys) and sometimes in a timed metadata track. The streams are copied into a new
 * container bit for bit, without re-encoding: only the first video and first audio stream are
 * kept, and no global, stream or chapter metadata is carried over.
 */
export async function remuxWithoutMetadata(
  ffmpeg: string,
  input: string,
  container: VideoContainer,
  outputBase: string,
) {
  const outputs = container === 'webm' ? [WEBM] : [MP4, MOV];
  for (const out of outputs) {
    const file = `${outputBase}.${out.ext}`;
    try {
      await runFfmpeg(
        ffmpeg,
        [
          ...['-protocol_whitelist', 'file', '-f', DEMUXER[container], '-i', input],
          ...['-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy'],
          ...['-map_metadata', '-1', '-map_chapters', '-1', '-fflags', '+bitexact'],
          ...out.flags,
          ...['-f', out.format, '-y', file],
        ],
        REMUX_TIMEOUT_MS,
      );
      return { file, ext: out.ext, contentType: out.contentType };
    } catch (err) {
      if (!(err instanceof FfmpegError)) throw err;
    }
  }
  throw new AppError(400, 'unreadable_media', MEDIA_MSG.videoUnreadable);
}
