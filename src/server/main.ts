import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { isOperatorRefusal, openAppDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { importPgliteIfPresent } from './db/pglite-import';
import { Lifecycle } from './lib/lifecycle';
import { createLogger } from './lib/logger';
import { seedIfEmpty } from './db/seed/seed';
import { announceAccessLinks } from './features/accounts';
import { resolveAuthSecret } from './lib/secret';

async function main() {
  const loaded = loadConfig();
  const logger = createLogger(loaded);
  const say = (message: string) => logger.info({ component: 'database' }, message);
  const database = await openAppDatabase(loaded, say);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const lifecycle = new Lifecycle();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app?.log.info({ signal }, 'shutting down');
    try {
      // Readiness fails first; requests keep being served until the load balancer has seen it.
      lifecycle.drain();
      if (app) await new Promise((r) => setTimeout(r, loaded.shutdownDrainMs));
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
    // What a migration reports (kept duplicates) asks for the operator's attention.
    await migrateDatabase(database, (note) => logger.warn({ component: 'database' }, note));
    if (database.embedded) await importPgliteIfPresent(database, loaded.dataDir, say);
    const config = {
      ...loaded,
      authSecret: await resolveAuthSecret(loaded.authSecret, database.db, loaded.dataDir),
    };
    app = await buildApp(config, database, { logger, lifecycle });
    if (config.seed === 'demo' && (await seedIfEmpty(database.db))) {
      app.log.info('seeded the demo catalogue');
    }
    await app.listen({ port: config.port, host: config.host });
    await announceAccessLinks(app);
    app.log.info(`${config.siteName} is ready at ${config.publicUrl}`);
  } catch (err) {
    logger.error(err);
    await app?.close();
    await database.close();
    process.exit(1);
  }
}

main().catch((err: unknown) => {
  const known = err instanceof ConfigError || isOperatorRefusal(err);
  console.error(known ? (err as Error).message : err);
  process.exit(1);
});
