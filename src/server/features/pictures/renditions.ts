import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_PIXELS_MAX } from '@shared/limits';
import { PICTURE_WIDTHS } from '@shared/product-images';

/** Why a fetched body could not become a picture, as the admin reads it. */
export const PICTURE_ENCODE_MSG = {
  unreadable: 'The picture could not be read as an image',
  tooManyPixels: `The picture has more than ${PHOTO_PIXELS_MAX / 1_000_000} million pixels`,
} as const;

const PROCESSING_TIMEOUT_SECONDS = 30;
/** AVIF is kept only where it saves at least this share over WebP: it costs more to decode. */
const AVIF_MIN_SAVING = 0.1;

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

const open = (input: Buffer) =>
  sharp(input, { limitInputPixels: PHOTO_PIXELS_MAX, failOn: 'truncated' }).timeout({
    seconds: PROCESSING_TIMEOUT_SECONDS,
  });

const failure = (err: unknown): Renditions => ({
  ok: false,
  message:
    err instanceof Error && /pixel limit/i.test(err.message)
      ? PICTURE_ENCODE_MSG.tooManyPixels
      : PICTURE_ENCODE_MSG.unreadable,
});

/**
 * The picture decoded and encoded afresh (no metadata of the original survives) at each of
 * PICTURE_WIDTHS below its own width and at its own width up to the largest, as WebP, and as
 * AVIF too when the AVIF set measures smaller by a tenth: the browser picks the width its layout and screen need (srcset) and the format it reads.
 */
export async function renderPicture(input: Buffer): Promise<Renditions> {
  try {
    const meta = await open(input).metadata();
    if (!meta.width || !meta.height) return failure(null);
    if (meta.width * meta.height > PHOTO_PIXELS_MAX) return failure(new Error('pixel limit'));
    // Sideways orientations (5-8) swap the sides once applied.
    const [width, height] =
      (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
    const widths: number[] = PICTURE_WIDTHS.filter((w) => w < width);
    if (widths.length < PICTURE_WIDTHS.length) widths.push(width);
    const encode = (w: number, format: 'webp' | 'avif') => {
      // The orientation applied, the way it was photographed; nothing else of the file kept.
      const resized = open(input).rotate().resize({ width: w, withoutEnlargement: true });
      return format === 'webp'
        ? resized.webp({ quality: 70, effort: 4 }).toBuffer()
        : resized.avif({ quality: 45, effort: 2 }).toBuffer();
    };
    const webp = await Promise.all(widths.map((w) => encode(w, 'webp')));
    const avif = await Promise.all(widths.map((w) => encode(w, 'avif')));
    const size = (files: Buffer[]) => files.reduce((sum, f) => sum + f.length, 0);
    // One format choice for the whole set, so every width is there in each format offered.
    const keepAvif = size(avif) <= size(webp) * (1 - AVIF_MIN_SAVING);
    const files: Rendition[] = widths.flatMap((w, i) => [
      { width: w, format: 'webp' as const, body: webp[i]! },
      ...(keepAvif ? [{ width: w, format: 'avif' as const, body: avif[i]! }] : []),
    ]);
    const hash = createHash('sha256').update(files[0]!.body).digest('hex').slice(0, 16);
    return { ok: true, hash, width, height, files };
  } catch (err) {
    return failure(err);
  }
}
