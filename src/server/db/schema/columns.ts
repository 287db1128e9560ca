import { numeric, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A row's own id, made by the database. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const money = (name: string) => numeric(name, { precision: 8, scale: 2, mode: 'number' });
/** A 0-10 (or 0-5) mean kept to two decimals. */
export const score = (name: string) =>
  numeric(name, { precision: 4, scale: 2, mode: 'number' }).notNull().default(0);
