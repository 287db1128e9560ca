import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { provideServices } from './app-services';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { migrationsApplied } from './db/migrate';
import { accountsFeature } from './features/accounts';
import { adminFeature } from './features/admin';
import { alertsFeature } from './features/alerts';
import { questionsFeature, unansweredQuestions } from './features/questions';
import { contactFeature } from './features/contact';
import { opsecFeature } from './features/opsec';
import { transparencyFeature } from './features/transparency';
import { appealsFeature } from './features/appeals';
import { eventsFeature } from './features/events';
import { gearKitFeature } from './features/gear-kit';
import { healthFeature } from './features/health';
import { invitationsFeature } from './features/invitations';
import { legalFeature } from './features/legal';
import { missionMatcherFeature } from './features/mission-matcher';
import { defaultPictureFetchOptions, picturesFeature, queuePicture } from './features/pictures';
import { productsFeature } from './features/products';
import { notificationsFeature } from './features/notifications';
import { retentionFeature } from './features/retention';
import { searchFeature } from './features/search';
import { dropReviewsOfProduct, recomputeVerifiedCounts, reviewsFeature } from './features/reviews';
import { seoFeature } from './features/seo';
import { siteFeature } from './features/site';
import { submissionsFeature } from './features/submissions';
import { verificationFeature } from './features/verification';
import { defaultAmazonFetchOptions } from './lib/amazon-page';
import { Lifecycle } from './lib/lifecycle';
import { createLogger } from './lib/logger';
import type { Mailer } from './lib/mail/mailer';
import { registerAppPlugins } from './plugins/app-plugins';
import { requestIdFrom, requestLogPlugin, withoutFastifyRequestLines } from './plugins/request-log';
import {
  REQUEST_TIMEOUTS,
  serverTimeoutOptions,
  slowRequestsPlugin,
  type RequestTimeouts,
} from './plugins/slow-requests';

export interface AppDeps {
  /** Tests may capture mail; by default SMTP_URL or the DATA_DIR outbox. */
  mailer?: Mailer;
  /** main.ts's, which logged the database's start; else one made from the config. */
  logger?: FastifyBaseLogger;
  /** REQUEST_TIMEOUTS (slow-requests.ts); tests shorten them. */
  requestTimeouts?: RequestTimeouts;
  /** main.ts's, which a shutdown marks draining; else one nobody drains. */
  lifecycle?: Lifecycle;
  /** The answers of routes a test declares of its own, beside shared/api-answers.ts's. */
  testAnswers?: Record<string, unknown>;
}

/** JSON bodies are small forms; uploads get their own limit on their own routes. */
const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The whole HTTP application over an open database. main.ts and the tests both build it this
 * way: services, then app plugins (external ones among them), then features, then the SPA and
 * SEO catch-all. Each feature registers its own routes, its admin routes in the admin scope.
 */
export async function buildApp(config: AppConfig, database: Database, deps: AppDeps = {}) {
  const secret = config.authSecret;
  if (!secret) throw new Error('buildApp needs config.authSecret (see lib/secret.ts)');
  const timeouts = deps.requestTimeouts ?? REQUEST_TIMEOUTS;
  const app = Fastify({
    ...serverTimeoutOptions(timeouts),
    loggerInstance: deps.logger ?? createLogger(config),
    trustProxy: config.trustProxy,
    // plugins/request-log.ts writes one line per request, with its id, in place of Fastify's two.
    logController: withoutFastifyRequestLines(),
    requestIdHeader: false,
    genReqId: requestIdFrom(config.trustProxy !== false),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // The seo plugin loads the page renderer as it starts: the built bundle in well under a
    // second, but the integration tests' entry-server.tsx through vite's transform, which on a
    // busy machine ran past Fastify's default 10 s ("Plugin did not start in time: 'seoRoutes'").
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  // The API speaks JSON (and multipart where uploads need it): anything else is a 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(requestLogPlugin);
  await app.register(slowRequestsPlugin, { timeouts });
  const files = await provideServices(app, { config, database, secret, mailer: deps.mailer });
  await registerAppPlugins(app, config, database, deps.testAnswers);

  const lifecycle = deps.lifecycle ?? new Lifecycle();
  await app.register(healthFeature, {
    ping: database.ping,
    serverState: database.serverState,
    draining: () => lifecycle.draining,
    migrationsApplied: () => migrationsApplied(database.db),
  });
  await app.register(eventsFeature, { database });
  await app.register(accountsFeature);
  await app.register(invitationsFeature);
  await app.register(notificationsFeature);
  // The Gear Kit lies below questions: the digest's unanswered questions are given here.
  await app.register(gearKitFeature, { unansweredQuestions });
  await app.register(submissionsFeature, {
    amazonFetch: defaultAmazonFetchOptions(config.publicUrl, config.amazonPageOrigin),
  });
  await app.register(adminFeature);
  // Products lies below reviews and pictures (it may not import them): what it sets off in
  // them is given here.
  await app.register(productsFeature, {
    onDelete: dropReviewsOfProduct,
    // The job fetches only when the address differs from the one the copy was made from, and
    // drops the copy when the address was removed.
    onEdit: (productId) => queuePicture(app.jobs, app.db, productId),
  });
  await app.register(picturesFeature, {
    fetch: defaultPictureFetchOptions(config.publicUrl, config.pictureOrigin),
  });
  await app.register(searchFeature);
  await app.register(missionMatcherFeature);
  await app.register(alertsFeature);
  await app.register(questionsFeature);
  await app.register(reviewsFeature, files);
  await app.register(verificationFeature, { onVerifiedChange: recomputeVerifiedCounts });
  await app.register(retentionFeature, { everyMs: config.retentionEveryMs, db: database.jobs });
  await app.register(siteFeature);
  await app.register(legalFeature);
  await app.register(contactFeature);
  await app.register(opsecFeature);
  await app.register(transparencyFeature);
  await app.register(appealsFeature);
  await app.register(seoFeature);
  return app;
}
