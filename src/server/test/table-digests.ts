import pg from 'pg';
import { publicTables } from '../db/table-rows';

export interface TableDigest {
  rows: number;
  /** Of every row's text, in order: equal digests mean equal rows. */
  md5: string;
}

/** Each table of the app's schema: how many rows, and a digest of them all. */
export async function tableDigests(url: string): Promise<Record<string, TableDigest>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const digests: Record<string, TableDigest> = {};
    for (const table of await publicTables(client)) {
      const { rows } = await client.query<TableDigest>(
        `select count(*)::int as rows,
                md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5
           from "${table}" t`,
      );
      digests[table] = rows[0]!;
    }
    return digests;
  } finally {
    await client.end();
  }
}
