import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { runFfmpeg } from '../lib/ffmpeg';

// The hostile upload corpus of issue 4, built at test time from nothing but sharp, ffmpeg and
// bytes, so every file's hostility is asserted (a precondition) before it is uploaded.

export const GPS = { latitude: '48/1 51/1 2952/100', longitude: '2/1 17/1 4023/100' };
export const CAMERA_MAKE = 'OPSEC-CAM';
/** Written into the videos' location metadata; must never appear in a stored file. */
export const VIDEO_LOCATION = '+48.8584+002.2945/';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#4b5320' } });

/** A camera photo that gives away where it was taken, by whom and with what. */
export const jpegWithGps = () =>
  solid(640, 480)
    .jpeg()
    .withExif({
      IFD0: { Make: CAMERA_MAKE, Model: 'Serial 0042', Copyright: 'SSG Example' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: GPS.latitude,
        GPSLongitudeRef: 'E',
        GPSLongitude: GPS.longitude,
      },
    })
    .toBuffer();

/** Stored 200 × 100 but to be shown turned a quarter (EXIF orientation 6): 100 × 200. */
export const jpegRotated = () => solid(200, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();

export const png = (width = 320, height = 240) => solid(width, height).png().toBuffer();

export const html = () =>
  Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** A larger photo (3000 × 2000, 6 MP), for the resize to 2048 on its longest side. */
export const largeJpeg = () => solid(3000, 2000).jpeg().toBuffer();

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header claiming 50,000 × 50,000 pixels (2.5 gigapixels) over a few bytes. */
export function pixelBomb(side = 50_000) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = zlib.deflateSync(Buffer.alloc(side + 1), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const truncate = (file: Buffer, keep = 0.5) =>
  file.subarray(0, Math.floor(file.length * keep));

/** Runs ffmpeg in a temporary directory and returns the file it wrote there. */
async function ffmpegOutput(
  ffmpeg: string,
  name: string,
  args: (dir: string) => Promise<string[]> | string[],
) {
  const dir = await mkdtemp(path.join(tmpdir(), 'br-video-'));
  try {
    await runFfmpeg(ffmpeg, [...(await args(dir)), '-y', path.join(dir, name)], 60_000);
    return await readFile(path.join(dir, name));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const testPicture = ['-f', 'lavfi', '-i', 'testsrc=duration=1:size=64x64:rate=10'];
const testSound = ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1'];

/**
 * A one-second clip made by ffmpeg with its location in the container: as an iPhone writes it
 * (ISO 6709 key in MP4) or as QuickTime's ©xyz atom in a MOV. H.264 clips also carry x264's
 * own SEI message in their frames (the text `x264 - core`), standing in for in-frame GPS.
 */
export function videoWithLocation(ffmpeg: string, container: 'mp4' | 'mov' | 'webm') {
  const codecs =
    container === 'webm'
      ? ['-c:v', 'libvpx', '-b:v', '200k', '-c:a', 'libvorbis']
      : ['-c:v', 'libx264', '-c:a', 'aac'];
  const location =
    container === 'mp4' ? ['-movflags', 'use_metadata_tags', '-metadata'] : ['-metadata'];
  const key = container === 'mp4' ? 'com.apple.quicktime.location.ISO6709' : 'location';
  return ffmpegOutput(ffmpeg, `clip.${container}`, () => [
    ...testPicture,
    ...testSound,
    ...codecs,
    ...location,
    `${key}=${VIDEO_LOCATION}`,
  ]);
}

/** Motion-JPEG in QuickTime, as older cameras and dashcams record: every frame is a JPEG. */
export const motionJpegMov = (ffmpeg: string) =>
  ffmpegOutput(ffmpeg, 'dashcam.mov', () => [...testPicture, '-c:v', 'mjpeg']);

/** An MP4 whose first "video" stream is cover art: a JPEG carrying the camera's EXIF. */
export const mp4WithCoverArt = (ffmpeg: string) =>
  ffmpegOutput(ffmpeg, 'covered.mp4', async (dir) => {
    const cover = path.join(dir, 'cover.jpg');
    await writeFile(cover, await jpegWithGps());
    return [
      ...['-i', cover, ...testPicture],
      ...['-map', '0', '-map', '1', '-c:v:0', 'copy', '-c:v:1', 'libx264'],
      ...['-disposition:v:0', 'attached_pic'],
    ];
  });

/** The start of an iPhone HEIC photo: an ISO-BMFF `ftyp` box with the heic brand. */
export const heicHeader = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
    Buffer.alloc(512, 7),
  ]);

/** Builds a multipart/form-data body the way a browser's FormData does. */
export async function multipart(
  files: { name: string; type: string; data: Buffer }[],
  field = 'file',
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files)
    form.append(field, new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  const request = new Request('http://multipart.invalid/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}
