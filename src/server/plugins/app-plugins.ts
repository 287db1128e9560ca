import zlib from 'node:zlib';
import compress from '@fastify/compress';
import { sql } from 'drizzle-orm';
import type { AppInstance } from '../app-types';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { CHANGES_CHANNEL, fenceNotice } from '../features/events';
import { COMPRESS_THRESHOLD_BYTES } from '../lib/encodings';
import { adminScopeCheck } from './admin-scope';
import { answersCheck } from './answers-check';
import { docsPlugin } from './docs';
import { errorsPlugin } from './errors';
import { etagPlugin } from './etag';
import { idempotencyPlugin } from './idempotency';
import { jsonBodyPlugin } from './json-body';
import { metricsPlugin } from './metrics';
import { readCachePlugin } from './read-cache';
import { sameOriginPlugin } from './same-origin';
import { securityPlugin } from './security';
import { textInputPlugin } from './text-input';
import { sessionCachePlugin, sessionRefreshPlugin } from './viewer';
import { writeFencePlugin } from './write-fence';

/** The plugins every route passes through, in their order; registered before any feature. */
export async function registerAppPlugins(
  app: AppInstance,
  config: AppConfig,
  database: Database,
  testAnswers: Record<string, unknown> = {},
) {
  // First: a context made before it would not get its onRoute check.
  await app.register(adminScopeCheck);
  await app.register(answersCheck, { testAnswers });
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  // Before compression: both read the answer as the route made it.
  await app.register(readCachePlugin, { maxBytes: config.readCacheBytes });
  await app.register(sessionCachePlugin, { ttlMs: config.sessionCacheMs });
  await app.register(writeFencePlugin, {
    sendFence: async (token) => {
      await database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${fenceNotice(token)})`);
    },
  });
  await app.register(etagPlugin);
  // Before compression: it keeps an answer as the route made it, to replay it byte for byte.
  await app.register(idempotencyPlugin, { db: database.db });
  // Pages and JSON compressed on the way out; static assets arrive precompressed, untouched here.
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(securityPlugin);
  await app.register(sameOriginPlugin);
  await app.register(textInputPlugin);
  await app.register(sessionRefreshPlugin);
  await app.register(docsPlugin, { siteName: config.siteName, publicUrl: config.publicUrl });
  await app.register(metricsPlugin, { metrics: config.metrics, database });
}
