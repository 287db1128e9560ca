import { asc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { MODERATION_LIST_MAX } from '@shared/limits';
import { reviewFlags } from './schema';
import { reviews } from '../schema';
import type { Db } from '../../../db/types';

/**
 * Issue 44: an item that has waited longer than this ranks into the first page of its
 * moderation queue whatever its risk, oldest first, so a calm review is never left behind
 * for good by a stream of riskier new ones. A day: every moderator's shift has seen it by then.
 */
export const MODERATION_LONG_WAIT_HOURS = 24;

/** True when an item that began to wait at `since` has waited longer than the bound. */
export const waitingLong = (since: SQL | PgColumn) =>
  sql<boolean>`${since} < now() - make_interval(hours => ${MODERATION_LONG_WAIT_HOURS})`;

/**
 * When a pending review began to wait: its last writing (an edit waits again from the edit),
 * or the flags that took it back to pending, whichever came later.
 */
const reviewWaitingSince = sql`greatest(${reviews.updatedAt}, ${reviews.hiddenByFlagsAt})`;

/** The pending reviews that have waited long, the longest first: at most a page of them. */
export async function longestWaitingReviews(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(sql`${reviews.status} = 'pending' and ${waitingLong(reviewWaitingSince)}`)
    .orderBy(reviewWaitingSince, asc(reviews.id))
    .limit(MODERATION_LIST_MAX);
  return rows.map((r) => r.id);
}

/** The pending flags raised longest ago, past the bound: at most a page (the status index). */
export async function longestWaitingFlags(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: reviewFlags.id })
    .from(reviewFlags)
    .where(sql`${reviewFlags.status} = 'pending' and ${waitingLong(reviewFlags.createdAt)}`)
    .orderBy(asc(reviewFlags.createdAt), asc(reviewFlags.id))
    .limit(MODERATION_LIST_MAX);
  return rows.map((r) => r.id);
}

/**
 * At most this much of a first page goes to the items that waited long while others remain:
 * a backlog of old calm items must not push the riskiest new ones (a review flags just hid)
 * off the page either. Under it, every long-waiting item is on the first page.
 */
export const LONG_WAIT_SHARE = Math.ceil(MODERATION_LIST_MAX / 2);

/**
 * A queue's first page: the items of `longest` (ids, longest waiting first) that are still in
 * `ranked`, up to LONG_WAIT_SHARE of them, then the rest of `ranked` in its order, and the
 * long-waiting ones left over if room remains; MODERATION_LIST_MAX in all.
 */
export function firstPage<T>(longest: string[], ranked: T[], idOf: (item: T) => string): T[] {
  const byId = new Map(ranked.map((item) => [idOf(item), item]));
  const waited = longest.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
  const taken = new Set(longest);
  const rest = ranked.filter((item) => !taken.has(idOf(item)));
  const first = waited.slice(0, LONG_WAIT_SHARE);
  const riskiest = rest.slice(0, MODERATION_LIST_MAX - first.length);
  return [...first, ...riskiest, ...waited.slice(LONG_WAIT_SHARE)].slice(0, MODERATION_LIST_MAX);
}
