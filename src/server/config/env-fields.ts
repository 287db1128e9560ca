import { z } from 'zod';

/** An unset variable and an empty one mean the same: use the default. */
export const optionalUrl = z
  .string()
  .optional()
  .transform((v) => v || undefined)
  .pipe(z.url().optional());

/** The same for text: blank is unset. */
export const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);

export const blankAsUnset = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? undefined : v;
