import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pictureKey, type StoredPicture } from '@shared/product-images';
import type { Db } from '../../db/types';
import type { MediaStorage } from '../../lib/storage/media-storage';
import {
  clearPicture,
  pictureKeys,
  pictureSourceOf,
  recordPictureFailure,
  storePicture,
} from '../products';
import { fetchPicture, type PictureFetchOptions } from './fetch-picture';
import { renderPicture } from './renditions';

export interface PictureDeps {
  db: Db;
  storage: MediaStorage;
  fetch: PictureFetchOptions;
}

export type PictureOutcome = 'made' | 'failed' | 'current' | 'cleared' | 'gone';

/**
 * Makes our copy of a product's picture from its image_url, or says why it could not (kept in
 * picture_error for the admin, tried again a day later). The row is only written when its
 * image_url is still the one fetched: an admin's edit meanwhile queues its own fetch. A copy
 * made from an earlier address stays shown until the new one is made.
 */
export async function makePicture(deps: PictureDeps, productId: string): Promise<PictureOutcome> {
  const { db, storage } = deps;
  const row = await pictureSourceOf(db, productId);
  if (!row) return 'gone';
  const source = row.imageUrl;
  if (!source || !/^https?:\/\//i.test(source)) {
    // No address, or one of our own images: no copy is kept.
    if (!row.picture && row.pictureSource === null) return 'current';
    await clearPicture(db, productId);
    if (row.picture) await storage.remove(pictureKeys(productId, row.picture));
    return 'cleared';
  }
  if (row.pictureSource === source) return 'current';
  const fail = async (message: string) => {
    await recordPictureFailure(db, productId, source, message);
    return 'failed' as const;
  };
  const fetched = await fetchPicture(source, deps.fetch);
  if (!fetched.ok) return fail(fetched.message);
  const made = await renderPicture(fetched.body);
  if (!made.ok) return fail(made.message);

  const picture: StoredPicture = {
    hash: made.hash,
    widths: [...new Set(made.files.map((f) => f.width))],
    avif: made.files.some((f) => f.format === 'avif'),
    width: made.width,
    height: made.height,
  };
  // The scratch directory is shared with uploads in progress: only this job's own files go.
  const scratch = await storage.scratchDir();
  const saved: string[] = [];
  for (const file of made.files) {
    const key = pictureKey(productId, made.hash, file.width, file.format);
    const local = path.join(scratch, `${randomUUID()}-${path.basename(key)}`);
    try {
      await fs.writeFile(local, file.body);
      await storage.save(key, local);
    } catch (err) {
      await fs.rm(local, { force: true });
      await storage.remove(saved);
      throw err;
    }
    saved.push(key);
  }
  if (!(await storePicture(db, productId, source, picture))) {
    await storage.remove(saved);
    return 'gone';
  }
  if (row.picture && row.picture.hash !== picture.hash) {
    await storage.remove(pictureKeys(productId, row.picture));
  }
  return 'made';
}
