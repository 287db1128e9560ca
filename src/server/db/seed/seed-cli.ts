import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import { seedIfEmpty } from './seed';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  await migrateDatabase(database);
  console.log(
    (await seedIfEmpty(database.db))
      ? 'demo catalogue seeded'
      : 'database not empty: left as it is',
  );
} finally {
  await database.close();
}
