// A stand-in for the app in the embedded-server tests: opens DATA_DIR's database as main.ts
// does, prints one JSON line once ready, and closes it on SIGTERM. `tsx hold-embedded.ts <dir>`
import { sql } from 'drizzle-orm';
import { openAppDatabase } from '../db/client';
import { DataDirLockedError } from '../db/lock';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: hold-embedded.ts <dataDir>');
const notes: string[] = [];
try {
  const database = await openAppDatabase({ databaseUrl: undefined, dataDir }, (m) => notes.push(m));
  await database.db.execute(sql`select 1`);
  // Before the line: the test may signal the moment it reads it.
  process.on('SIGTERM', () => {
    void database.close().then(() => process.exit(0));
  });
  console.log(JSON.stringify({ ready: true, notes }));
  setInterval(() => undefined, 60_000);
} catch (err) {
  const refused = err instanceof DataDirLockedError;
  console.log(JSON.stringify({ ready: false, refused, message: (err as Error).message }));
  process.exit(1);
}
