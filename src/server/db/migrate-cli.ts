import { loadConfig } from '../config';
import { openConfiguredDatabase } from './client';
import { migrateDatabase } from './migrate';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await migrateDatabase(database);
  console.log('migrations applied');
} finally {
  await database.close();
}
