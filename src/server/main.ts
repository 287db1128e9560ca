import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openConfiguredDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { migrateDatabase } from './db/migrate';
import { seedIfEmpty } from './db/seed/seed';
import { announceAccessLinks } from './features/accounts/first-start';
import { resolveAuthSecret } from './lib/secret';

async function main() {
  const loaded = loadConfig();
  const database = await openConfiguredDatabase(loaded);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app?.log.info({ signal }, 'shutting down');
    try {
      await app?.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    // The schema first: the generated secret lives in the database (lib/secret.ts).
    await migrateDatabase(database);
    const config = {
      ...loaded,
      authSecret: await resolveAuthSecret(loaded.authSecret, database.db, loaded.dataDir),
    };
    app = await buildApp(config, database);
    if (config.seed === 'demo' && (await seedIfEmpty(database.db))) {
      app.log.info('seeded the demo catalogue');
    }
    await app.listen({ port: config.port, host: config.host });
    await announceAccessLinks(app);
    app.log.info(`${config.siteName} is ready at ${config.publicUrl}`);
  } catch (err) {
    if (app) app.log.error(err);
    else console.error(err);
    await app?.close();
    await database.close();
    process.exit(1);
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
