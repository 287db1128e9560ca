import { loadConfig } from '../config';
import { openToolDatabase } from './client';
import { migrateDatabase } from './migrate';

const config = loadConfig();
const database = await openToolDatabase(config, console.log);
try {
  await migrateDatabase(database);
  console.log('migrations applied');
} finally {
  await database.close();
}
