import { z } from 'zod';

/** The payload migration 0011's trigger sends on "br_changes" after a commit. */
export const CHANGES_CHANNEL = 'br_changes';

const ids = z.array(z.string()).nullable();

const ZChange = z.object({
  /** The table changed. */
  t: z.string(),
  /** The rows' ids; null when more than 50. */
  ids,
  /** Their owners' user ids ([] when the table has no owner); null when more than 50. */
  u: ids,
  /** Their products' ids ([] when the table has none); null when more than 50. */
  p: ids,
});
export type Change = z.infer<typeof ZChange>;

export function parseChange(payload: string): Change | null {
  try {
    const parsed = ZChange.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Not a table: the marker plugins/read-cache.ts sends after each write this process answers.
 * When it comes back on the same connection, every change committed before it has been heard.
 */
export const FENCE = '_fence';

export const fenceNotice = (token: string) =>
  JSON.stringify({ t: FENCE, ids: [token], u: [], p: [] });
