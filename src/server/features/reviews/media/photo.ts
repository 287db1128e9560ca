import sharp from 'sharp';
import { PHOTO_LONGEST_SIDE, PHOTO_PIXELS_MAX, THUMBNAIL_LONGEST_SIDE } from '@shared/limits';
import { MEDIA_MSG } from '@shared/schemas/media';
import { tooLarge, unusable } from '../../../lib/errors';

// Decoded images are large and rarely reused: do not keep them in libvips' cache.
sharp.cache(false);

const PROCESSING_TIMEOUT_SECONDS = 30;

const unreadable = () => unusable(MEDIA_MSG.photoUnreadable, 'unreadable_media');
const tooManyPixels = () => tooLarge(MEDIA_MSG.photoTooManyPixels);

const refusal = (err: unknown) =>
  err instanceof Error && /pixel limit/i.test(err.message) ? tooManyPixels() : unreadable();

/** Never more pixels than the limit, and a truncated file is an error, not a grey band. */
const open = (input: string) =>
  sharp(input, { limitInputPixels: PHOTO_PIXELS_MAX, failOn: 'truncated' }).timeout({
    seconds: PROCESSING_TIMEOUT_SECONDS,
  });

/**
 * OPSEC (issue 4): a photo is decoded and encoded afresh, so nothing of the original file but
 * its pixels survives: no EXIF (GPS, camera serials), XMP, IPTC, ICC or comments. `rotate()`
 * applies the EXIF orientation first, so the photo stands the way it was taken. The header is
 * checked before any pixel is decoded: a 50,000 × 50,000 "bomb" costs nothing to refuse.
 */
export async function cleanPhoto(input: string, output: string, thumbnail: string) {
  let meta: { width?: number; height?: number };
  try {
    meta = await open(input).metadata();
  } catch (err) {
    throw refusal(err);
  }
  if (!meta.width || !meta.height) throw unreadable();
  if (meta.width * meta.height > PHOTO_PIXELS_MAX) throw tooManyPixels();
  try {
    const stored = await open(input)
      .rotate()
      .resize(PHOTO_LONGEST_SIDE, PHOTO_LONGEST_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toFile(output);
    await sharp(output)
      .resize(THUMBNAIL_LONGEST_SIDE, THUMBNAIL_LONGEST_SIDE, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 70 })
      .toFile(thumbnail);
    return { width: stored.width, height: stored.height, bytes: stored.size };
  } catch (err) {
    throw refusal(err);
  }
}
