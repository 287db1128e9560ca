// Whether PostgreSQL's JIT engages on the catalogue's statements at a million products, and
// what it would cost: each statement run with jit on and off on one connection in alternation,
// and what EXPLAIN says JIT spent. Only a server with a JIT provider can show it: Debian's has
// one (BENCH_DATABASE_URL), the embedded packages do not. Measured 2026-11-27 on Debian's 15: it
// never engaged (every estimate under jit_above_cost), so request connections keep the default.
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { products } from '../src/server/features/products/schema';
import { openBenchDatabase, serverLabel } from './database';
import { COMMON_TERM, LARGE, listStatements, RARE_TERM } from './catalogue';
import { insertProducts, rowsOf } from './generate-products';
import { loadAverage } from './processes';
import { heading, ms, percentile, table } from './stats';

const RUNS = 15;
const dialect = new PgDialect();

export async function runJit() {
  heading(`JIT on against off: the catalogue's statements @ ${LARGE.toLocaleString('en-US')}`);
  const target = await openBenchDatabase();
  const client = new pg.Client({ connectionString: target.database.url });
  try {
    await client.connect();
    const { rows } = await client.query<{ available: boolean }>(
      'select pg_jit_available() as available',
    );
    if (!rows[0]?.available) {
      console.log(`the ${serverLabel()} server has no JIT provider: nothing to compare`);
      return;
    }
    await insertProducts(target.database.jobs, 0, LARGE);
    await target.database.jobs.execute(sql`vacuum analyze ${products}`);
    const results: string[][] = [];
    for (const search of [undefined, COMMON_TERM, RARE_TERM]) {
      for (const statement of await listStatements(target.database.db, search)) {
        const text = dialect.sqlToQuery(statement.query);
        const times = { on: [] as number[], off: [] as number[] };
        let jitMs = '-';
        for (let i = 0; i < RUNS + 2; i++) {
          for (const jit of i % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const)) {
            await client.query(`set jit = ${jit}`);
            const started = performance.now();
            await client.query(text.sql, text.params);
            if (i >= 2) times[jit].push(performance.now() - started);
          }
        }
        await client.query('set jit = on');
        const plan = rowsOf(
          await client.query(`explain (analyze, format text) ${text.sql}`, text.params),
        ).map((r) => String(Object.values(r)[0]));
        const timing = plan.find((l) => l.trim().startsWith('Timing:'));
        if (timing) jitMs = timing.trim().replace('Timing: ', '');
        results.push([
          statement.label,
          `${ms(percentile(times.on, 50))} ms`,
          `${ms(percentile(times.off, 50))} ms`,
          jitMs,
          loadAverage(),
        ]);
      }
    }
    console.log(table(['statement', 'jit on p50', 'jit off p50', 'JIT spent', 'load'], results));
  } finally {
    await client.end();
    await target.dispose();
  }
}
