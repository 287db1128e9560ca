import type pg from 'pg';
import { BackupRefused } from './backup-format';

// The rows are loaded with triggers off, and PostgreSQL checks foreign keys with triggers: the
// load itself lets a row point at nothing. So once every row is in, still inside the loading
// transaction, each foreign key of the schema is checked by looking for a row it would have
// refused. (Unique, not-null and check rules need no such pass: indexes and the table itself
// enforce them whatever session_replication_role says.)

interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  parent: string;
  parentColumns: string[];
  /** The table's primary key, to name the row by; empty when it has none. */
  key: string[];
}

const columnNames = (relation: string, numbers: string) =>
  `array(select a.attname::text from unnest(${numbers}) with ordinality k(attnum, i)
           join pg_attribute a on a.attrelid = ${relation} and a.attnum = k.attnum
          order by k.i)`;

async function foreignKeys(client: pg.ClientBase): Promise<ForeignKey[]> {
  const { rows } = await client.query<ForeignKey>(
    `select c.conname::text as name, t.relname::text as table, p.relname::text as parent,
            ${columnNames('c.conrelid', 'c.conkey')} as columns,
            ${columnNames('c.confrelid', 'c.confkey')} as "parentColumns",
            coalesce((select ${columnNames('pk.conrelid', 'pk.conkey')} from pg_constraint pk
                       where pk.conrelid = c.conrelid and pk.contype = 'p'), '{}') as key
       from pg_constraint c
       join pg_class t on t.oid = c.conrelid
       join pg_class p on p.oid = c.confrelid
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace
      order by t.relname, c.conname`,
  );
  return rows;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The first row breaking `fk`, as its key and its reference, or null when none does. */
async function danglingRow(client: pg.ClientBase, fk: ForeignKey) {
  const matches = fk.columns
    .map((column, i) => `p.${quoted(fk.parentColumns[i]!)} = t.${quoted(column)}`)
    .join(' and ');
  // MATCH SIMPLE, as the schema's keys are: a reference with a null in it points at nothing.
  const complete = fk.columns.map((column) => `t.${quoted(column)} is not null`).join(' and ');
  const shown = [...fk.key, ...fk.columns.filter((column) => !fk.key.includes(column))];
  const { rows } = await client.query<{ shown: Record<string, unknown> }>(
    `select json_build_object(${shown.map((c) => `'${c}', t.${quoted(c)}`).join(', ')}) as shown
       from ${quoted(fk.table)} t
      where ${complete}
        and not exists (select 1 from ${quoted(fk.parent)} p where ${matches})
      limit 1`,
  );
  return rows[0]?.shown ?? null;
}

const describeRow = (values: Record<string, unknown>) =>
  Object.entries(values)
    .map(([column, value]) => `${column} ${JSON.stringify(value)}`)
    .join(', ');

/** Refuses the load when any row points at a row the backup does not hold. */
export async function refuseDanglingReferences(client: pg.ClientBase, file: string) {
  for (const fk of await foreignKeys(client)) {
    const row = await danglingRow(client, fk);
    if (!row) continue;
    throw new BackupRefused(
      `${file} cannot be restored: its "${fk.table}" row (${describeRow(row)}) points at a ` +
        `"${fk.parent}" row that is not in the backup (${fk.name}). No row was restored.`,
    );
  }
}
