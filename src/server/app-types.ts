import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LimitFunction } from 'p-limit';
import type { AppConfig } from './config';
import type { Db } from './db/types';
import type { Auth } from './features/accounts';
import type { Notifier } from './features/notifications';
import type { Guards } from './plugins/guards';
import type { JobQueue } from './lib/jobs/job-queue';
import type { Mailer } from './lib/mail/mailer';
import type { Outbox } from './lib/mail/outbox';
import type { MediaStorage } from './lib/storage/media-storage';

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
  }
}

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
