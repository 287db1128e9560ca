import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/types';
import { pendingBefore } from '../../lib/pending-count';
import { appeals } from './schema';

/** Issue 52: appeals open since before `before`, for the moderators' reminder. */
export const appealsWaiting = (db: Executor, before: SQL) =>
  pendingBefore(db, appeals, appeals.createdAt, before, 'open');
