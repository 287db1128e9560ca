// A stand-in for an app instance's mail worker in the outbox tests: works the mail queue of the
// database given, sending to the SMTP server given, with a killed worker's job retried within
// seconds. Prints one line once working. `tsx mail-worker.ts <database url> <smtp url>`
import { createMessaging } from '../app-services';
import { inProcessConfig } from '../config';
import { openDatabase } from '../db/client';
import { OUTBOX_TEST_JOBS } from './outbox-settings';

const [databaseUrl, smtpUrl] = process.argv.slice(2);
if (!databaseUrl || !smtpUrl) throw new Error('usage: mail-worker.ts <database url> <smtp url>');
const database = openDatabase(databaseUrl, { poolSize: 2 });
const quiet = { info: () => undefined, warn: () => undefined, error: console.error };
const config = inProcessConfig({ smtpUrl, jobs: OUTBOX_TEST_JOBS });
const { jobs } = createMessaging(config, database, config.authSecret!, { log: quiet });
await jobs.start();
process.on('SIGTERM', () => {
  void jobs
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
console.log('working');
