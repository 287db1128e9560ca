import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { PICTURE_PIXELS_MAX } from '@shared/limits';
import { PICTURE_WIDTHS } from '@shared/product-images';
import { createSemaphore } from '../../lib/semaphore';

const megapixels = (pixels: number) => pixels / 1_000_000;

/** Why a fetched body could not become a picture, as the admin reads it. */
export const PICTURE_ENCODE_MSG = {
  unreadable: 'The picture could not be read as an image',
  tooLarge: (pixels: number) =>
    `The picture is too large: ${megapixels(pixels).toFixed(1)} MP (at most ${megapixels(PICTURE_PIXELS_MAX)} MP)`,
} as const;

const PROCESSING_TIMEOUT_SECONDS = 30;
/** AVIF is kept only where it saves at least this share over WebP: it costs more to decode. */
const AVIF_MIN_SAVING = 0.1;

/**
 * One picture decoded at a time in this process, whoever asks (the job worker, a drain, `npm
 * run pictures`): a decode holds the picture's pixels in memory, and two at once doubled what
 * the process took. The header is read before the turn is waited for, so a refusal never waits.
 */
const decoding = createSemaphore(1);

export interface Rendition {
  width: number;
  format: 'webp' | 'avif';
  body: Buffer;
}

export type Renditions =
  | {
      ok: true;
      /** Of the pixels, so names change when the picture does (and caches may keep forever). */
      hash: string;
      width: number;
      height: number;
      files: Rendition[];
    }
  | { ok: false; message: string };

const refused = (message: string): Renditions => ({ ok: false, message });

/**
 * The picture decoded and encoded afresh (no metadata of the original survives) at each of
 * PICTURE_WIDTHS below its own width and at its own width up to the largest, as WebP, and as
 * AVIF too when the AVIF set measures smaller by a tenth: the browser picks the width its
 * layout and screen need (srcset) and the format it reads. Refused from its header alone when
 * it has more than PICTURE_PIXELS_MAX pixels.
 */
export async function renderPicture(input: Buffer): Promise<Renditions> {
  let pixels: number;
  let orientation: number;
  let width: number;
  let height: number;
  try {
    // The header only: nothing is decoded yet, so no pixel limit applies to this read.
    ({
      width,
      height,
      orientation = 1,
    } = await sharp(input, { limitInputPixels: false })
      .timeout({ seconds: PROCESSING_TIMEOUT_SECONDS })
      .metadata());
    pixels = width * height;
  } catch {
    return refused(PICTURE_ENCODE_MSG.unreadable);
  }
  if (!(pixels > 0)) return refused(PICTURE_ENCODE_MSG.unreadable);
  if (pixels > PICTURE_PIXELS_MAX) return refused(PICTURE_ENCODE_MSG.tooLarge(pixels));
  // Sideways orientations (5-8) swap the sides once applied.
  if (orientation >= 5) [width, height] = [height, width];
  try {
    return await decoding(() => encode(input, width, height));
  } catch {
    return refused(PICTURE_ENCODE_MSG.unreadable);
  }
}

/**
 * Decodes once, straight to the largest width kept (a JPEG shrinks while it loads), and makes
 * every file from those pixels, one after another.
 */
async function encode(input: Buffer, width: number, height: number): Promise<Renditions> {
  const widths: number[] = PICTURE_WIDTHS.filter((w) => w < width);
  if (widths.length < PICTURE_WIDTHS.length) widths.push(width);
  const largest = await sharp(input, {
    // The header's count already passed; the decoder holds to it too.
    limitInputPixels: PICTURE_PIXELS_MAX,
    failOn: 'truncated',
  })
    .timeout({ seconds: PROCESSING_TIMEOUT_SECONDS })
    // The orientation applied, the way it was photographed; nothing else of the file kept.
    .rotate()
    .resize({ width: widths.at(-1), withoutEnlargement: true })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const { channels } = largest.info;
  const pixels = { raw: { width: largest.info.width, height: largest.info.height, channels } };
  const files: Rendition[] = [];
  for (const format of ['webp', 'avif'] as const) {
    for (const w of widths) {
      const resized = sharp(largest.data, pixels)
        .timeout({ seconds: PROCESSING_TIMEOUT_SECONDS })
        .resize({ width: w, withoutEnlargement: true });
      const body = await (format === 'webp'
        ? resized.webp({ quality: 70, effort: 4 }).toBuffer()
        : resized.avif({ quality: 45, effort: 2 }).toBuffer());
      files.push({ width: w, format, body });
    }
  }
  const size = (format: Rendition['format']) =>
    files.filter((f) => f.format === format).reduce((sum, f) => sum + f.body.length, 0);
  // One format choice for the whole set, so every width is there in each format offered.
  const keepAvif = size('avif') <= size('webp') * (1 - AVIF_MIN_SAVING);
  const kept = files
    .filter((f) => keepAvif || f.format === 'webp')
    .sort((a, b) => a.width - b.width || (a.format === 'webp' ? -1 : 1));
  const hash = createHash('sha256').update(kept[0]!.body).digest('hex').slice(0, 16);
  return { ok: true, hash, width, height, files: kept };
}
