import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/types';
import { pendingBefore } from '../../lib/pending-count';
import { pendingProducts } from './schema';

/** Submissions waiting for an admin since before `before`. */
export const submissionsWaiting = (db: Executor, before: SQL) =>
  pendingBefore(db, pendingProducts, pendingProducts.createdAt, before);
