import { loadConfig } from '../../config';
import { openConfiguredDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import { seedIfEmpty } from './seed';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
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
