// The PostgreSQL the benchmark runs on: BENCH_DATABASE_URL, else an embedded server of its own
// in a temporary directory, started once per run and stopped at its end.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { throwawayPostgres } from '../src/server/test/throwaway-postgres';

export interface Target {
  database: Database;
  /** Closes the database and removes whatever the benchmark created for it. */
  dispose(): Promise<void>;
}

let server: ReturnType<typeof throwawayPostgres> | undefined;

export function benchServer() {
  server ??= throwawayPostgres(process.env.BENCH_DATABASE_URL);
  return server;
}

export async function stopBenchServer() {
  if (server) await (await server).stop();
  server = undefined;
}

/** Names the server in the figures: the embedded one, or the one BENCH_DATABASE_URL names. */
export const serverLabel = () => (process.env.BENCH_DATABASE_URL ? 'external' : 'embedded');

/** A throwaway database on the given server, dropped on dispose even if the run failed. */
export async function openBenchDatabase(): Promise<Target> {
  const { adminUrl } = await benchServer();
  const name = `br_bench_${randomBytes(4).toString('hex')}`;
  const adminQuery = async (text: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(text);
    } finally {
      await admin.end();
    }
  };
  const drop = () => adminQuery(`drop database if exists "${name}" with (force)`);
  // Ctrl-C mid-run must not leave a database behind either.
  const onSignal = () => {
    void drop()
      .finally(stopBenchServer)
      .finally(() => process.exit(130));
  };
  await adminQuery(`create database "${name}"`);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let database: Database | undefined;
  const dispose = async () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    try {
      await database?.close();
    } finally {
      await drop();
    }
  };
  try {
    database = openDatabase(url.toString(), { poolSize: 4 });
    await migrateDatabase(database);
    console.log(`created database ${name} on ${url.host}`);
    return { database, dispose };
  } catch (err) {
    await dispose();
    throw err;
  }
}
