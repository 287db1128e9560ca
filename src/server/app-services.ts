import path from 'node:path';
import pLimit, { type LimitFunction } from 'p-limit';
import type { AppInstance } from './app-types';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { Db } from './db/types';
import { createAuth, type Auth } from './features/accounts';
import {
  createUnsubscribeTokens,
  Notifier,
  PushSender,
  vapidKeysOf,
  vapidSubject,
} from './features/notifications';
import { publicOnlyLookup } from './features/pictures';
import { JobQueue, type JobLog } from './lib/jobs/job-queue';
import { createMailer, type Mailer } from './lib/mail/mailer';
import { Outbox } from './lib/mail/outbox';
import { createPseudonyms, type Pseudonyms } from './lib/pseudonyms';
import { createConfiguredStorage } from './lib/storage/configured-storage';
import type { MediaStorage } from './lib/storage/media-storage';
import { createUrlSigner } from './lib/storage/url-signer';
import { createGuards, type Guards } from './plugins/guards';

// What provideServices puts on the app, declared here where it is decorated.
declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: 'embedded postgres' | 'postgres';
    config: AppConfig;
    auth: Auth;
    guards: Guards;
    jobs: JobQueue;
    outbox: Outbox;
    /** Sends at once, keeping nothing: for mail whose address must not be stored. */
    mailer: Mailer;
    notifier: Notifier;
    storage: MediaStorage;
    /**
     * The bulkhead every product search runs through, the catalogue's and the header's
     * suggestions alike (decision 012): more searches at once than the database has cores only
     * time-slice them while the rest of the site waits for a core.
     */
    searching: LimitFunction;
    /** Keyed hashes of what must be compared but not kept (a flagger's network, issue 44). */
    pseudonyms: Pseudonyms;
  }
}

/**
 * The job queue, the mail outbox and the push queue on it, the notifier and the mailer: the
 * app's, and the command-line tools' (which queue mail and pushes for the app's worker and work
 * no queue themselves).
 */
export function createMessaging(
  config: AppConfig,
  database: Database,
  secret: string,
  deps: { mailer?: Mailer | undefined; log: JobLog },
) {
  const mailer =
    deps.mailer ??
    createMailer({
      from: config.mailFrom,
      smtpUrl: config.smtpUrl,
      outboxDir: path.join(config.dataDir, 'outbox'),
      messageIdDomain: new URL(config.publicUrl).hostname,
      log: deps.log,
    });
  const jobs = new JobQueue(database.url, database.jobs, config.jobs, deps.log);
  const outbox = Outbox.define(jobs, mailer);
  const push = PushSender.define(jobs, {
    db: database.jobs,
    keys: vapidKeysOf(database.db),
    subject: vapidSubject(config.publicUrl, config.mailFrom),
    transport: { lookup: publicOnlyLookup(), standInOrigin: config.pushOrigin },
    log: deps.log,
  });
  const notifier = new Notifier(
    jobs,
    outbox,
    { siteName: config.siteName, publicUrl: config.publicUrl },
    createUnsubscribeTokens(secret),
    push,
  );
  return { jobs, outbox, notifier, mailer };
}

interface ServiceOptions {
  config: AppConfig;
  database: Database;
  secret: string;
  /** The tests' capturing mailer; by default SMTP_URL or the DATA_DIR outbox. */
  mailer: Mailer | undefined;
}

/**
 * Puts on `app` what every feature uses (app-types.ts declares it): the database, the config,
 * the job queue and the mail outbox on it, Better Auth, the guards and the media storage. Returns the storage and the signer of its
 * links, which the file routes check.
 */
export async function provideServices(app: AppInstance, options: ServiceOptions) {
  const { config, database, secret } = options;
  app.decorate('db', database.db);
  app.decorate('dbKind', database.embedded ? 'embedded postgres' : 'postgres');
  app.decorate('config', config);
  app.decorate('searching', pLimit(config.searchConcurrency));
  app.decorate('pseudonyms', createPseudonyms(secret));
  const { jobs, outbox, notifier, mailer } = createMessaging(config, database, secret, {
    mailer: options.mailer,
    log: app.log,
  });
  // Mail that must not wait in the outbox's table (the `.mil` code, decision 022) goes here.
  app.decorate('mailer', mailer);
  app.decorate('jobs', jobs);
  app.decorate('outbox', outbox);
  app.decorate('notifier', notifier);
  // Every feature has defined its queues by the time the app is ready.
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  app.decorate(
    'auth',
    createAuth({ config, secret, db: database.db, outbox, notifier, log: app.log }),
  );
  app.decorate('guards', createGuards(app));
  const signer = createUrlSigner(secret);
  const storage = await createConfiguredStorage(config, signer, (message, err) =>
    app.log.warn({ err }, message),
  );
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close());
  return { storage, signer };
}
