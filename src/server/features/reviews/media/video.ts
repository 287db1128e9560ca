import { stat } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { MEDIA_MSG } from '@shared/schemas/media';
import { unsupportedMediaType, unusable } from '../../../lib/errors';
import { FfmpegError, probeStreams, runFfmpeg, type ProbedStream } from '../../../lib/ffmpeg';
import type { VideoContainer } from './detect';

const PROBE_TIMEOUT_MS = 20_000;
const REMUX_TIMEOUT_MS = 120_000;

/** The demuxer ffmpeg is told to use: never left to guess from the bytes (decision 006). */
const DEMUXER: Record<VideoContainer, string> = { mp4: 'mov', mov: 'mov', webm: 'matroska' };

/**
 * Codecs whose frames carry nothing but picture and sound once the filters below have run.
 * Anything else is refused: Motion-JPEG frames, say, are JPEGs that keep their EXIF and GPS.
 */
const VIDEO_CODECS: Record<'mp4' | 'webm', readonly string[]> = {
  mp4: ['h264', 'hevc'],
  webm: ['vp8', 'vp9'],
};
const AUDIO_CODECS: Record<'mp4' | 'webm', readonly string[]> = {
  mp4: ['aac', 'mp3', 'pcm_s16le', 'pcm_s16be', 'pcm_s24le', 'pcm_s24be'],
  webm: ['opus', 'vorbis'],
};

/**
 * H.264 and HEVC carry free-form SEI messages inside the frames (drones and dashcams put GPS
 * there): every SEI unit is dropped. HEVC is tagged hvc1 so Safari plays it.
 */
const VIDEO_FILTERS: Record<string, string[]> = {
  h264: ['-bsf:v', 'filter_units=remove_types=6'],
  hevc: ['-bsf:v', 'filter_units=remove_types=39|40', '-tag:v', 'hvc1'],
};

const unreadable = () => unusable(MEDIA_MSG.videoUnreadable, 'unreadable_media');
const unsupportedCodec = () => unsupportedMediaType(MEDIA_MSG.videoCodecUnsupported);

interface Plan {
  video: ProbedStream;
  audio: ProbedStream | null;
  format: 'mp4' | 'mov' | 'webm';
  contentType: string;
}

function plan(container: VideoContainer, streams: ProbedStream[]): Plan {
  const family = container === 'webm' ? 'webm' : 'mp4';
  // Cover art is a "video" stream too (a JPEG, wherever the file puts it): the clip is the
  // first moving stream in a codec we take.
  const moving = streams.filter((s) => s.type === 'Video' && !s.attachedPicture);
  if (moving.length === 0) throw unreadable();
  const video = moving.find((s) => VIDEO_CODECS[family].includes(s.codec));
  if (!video) throw unsupportedCodec();
  const audio = streams.find((s) => s.type === 'Audio') ?? null;
  if (audio && !AUDIO_CODECS[family].includes(audio.codec)) throw unsupportedCodec();
  if (family === 'webm') return { video, audio, format: 'webm', contentType: 'video/webm' };
  // Camera PCM sound does not fit MP4; QuickTime holds it.
  return audio?.codec.startsWith('pcm_')
    ? { video, audio, format: 'mov', contentType: 'video/quicktime' }
    : { video, audio, format: 'mp4', contentType: 'video/mp4' };
}

/**
 * OPSEC (issue 4): a phone's video carries its location in container metadata (QuickTime ©xyz,
 * ISO 6709 keys), sometimes in a timed metadata track or in the frames. Only the first moving
 * video stream and the first audio stream are copied, bit for bit, into a new container, with
 * in-frame SEI dropped and no global, stream or chapter metadata carried over. A file that
 * would grow in the copy (frames referenced many times over) is refused.
 */
export async function remuxWithoutMetadata(
  ffmpeg: string,
  input: string,
  container: VideoContainer,
  outputBase: string,
  log: Pick<FastifyBaseLogger, 'info'>,
) {
  try {
    const streams = await probeStreams(ffmpeg, input, DEMUXER[container], PROBE_TIMEOUT_MS);
    const p = plan(container, streams);
    const file = `${outputBase}.${p.format}`;
    const inputBytes = (await stat(input)).size;
    // A copy is about as large as its source; far beyond that, something is repeating.
    const outputCap = inputBytes + Math.ceil(inputBytes / 10) + 1024 * 1024;
    await runFfmpeg(
      ffmpeg,
      [
        ...['-protocol_whitelist', 'file', '-f', DEMUXER[container], '-i', input],
        ...['-map', `0:${p.video.index}`, ...(p.audio ? ['-map', `0:${p.audio.index}`] : [])],
        ...['-c', 'copy', ...(VIDEO_FILTERS[p.video.codec] ?? [])],
        ...['-map_metadata', '-1', '-map_chapters', '-1', '-fflags', '+bitexact'],
        ...(p.format === 'webm' ? [] : ['-movflags', '+faststart']),
        ...['-fs', String(outputCap), '-f', p.format, '-y', file],
      ],
      REMUX_TIMEOUT_MS,
    );
    const bytes = (await stat(file)).size;
    if (bytes >= outputCap) throw unreadable();
    return { file, ext: p.format, contentType: p.contentType, bytes };
  } catch (err) {
    if (!(err instanceof FfmpegError)) throw err;
    // What ffmpeg said goes to the log: it tells a damaged file from a broken FFMPEG_PATH.
    log.info({ ffmpeg: err.message }, 'video refused: ffmpeg could not process it');
    throw unreadable();
  }
}
