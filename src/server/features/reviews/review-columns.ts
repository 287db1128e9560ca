import { getTableColumns } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/types';
import { reviews } from './schema';

/** The review columns other features select, filter and order by: the table stays reviews'. */
export const reviewColumns = getTableColumns(reviews);

/**
 * `select columns from reviews`, for a feature above to join its own rows to (a review's Gear
 * Kits, a member's digest) and filter with reviewColumns.
 */
export const selectReviews = <T extends SelectedFields>(db: Executor, columns: T) =>
  db.select(columns).from(reviews);
