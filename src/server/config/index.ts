import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_IPV6_PREFIX } from '../lib/client-network';
import { resolveFfmpeg } from '../lib/ffmpeg';
import type { JobSettings } from '../lib/jobs/job-queue';
import { SESSION_CACHE_MS } from '../lib/session-cache';
import { ConfigError } from './config-error';
import { blankAsUnset, optionalUrl } from './env-fields';
import { storageConfig, ZStorageEnv, type StorageConfig } from './storage';
import { verifyOidcConfig, ZVerifyOidcEnv, type VerifyOidcConfig } from './verify-oidc';

// The process's settings, from the environment: this file the whole and the plain settings,
// the groups with rules of their own in theirs (storage.ts, verify-oidc.ts).
export { ConfigError } from './config-error';
export type { S3Settings, StorageConfig } from './storage';
export {
  parseAffiliationRules,
  VERIFY_OIDC_DEFAULTS,
  type AffiliationRule,
  type ProviderAffiliation,
  type VerifyOidcConfig,
} from './verify-oidc';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const ZEnv = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('localhost'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl,
    PUBLIC_URL: optionalUrl,
    SITE_NAME: z.string().min(1).max(60).default('Battle Ready'),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    /** `pretty` (one readable line per request) or `json`; by default pretty in a terminal only. */
    LOG_FORMAT: z.preprocess(blankAsUnset, z.enum(['pretty', 'json']).optional()),
    /** Prometheus text on a port of its own (METRICS_HOST, loopback by default); unset: none. */
    METRICS_PORT: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(65535).optional()),
    METRICS_HOST: z.preprocess(blankAsUnset, z.string().default('127.0.0.1')),
    /** `/metrics` on the public port too, to requests bearing this token only. */
    METRICS_TOKEN: z.preprocess(
      blankAsUnset,
      z
        .string()
        .regex(/^[\x21-\x7e]{32,200}$/, 'must be 32 to 200 printable characters without spaces')
        .optional(),
    ),
    SEED: z.enum(['demo', 'none']).default('demo'),
    /** Memory for cached public answers (decision 012); 0 turns the cache off. */
    READ_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
    /** How long an instance keeps a member's session and roles (decision 030); 0 turns it off. */
    SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(SESSION_CACHE_MS),
    /** Catalogue searches one process runs at once (decision 012); default: the machine's cores. */
    SEARCH_CONCURRENCY: z.coerce.number().int().min(1).max(1024).optional(),
    /** How often the retention job prunes expired rows and rolls up views; 0 turns it off. */
    RETENTION_EVERY_MINUTES: z.coerce.number().int().min(0).max(10080).default(60),
    /**
     * Seconds between readiness failing and the server closing on SIGTERM, so a load balancer
     * stops sending requests first; by default none in a terminal (Ctrl-C), 5 otherwise.
     */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).optional(),
    /** Fastify trustProxy: "true", a hop count, or a comma list of proxy addresses/CIDRs. */
    TRUST_PROXY: z.string().optional(),
    /** How many leading bits of an IPv6 address per-address limits count as one client. */
    RATE_LIMIT_IPV6_PREFIX: z.coerce.number().int().min(1).max(128).default(DEFAULT_IPV6_PREFIX),
    NODE_ENV: z.string().default('production'),
    /** Signs sessions, tokens and media links; when unset, one is generated into the database. */
    AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    /** Where Google's OpenID configuration lives; tests point it at a local provider. */
    GOOGLE_ISSUER_URL: z.url().default('https://accounts.google.com'),
    /** smtp:// or smtps:// URL; without it mail is written to DATA_DIR/outbox. */
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().optional(),
    /** An ffmpeg binary for cleaning uploaded videos; the packaged static build otherwise. */
    FFMPEG_PATH: z.string().optional(),
    /** Tests only: where Amazon product page reads go instead of Amazon (the path is kept). */
    AMAZON_PAGE_ORIGIN: optionalUrl,
    /**
     * Tests only: where product picture fetches go instead of Amazon's image hosts (path kept);
     * refused when NODE_ENV is production.
     */
    PICTURE_ORIGIN: optionalUrl,
  })
  .extend(ZVerifyOidcEnv.shape)
  .extend(ZStorageEnv.shape);

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded server in dataDir/pg is used. */
  databaseUrl: string | undefined;
  publicUrl: string;
  siteName: string;
  logLevel: (typeof LOG_LEVELS)[number];
  seed: 'demo' | 'none';
  /** Bytes of cached public answers at most; 0: no cache (decision 012). */
  readCacheBytes: number;
  /** Milliseconds a member's session, roles and /api/me details are kept per instance; 0: read each time (decision 030). */
  sessionCacheMs: number;
  /** Searches sent to the database at once; more wait their turn (decision 012). */
  searchConcurrency: number;
  /** Milliseconds between retention runs on this instance; 0: none (features/retention). */
  retentionEveryMs: number;
  /** Milliseconds readiness fails before a shutdown closes the server (main.ts). */
  shutdownDrainMs: number;
  /** The job queue: mail, notifications' fan-out, reminders and digests (decision 021). */
  jobs: JobSettings;
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  /** IPv6 clients are limited per network of this prefix length (lib/client-network.ts). */
  rateLimitIpv6Prefix: number;
  /** Where the built SPA lives; null serves the API only (tests, `npm run dev`). */
  webRoot: string | null;
  /** The built page renderer (entry-server.tsx); null, or a missing file, leaves pages to the browser. */
  pageRenderer: string | null;
  /** Pretty logs for humans in a terminal; JSON lines otherwise. */
  prettyLogs: boolean;
  /** Where Prometheus may read the metrics (plugins/metrics.ts); null: none are kept. */
  metrics: MetricsConfig | null;
  /** From AUTH_SECRET, else the one generated into the database (lib/secret.ts, main.ts). */
  authSecret: string | undefined;
  /** Present only when both the client id and secret are configured. */
  google: { clientId: string; clientSecret: string; issuerUrl: string } | null;
  /** Null when service verification through a provider is not configured (hidden). */
  verifyOidc: VerifyOidcConfig | null;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Null when no ffmpeg is available: video uploads are then refused. */
  ffmpegPath: string | null;
  /** Tests only: a local stand-in for Amazon's product pages (decision 007). */
  amazonPageOrigin: string | undefined;
  /** Tests only: a local stand-in for Amazon's image hosts (features/pictures). */
  pictureOrigin: string | undefined;
  /**
   * In-process tests only, as no variable sets it: a local stand-in for every push service,
   * past the check that their addresses are public (features/notifications/push-send.ts).
   */
  pushOrigin: string | undefined;
  /** DATA_DIR/uploads, or an S3-compatible bucket (decision 009). */
  storage: StorageConfig;
}

