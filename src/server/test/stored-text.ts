import { sql } from 'drizzle-orm';
import type { Executor } from '../db/types';
import { JOBS_SCHEMA } from '../lib/jobs/job-queue';

/**
 * The tables (`schema.table`) any row of which holds one of `values`, without regard to case:
 * every column of every table of the app's schema and of the job queue's, each row read whole
 * as its text. For "this never reaches the database" (decision 022).
 */
export async function tablesHolding(db: Executor, values: string[]): Promise<string[]> {
  const { rows: tables } = (await db.execute(sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_schema in ('public', ${JOBS_SCHEMA}) and table_type = 'BASE TABLE'
    order by 1, 2`)) as unknown as { rows: { schema: string; name: string }[] };
  const patterns = sql.join(
    values.map((v) => sql`${`%${v.toLowerCase()}%`}`),
    sql`, `,
  );
  const found: string[] = [];
  for (const { schema, name } of tables) {
    const { rows } = (await db.execute(sql`
      select exists (select 1 from ${sql.identifier(schema)}.${sql.identifier(name)} x
        where lower(x::text) like any (array[${patterns}])) as held`)) as unknown as {
      rows: { held: boolean }[];
    };
    if (rows[0]?.held) found.push(`${schema}.${name}`);
  }
  return found;
}
