// Upload cleaning costs: re-encoding a phone-sized photo and remuxing a video, as POST
// /api/media does them (decision 006). Figures only.
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { cleanPhoto } from '../src/server/features/reviews/media/photo';
import { remuxWithoutMetadata } from '../src/server/features/reviews/media/video';
import { resolveFfmpeg, runFfmpeg } from '../src/server/lib/ffmpeg';
import { bytes, heading, ms, percentile, table } from './stats';

const RUNS = 5;

export interface MediaResult {
  photo: { inBytes: number; outBytes: number; p50: number };
  video: { inBytes: number; outBytes: number; p50: number } | null;
}

async function timed(run: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return percentile(samples, 50);
}

export async function runMedia(): Promise<MediaResult> {
  const dir = await mkdtemp(path.join(tmpdir(), 'br-bench-media-'));
  try {
    // A 12 MP photo with texture, so the encoder has real work (a flat colour would not).
    const noise = Buffer.alloc(400 * 300 * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919) % 251;
    const photo = path.join(dir, 'phone.jpg');
    await writeFile(
      photo,
      await sharp(noise, { raw: { width: 400, height: 300, channels: 3 } })
        .resize(4000, 3000, { kernel: 'cubic' })
        .jpeg({ quality: 90 })
        .toBuffer(),
    );
    const photoOut = path.join(dir, 'out.webp');
    const photoP50 = await timed(() => cleanPhoto(photo, photoOut, path.join(dir, 'thumb.webp')));
    const result: MediaResult = {
      photo: {
        inBytes: (await stat(photo)).size,
        outBytes: (await stat(photoOut)).size,
        p50: photoP50,
      },
      video: null,
    };

    const ffmpeg = resolveFfmpeg(process.env.FFMPEG_PATH);
    if (ffmpeg) {
      const clip = path.join(dir, 'clip.mp4');
      await runFfmpeg(
        ffmpeg,
        [
          ...['-f', 'lavfi', '-i', 'testsrc2=duration=20:size=1920x1080:rate=30'],
          ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '8M', '-y', clip],
        ],
        300_000,
      );
      let out = '';
      const videoP50 = await timed(async () => {
        out = (await remuxWithoutMetadata(ffmpeg, clip, 'mp4', path.join(dir, 'clean'), console))
          .file;
      });
      result.video = {
        inBytes: (await stat(clip)).size,
        outBytes: (await stat(out)).size,
        p50: videoP50,
      };
    }

    heading('Media cleaning (POST /api/media)');
    const rows = [
      [
        'photo 4000×3000 JPEG → 2048 WebP + thumbnail',
        bytes(result.photo.inBytes),
        bytes(result.photo.outBytes),
        `${ms(result.photo.p50)} ms`,
      ],
      result.video
        ? [
            'video 20 s 1080p MP4 → remuxed MP4',
            bytes(result.video.inBytes),
            bytes(result.video.outBytes),
            `${ms(result.video.p50)} ms`,
          ]
        : ['video', '-', '-', 'no ffmpeg'],
    ];
    console.log(table(['file', 'in', 'out', `p50 of ${RUNS}`], rows));
    return result;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
