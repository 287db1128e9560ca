import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/types';
import { pendingBefore } from '../../lib/pending-count';
import { reviewFlags } from './moderation/schema';
import { reviews } from './schema';

/** Reviews waiting for a moderator since before `before`: an edited one waits from its edit. */
export const reviewsWaiting = (db: Executor, before: SQL) =>
  pendingBefore(db, reviews, reviews.updatedAt, before);

/** Flags waiting for a moderator since before `before`. */
export const flagsWaiting = (db: Executor, before: SQL) =>
  pendingBefore(db, reviewFlags, reviewFlags.createdAt, before);
