import { z } from 'zod';

/**
 * Where our copy of a product's picture stands (issue 32), for the admin's edit dialog:
 * `none` no address; `site` one of the site's own images, shown as it is; `waiting` an address
 * not fetched yet; `copied` our copy of the current address; `failed` the last fetch of the
 * current address was refused or broke, `error` says why.
 */
export const PICTURE_STATES = ['none', 'site', 'waiting', 'copied', 'failed'] as const;

export const ZPictureStatus = z.object({
  state: z.enum(PICTURE_STATES),
  error: z.string().nullable(),
  /** When the current address was last fetched (ISO 8601), copied or failed; null if never. */
  attemptedAt: z.string().nullable(),
});
export type TPictureStatus = z.infer<typeof ZPictureStatus>;
