import { PICTURE_FETCH_MAX_BYTES, PICTURE_FETCH_TIMEOUT_MS } from '@shared/limits';
import type { PictureFetchOptions } from './fetch-picture';
import { publicOnlyLookup } from './public-address';

/** Production's fetch; `standIn`: tests' local origin answering for the image hosts. */
export const defaultPictureFetchOptions = (
  publicUrl: string,
  standIn?: string,
): PictureFetchOptions => ({
  timeoutMs: PICTURE_FETCH_TIMEOUT_MS,
  maxBytes: PICTURE_FETCH_MAX_BYTES,
  maxRedirects: 3,
  userAgent: `Mozilla/5.0 (compatible; BattleReadyBot/1.0; +${publicUrl})`,
  lookup: publicOnlyLookup(),
  ...(standIn ? { standInOrigin: standIn } : {}),
});
