import { loadConfig } from '../../config';
import { openToolDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import { seedIfEmpty } from './seed';

const config = loadConfig();
const database = await openToolDatabase(config, console.log);
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