/** At least one of `port` (its own listener) and `token` (the public port, bearer only). */
export interface MetricsConfig {
  port: number | null;
  host: string;
  token: string | null;
}

export function parseTrustProxy(raw: string | undefined): AppConfig['trustProxy'] {
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    return (_address, hop) => hop < hops;
  }
  return raw.split(',').map((s) => s.trim());
}

/** A config for running the app in-process (tests, benchmarks): silent, API only, no seed. */
export function inProcessConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    databaseUrl: undefined,
    publicUrl: 'http://127.0.0.1',
    siteName: 'Battle Ready',
    logLevel: 'silent',
    seed: 'none',
    // Tests write rows directly, which no request fences: each cache test turns it on.
    readCacheBytes: 0,
    // Likewise for sessions and roles, which tests change directly: each session-cache test turns it on.
    sessionCacheMs: 0,
    searchConcurrency: os.availableParallelism(),
    // Tests run the job themselves, on rows they aged, rather than race a timer.
    retentionEveryMs: 0,
    shutdownDrainMs: 0,
    // Tests work the queues themselves (app.jobs.drain) unless they test the worker.
    jobs: { work: false, pollMs: 200, maintenanceSeconds: 60 },
    trustProxy: false,
    rateLimitIpv6Prefix: DEFAULT_IPV6_PREFIX,
    webRoot: null,
    pageRenderer: null,
    prettyLogs: false,
    metrics: null,
    authSecret: 'in-process-secret-for-tests-and-benchmarks-only',
    google: null,
    verifyOidc: null,
    smtpUrl: undefined,
    mailFrom: 'Battle Ready <no-reply@battle-ready.test>',
    ffmpegPath: resolveFfmpeg(undefined),
    amazonPageOrigin: undefined,
    pictureOrigin: undefined,
    pushOrigin: undefined,
    storage: { kind: 'local' },
    ...overrides,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    siteName: e.SITE_NAME,
    logLevel: e.LOG_LEVEL,
    seed: e.SEED,
    readCacheBytes: e.READ_CACHE_MB * 1024 * 1024,
    sessionCacheMs: e.SESSION_CACHE_MS,
    searchConcurrency: e.SEARCH_CONCURRENCY ?? os.availableParallelism(),
    retentionEveryMs: e.RETENTION_EVERY_MINUTES * 60_000,
    shutdownDrainMs: (e.SHUTDOWN_DRAIN_SECONDS ?? (process.stdout.isTTY ? 0 : 5)) * 1000,
    jobs: { work: true, pollMs: 1000, maintenanceSeconds: 60 },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimitIpv6Prefix: e.RATE_LIMIT_IPV6_PREFIX,
    webRoot: path.resolve('dist/web'),
    pageRenderer: path.resolve('dist/ssr/entry-server.js'),
    prettyLogs: e.LOG_FORMAT
      ? e.LOG_FORMAT === 'pretty'
      : Boolean(process.stdout.isTTY) && e.NODE_ENV !== 'test',
    metrics: metricsConfig(e),
    authSecret: e.AUTH_SECRET,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuerUrl: e.GOOGLE_ISSUER_URL.replace(/\/+$/, ''),
          }
        : null,
    verifyOidc: verifyOidcConfig(e),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.SITE_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    ffmpegPath: resolveFfmpeg(e.FFMPEG_PATH),
    amazonPageOrigin: e.AMAZON_PAGE_ORIGIN,
    pictureOrigin: testPictureOrigin(e),
    pushOrigin: undefined,
    storage: storageConfig(e),
  };
}

/**
 * PICTURE_ORIGIN sends every picture fetch to one local server, past the check that the
 * image host's addresses are public: a test's stand-in, never production's (NODE_ENV's default).
 */
function testPictureOrigin(e: z.infer<typeof ZEnv>): string | undefined {
  if (e.PICTURE_ORIGIN && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: PICTURE_ORIGIN is for tests only and is refused when NODE_ENV is production (its default); unset it, or set NODE_ENV=test',
    );
  }
  return e.PICTURE_ORIGIN;
}

function metricsConfig(e: z.infer<typeof ZEnv>): MetricsConfig | null {
  if (e.METRICS_PORT === undefined && e.METRICS_TOKEN === undefined) return null;
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT && e.PORT !== 0) {
    throw new ConfigError(
      'Invalid configuration: METRICS_PORT must differ from PORT; to serve /metrics on the public port, set METRICS_TOKEN instead',
    );
  }
  return { port: e.METRICS_PORT ?? null, host: e.METRICS_HOST, token: e.METRICS_TOKEN ?? null };
}
