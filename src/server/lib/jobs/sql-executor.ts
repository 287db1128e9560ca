import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Executor } from '../../db/types';

/**
 * pg-boss's statements (text with $1 … $n) as drizzle SQL, so they run on the connection of the
 * caller's transaction: a job is queued exactly when the change that asks for it commits.
 */
export function executorOf(db: Executor): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const result = await db.execute(withParams(text, values));
      return { rows: (result as unknown as { rows: unknown[] }).rows };
    },
  };
}

export function withParams(text: string, values: readonly unknown[]): SQL {
  // Splitting on the placeholders leaves text at even positions and parameter numbers at odd.
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1]))),
  );
}
