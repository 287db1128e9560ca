import { loadConfig } from '../config';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  await migrateDatabase(database);
  console.log('migrations applied');
} finally {
  await database.close();
}
