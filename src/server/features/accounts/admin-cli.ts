// `npm run admin:create -- --email you@example.com [--super] [--name …] [--branch …] [--password …]`
// Creates an admin (or super admin) directly, without an invitation, with a confirmed email.
// It works beside a running server: it uses that server's embedded database.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { BRANCH_IDS, type BranchId } from '@shared/catalog';
import { randomUsername } from '@shared/random-name';
import { ZSuperAdminSetupRequest } from '@shared/schemas/accounts';
import { loadConfig } from '../../config';
import { openToolDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { AppError } from '../../lib/errors';
import { createMessaging } from '../../app-services';
import { resolveAuthSecret } from '../../lib/secret';
import { createAuth } from './auth';
import { createAccountDirectly } from './privileged-account';

const USAGE =
  'Usage: npm run admin:create -- --email you@example.com [--super] [--name "Your Name"] ' +
  `[--branch ${BRANCH_IDS.join('|')}] [--password "at least 8 characters"]`;

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    super: { type: 'boolean', default: false },
    name: { type: 'string' },
    branch: { type: 'string' },
    password: { type: 'string' },
  },
});

// The setup page's rules (email, password 8-128, name 1-50, branch) hold here too.
const generatedPassword = values.password ? null : randomBytes(12).toString('base64url');
const input = ZSuperAdminSetupRequest.omit({ token: true }).safeParse({
  email: values.email,
  password: values.password ?? generatedPassword,
  name: values.name ?? randomUsername(),
  branch: values.branch ?? 'veteran',
});
if (!values.email || !input.success) {
  console.error(input.error?.issues[0]?.message ?? 'An email is required');
  console.error(USAGE);
  process.exit(1);
}

const config = loadConfig();
const database = await openToolDatabase(config, console.log);
let stopJobs = async () => undefined as void;
try {
  await migrateDatabase(database);
  const log = { error: console.error, warn: console.warn, info: () => undefined };
  const secret = await resolveAuthSecret(config.authSecret, database.db, config.dataDir);
  // Mail is queued for the app's worker to send, as the app's own is: this works no queue.
  const { jobs, outbox, notifier } = createMessaging(
    { ...config, jobs: { ...config.jobs, work: false } },
    database,
    secret,
    { log },
  );
  stopJobs = () => jobs.stop();
  await jobs.start();
  const auth = createAuth({
    config,
    secret,
    db: database.db,
    outbox,
    notifier,
    log,
  });
  const { email, password, name, branch } = input.data;
  const created = await createAccountDirectly(auth, database.db, {
    email,
    password,
    name,
    branch: branch as BranchId,
    roles: values.super ? ['admin', 'super_admin'] : ['admin'],
    emailVerified: true,
  });
  console.log(`${values.super ? 'Super admin' : 'Admin'} ${created.email} created as "${name}".`);
  if (generatedPassword)
    console.log(`Password (shown once, change it after signing in): ${password}`);
} catch (err) {
  console.error(err instanceof AppError ? err.message : err);
  process.exitCode = 1;
} finally {
  await stopJobs();
  await database.close();
}
