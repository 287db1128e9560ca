import type pg from 'pg';
import {
  insertJsonRows,
  jsonRowBatches,
  loadWithTriggersOff,
  sqlName,
  writableColumns,
} from '../table-rows';
import { makeQueuePartitions } from './job-queue-partitions';
import { UpgradeStopped } from './upgrade-stopped';

// Every row of the app's database moves from the old cluster's server to the new one's as JSON
// text, the way backups and the PGlite import move them (db/table-rows.ts), and every schema
// but PostgreSQL's own comes along: public, drizzle's bookkeeping and pg-boss's queue.

interface AppTable {
  schema: string;
  name: string;
  /** A partition's rows are read and written through its parent (pg-boss's queues). */
  partition: boolean;
}

const keyOf = (table: AppTable) => `${table.schema}.${table.name}`;

/** The tables of every schema in the database that is not PostgreSQL's own. */
async function appTables(client: pg.ClientBase): Promise<AppTable[]> {
  const { rows } = await client.query<AppTable>(
    `select n.nspname as schema, c.relname as name, c.relispartition as partition
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname <> 'information_schema'
        and n.nspname not like 'pg\\_%'
      order by 1, 2`,
  );
  return rows;
}

/** Rows by table (`schema.name`), partitions and their parents each counted. */
async function rowCounts(client: pg.ClientBase, tables: AppTable[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of tables) {
    const { rows } = await client.query<{ n: string }>(
      `select count(*)::text as n from ${sqlName(table.name, table.schema)}`,
    );
    counts.set(keyOf(table), Number(rows[0]!.n));
  }
  return counts;
}

/**
 * Each sequence exactly where the old one stood, not merely past the rows: an id handed out
 * once, to a row deleted since, is not handed out again.
 */
async function copySequences(source: pg.ClientBase, target: pg.ClientBase): Promise<void> {
  const { rows: sequences } = await source.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'S' and n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'`,
  );
  for (const { name } of sequences) {
    const { rows } = await source.query<{ last: string; called: boolean }>(
      `select last_value::text as last, is_called as called from ${name}`,
    );
    await target.query('select setval($1::regclass, $2::bigint, $3)', [
      name,
      rows[0]!.last,
      rows[0]!.called,
    ]);
  }
}

/**
 * Copies every row of `source` (the old cluster's app database) into `target` (the new one's,
 * migrated to the same schema), in one transaction on each side: one snapshot read, all or
 * nothing written. Then counts every table on both sides: the copy stands only if each count
 * is the same. Returns the rows copied, by table.
 */
export async function copyEveryRow(
  source: pg.ClientBase,
  target: pg.ClientBase,
): Promise<Record<string, number>> {
  await source.query('begin isolation level repeatable read read only');
  try {
    const tables = await appTables(source);
    await makeQueuePartitions(source, target);
    const present = new Set((await appTables(target)).map(keyOf));
    const missing = tables.filter((table) => !present.has(keyOf(table))).map(keyOf);
    if (missing.length > 0) {
      throw new UpgradeStopped(
        `The old cluster has tables Battle Ready does not make (${missing.join(', ')}); they ` +
          'cannot be carried over. Nothing was changed.',
      );
    }
    const parents = tables.filter((table) => !table.partition);
    const copied: Record<string, number> = {};
    const load = async () => {
      for (const { schema, name } of parents) {
        const columns = await writableColumns(target, name, schema);
        const query = (text: string) => source.query<{ r: string }>(text);
        let count = 0;
        for await (const batch of jsonRowBatches(query, name, columns, schema)) {
          await insertJsonRows(target, name, columns, batch, schema);
          count += batch.length;
        }
        copied[`${schema}.${name}`] = count;
      }
    };
    const names = parents.map(({ schema, name }) => sqlName(name, schema));
    await loadWithTriggersOff(target, names, load, (client) => copySequences(source, client));
    const before = await rowCounts(source, tables);
    const after = await rowCounts(target, tables);
    const differ = [...before].filter(([key, n]) => after.get(key) !== n);
    if (differ.length > 0) {
      const listed = differ.map(([key, n]) => `${key}: ${n} before, ${after.get(key)} after`);
      throw new UpgradeStopped(
        `The copy's row counts differ from the old cluster's (${listed.join('; ')}). Nothing ` +
          'was changed.',
      );
    }
    return copied;
  } finally {
    await source.query('rollback').catch(() => undefined);
  }
}
