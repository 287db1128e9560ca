import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { createAuth } from './features/accounts/auth';
import { adminRoutes } from './features/admin/admin-routes';
import { createGuards } from './plugins/guards';
import { adminUserRoutes } from './features/accounts/users-admin-routes';
import { agreementRoutes } from './features/accounts/agreements-routes';
import { meRoutes } from './features/accounts/me-routes';
import { accountDeletionRoutes } from './features/accounts/account-deletion-routes';
import { authRoutes } from './features/accounts/auth-routes';
import { superAdminSetupRoutes } from './features/accounts/super-admin-setup-routes';
import { gearKitRoutes } from './features/gear-kit/routes';
import { invitationAdminRoutes } from './features/invitations/admin-routes';
import { invitationRoutes } from './features/invitations/routes';
import { submissionAdminRoutes } from './features/submissions/admin-routes';
import { submissionRoutes } from './features/submissions/routes';
import { contactAdminRoutes } from './features/contact/admin-routes';
import { contactRoutes } from './features/contact/routes';
import { CHANGES_CHANNEL, fenceNotice } from './features/events/change';
import { liveUpdates } from './features/events/live';
import { healthRoutes } from './features/health/routes';
import { productAdminRoutes } from './features/products/admin-routes';
import { missionMatcherRoutes } from './features/mission-matcher/routes';
import { productRoutes } from './features/products/routes';
import { reviewAdminRoutes } from './features/reviews/admin-routes';
import { reviewRoutes } from './features/reviews/routes';
import { reviewWriteRoutes } from './features/reviews/write-routes';
import { seoRoutes } from './features/seo/routes';
import { siteAdminRoutes } from './features/site/settings-admin-routes';
import { advisorAdminRoutes } from './features/site/advisors-admin-routes';
import { legalAdminRoutes } from './features/legal/admin-routes';
import { legalRoutes } from './features/legal/routes';
import { siteRoutes } from './features/site/routes';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { sameOriginPlugin } from './plugins/same-origin';
import { jsonBodyPlugin } from './plugins/json-body';
import { textInputPlugin } from './plugins/text-input';
import { sessionRefreshPlugin } from './plugins/viewer';
import { securityPlugin } from './plugins/security';
import { readCachePlugin } from './plugins/read-cache';
import { etagPlugin } from './plugins/etag';
import { defaultAmazonFetchOptions } from './lib/amazon-page';
import { createLogger } from './lib/logger';
import { createMailer, type Mailer } from './lib/mail/mailer';
import { createConfiguredStorage } from './lib/storage/configured-storage';
import { createUrlSigner } from './lib/storage/url-signer';
import { mediaFileRoutes } from './features/reviews/media/file-routes';
import { mediaRoutes } from './features/reviews/media/routes';
import { retentionSchedule } from './features/retention';

export interface AppDeps {
  /** Tests may capture mail; by default SMTP_URL or the DATA_DIR outbox. */
  mailer?: Mailer;
  /** main.ts's, which logged the database's start; else one made from the config. */
  logger?: FastifyBaseLogger;
}

/** JSON bodies are small forms; uploads get their own limit on their own routes. */
const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The whole HTTP application over an open database. main.ts and the tests both build it this
 * way: external plugins, then app plugins, then features, then the SPA and SEO catch-all.
 */
export async function buildApp(config: AppConfig, database: Database, deps: AppDeps = {}) {
  if (!config.authSecret) throw new Error('buildApp needs config.authSecret (see lib/secret.ts)');
  const app = Fastify({
    loggerInstance: deps.logger ?? createLogger(config),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  // The API speaks JSON (and multipart where uploads need it): anything else is a 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.embedded ? 'embedded postgres' : 'postgres');
  app.decorate('config', config);
  const mailer =
    deps.mailer ??
    createMailer({
      from: config.mailFrom,
      smtpUrl: config.smtpUrl,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: app.log,
    });
  app.decorate('mailer', mailer);
  app.decorate(
    'auth',
    createAuth({ config, secret: config.authSecret, db: database.db, mailer, log: app.log }),
  );
  app.decorate('guards', createGuards(app));
  const signer = createUrlSigner(config.authSecret);
  const storage = await createConfiguredStorage(config, signer, (message, err) =>
    app.log.warn({ err }, message),
  );
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close());

  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  // Before compression: both read the answer as the route made it.
  await app.register(readCachePlugin, {
    maxBytes: config.readCacheBytes,
    sendFence: async (token) => {
      await database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${fenceNotice(token)})`);
    },
  });
  await app.register(etagPlugin);
  // Pages and JSON compressed on the way out; static assets arrive precompressed, untouched here.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(securityPlugin);
  await app.register(sameOriginPlugin);
  await app.register(textInputPlugin);
  await app.register(sessionRefreshPlugin);
  await app.register(docsPlugin, { siteName: config.siteName });

  await app.register(healthRoutes, { ping: database.ping });
  await app.register(liveUpdates, { database });
  await app.register(authRoutes);
  await app.register(meRoutes);
  await app.register(accountDeletionRoutes);
  await app.register(agreementRoutes);
  await app.register(superAdminSetupRoutes);
  await app.register(invitationRoutes);
  await app.register(gearKitRoutes);
  await app.register(submissionRoutes, {
    amazonFetch: defaultAmazonFetchOptions(config.publicUrl, config.amazonPageOrigin),
  });
  await app.register(submissionAdminRoutes);
  await app.register(adminRoutes);
  await app.register(invitationAdminRoutes);
  await app.register(reviewAdminRoutes);
  await app.register(productAdminRoutes);
  await app.register(adminUserRoutes);
  await app.register(contactAdminRoutes);
  await app.register(siteAdminRoutes);
  await app.register(advisorAdminRoutes);
  await app.register(legalAdminRoutes);
  await app.register(productRoutes);
  await app.register(missionMatcherRoutes);
  await app.register(reviewRoutes);
  await app.register(reviewWriteRoutes);
  await app.register(mediaRoutes);
  await app.register(retentionSchedule, { everyMs: config.retentionEveryMs });
  await app.register(mediaFileRoutes, { storage, signer });
  await app.register(siteRoutes);
  await app.register(legalRoutes);
  await app.register(contactRoutes);
  await app.register(seoRoutes);
  return app;
}
