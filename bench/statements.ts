// The statements a service really sends, caught on their way to the database and EXPLAINed
// with their own parameters: a plan of the app's query, not of a copy of it in the benchmark.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../src/server/db/schema';
import type { Db } from '../src/server/db/types';

export interface Explained {
  /** The statement as sent, on one line. */
  text: string;
  /** EXPLAIN ANALYZE's lines but the execution time, which is `executionTime`. */
  plan: string[];
  executionTime: string;
}

const EXECUTION_TIME = 'Execution Time';

/**
 * Runs `read` on a pool of its own whose logger keeps each statement, then EXPLAIN ANALYZEs each
 * on the same pool. Only for reads: a write would be done twice.
 */
export async function explainReads(
  url: string,
  read: (db: Db) => Promise<unknown>,
): Promise<Explained[]> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const sent: { text: string; params: unknown[] }[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => sent.push({ text, params }) };
  try {
    await read(drizzle(pool, { schema, logger }) as unknown as Db);
    const explained: Explained[] = [];
    for (const { text, params } of sent) {
      const result = await pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers off) ${text}`,
        params,
      );
      const lines = result.rows.map((r) => r['QUERY PLAN']);
      explained.push({
        text: text.replace(/\s+/g, ' '),
        plan: lines.filter((l) => !l.startsWith(EXECUTION_TIME)),
        executionTime: lines.find((l) => l.startsWith(EXECUTION_TIME)) ?? `${EXECUTION_TIME}: ?`,
      });
    }
    return explained;
  } finally {
    await pool.end();
  }
}

/**
 * Each statement's plan, saying whether the statement names `table` and whether its plan reads
 * it (the planner drops a left join nothing uses); with `readersOnly`, only those whose plan does.
 */
export function printExplained(
  label: string,
  statements: readonly Explained[],
  table: string,
  readersOnly = false,
) {
  const scan = new RegExp(`\\bon ${table}\\b`);
  for (const statement of statements) {
    const named = statement.text.includes(`"${table}"`);
    const read = statement.plan.some((line) => scan.test(line));
    if (readersOnly && !read) continue;
    console.log(
      `\n${label} — ${table} named: ${named ? 'yes' : 'no'}, read: ${read ? 'YES' : 'no'}; ` +
        `EXPLAIN ${statement.executionTime}\n    ${statement.text}`,
    );
    for (const line of statement.plan) console.log(`    ${line}`);
  }
}
