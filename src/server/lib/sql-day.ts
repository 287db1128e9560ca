import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** A timestamp's UTC day as YYYY-MM-DD, formatted by the database (the sitemap's lastmod). */
export const utcDay = (column: SQL | AnyColumn) =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
