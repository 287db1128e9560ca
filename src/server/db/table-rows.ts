import type pg from 'pg';

// Moving every row of the app's tables as JSON text, for the PGlite import and for backups:
// row_to_json out, json_populate_recordset in, so PostgreSQL itself converts every type both
// ways and no value passes through a JavaScript number or Date.

/** Rows read or written per statement: few round trips, and a bounded amount in memory. */
export const BATCH_ROWS = 1_000;

/** Any connection that answers a statement: a pg client, or a PGlite transaction. */
export type RunQuery = (text: string) => Promise<{ rows: { r: string }[] }>;

/** A table as SQL names it. Backups and the PGlite import move public's; an upgrade every schema's. */
export const sqlName = (table: string, schema = 'public') => `"${schema}"."${table}"`;
export const publicName = (table: string) => sqlName(table);

/** The app's tables: all of them are in public (drizzle's own bookkeeping is in its schema). */
export async function publicTables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ tablename: string }>(
    "select tablename from pg_tables where schemaname = 'public' order by tablename",
  );
  return rows.map((row) => row.tablename);
}

/** The first of `tables` that holds a row, or null when all are empty. */
export async function firstTableWithRows(
  client: pg.ClientBase,
  tables: string[],
): Promise<string | null> {
  for (const table of tables) {
    const { rowCount } = await client.query(`select 1 from ${sqlName(table)} limit 1`);
    if (rowCount) return table;
  }
  return null;
}

/** A table's columns a row may be given: generated ones (products' search text) are computed. */
export async function writableColumns(
  client: pg.ClientBase,
  table: string,
  schema = 'public',
): Promise<string> {
  const { rows } = await client.query<{ name: string }>(
    `select column_name as name from information_schema.columns
      where table_schema = $1 and table_name = $2 and is_generated = 'NEVER'
      order by ordinal_position`,
    [schema, table],
  );
  return rows.map((r) => `"${r.name}"`).join(', ');
}

/**
 * A table's rows as JSON text, a thousand at a time through a cursor (inside a transaction);
 * only those `where` (a condition on the table's columns) selects, when given.
 */
export async function* jsonRowBatches(
  query: RunQuery,
  table: string,
  columns: string,
  schema = 'public',
  where = 'true',
): AsyncGenerator<string[]> {
  await query(
    `declare rows_out no scroll cursor for
       select row_to_json(t)::text as r
         from (select ${columns} from ${sqlName(table, schema)} where ${where}) t`,
  );
  for (;;) {
    const { rows } = await query(`fetch ${BATCH_ROWS} from rows_out`);
    if (rows.length === 0) break;
    yield rows.map((row) => row.r);
  }
  await query('close rows_out');
}

export async function insertJsonRows(
  client: pg.ClientBase,
  table: string,
  columns: string,
  jsonRows: string[],
  schema = 'public',
): Promise<void> {
  const name = sqlName(table, schema);
  await client.query(
    `insert into ${name} (${columns})
     select ${columns} from json_populate_recordset(null::${name}, $1::json)`,
    [`[${jsonRows.join(',')}]`],
  );
}

/** Serial ids go on after the rows copied in, so the next insert does not collide. */
async function moveSequencesPastRows(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ table: string; column: string }>(
    `select table_name as table, column_name as column from information_schema.columns
      where table_schema = 'public' and column_default like 'nextval(%'`,
  );
  for (const { table, column } of rows) {
    await client.query(
      `select setval(pg_get_serial_sequence($1, $2), coalesce(max("${column}"), 0) + 1, false)
         from "${table}"`,
      [`"${table}"`, column],
    );
  }
}

/**
 * Fills empty tables in one transaction, all or nothing. Triggers are off (this connection's
 * role is a superuser): the rows arrive as they were, so counts, audit, touch and live-update
 * triggers have already done their work once, and foreign keys need no order of tables.
 * `tables` are SQL names (sqlName); `setSequences` puts the sequences where the rows need them.
 */
export async function loadWithTriggersOff<T>(
  client: pg.ClientBase,
  tables: string[],
  load: () => Promise<T>,
  setSequences: (client: pg.ClientBase) => Promise<void> = moveSequencesPastRows,
): Promise<T> {
  await client.query('begin');
  try {
    await client.query('set local session_replication_role = replica');
    // Migrations may have written rows of their own (defaults); the load replaces them.
    if (tables.length > 0) await client.query(`truncate ${tables.join(', ')}`);
    const result = await load();
    await setSequences(client);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  }
}
