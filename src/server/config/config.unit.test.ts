import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseAffiliationRules } from './index';

const storageOf = (env: Record<string, string>) => loadConfig(env).storage;

describe('media storage configuration', () => {
  it('keeps media on disk unless STORAGE=s3', () => {
    expect(storageOf({})).toEqual({ kind: 'local' });
    expect(storageOf({ STORAGE: '' })).toEqual({ kind: 'local' });
    expect(storageOf({ STORAGE: 'local', S3_REGION: 'eu-west-1' })).toEqual({ kind: 'local' });
  });

  it('refuses a bucket named without STORAGE=s3, rather than keep media on disk unnoticed', () => {
    expect(() => storageOf({ S3_BUCKET: 'media' })).toThrow(
      new ConfigError(
        'Invalid configuration: S3_BUCKET is set but STORAGE is not s3; set STORAGE=s3 to keep media in the bucket, or unset S3_BUCKET',
      ),
    );
  });

  it('reads an S3 bucket with its defaults: us-east-1, virtual-hosted, default credentials', () => {
    expect(storageOf({ STORAGE: 's3', S3_BUCKET: 'media' })).toEqual({
      kind: 's3',
      bucket: 'media',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      prefix: '',
    });
  });

  it('reads an S3-compatible service with keys, path style and a key prefix', () => {
    expect(
      storageOf({
        STORAGE: 's3',
        S3_BUCKET: 'media',
        S3_REGION: 'auto',
        S3_ENDPOINT: 'http://minio.local:9000/',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'key-id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PREFIX: '/battle-ready/prod/',
      }),
    ).toEqual({
      kind: 's3',
      bucket: 'media',
      region: 'auto',
      endpoint: 'http://minio.local:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
      prefix: 'battle-ready/prod/',
    });
  });

  it.each([
    [{ STORAGE: 'disk' }, 'STORAGE: must be local or s3'],
    [{ STORAGE: 's3' }, 'STORAGE=s3 needs S3_BUCKET'],
    [{ STORAGE: 's3', S3_BUCKET: 's3://media' }, 'S3_BUCKET: must be a bucket name'],
    [
      { STORAGE: 's3', S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' },
      'S3_ENDPOINT: must be an http',
    ],
    [{ STORAGE: 's3', S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'yes' }, 'must be true or false'],
    [{ STORAGE: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id' }, 'set both S3_ACCESS_KEY_ID'],
    [{ STORAGE: 's3', S3_BUCKET: 'media', S3_SECRET_ACCESS_KEY: 's' }, 'set both'],
    [{ STORAGE: 's3', S3_BUCKET: 'media', S3_PREFIX: 'a b' }, 'S3_PREFIX: may hold'],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => storageOf(env)).toThrow(ConfigError);
    expect(() => storageOf(env)).toThrow(message);
  });
});

describe('search concurrency', () => {
  it("defaults to the machine's cores and takes a positive whole number", () => {
    expect(loadConfig({}).searchConcurrency).toBe(os.availableParallelism());
    expect(loadConfig({ SEARCH_CONCURRENCY: '6' }).searchConcurrency).toBe(6);
    expect(() => loadConfig({ SEARCH_CONCURRENCY: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ SEARCH_CONCURRENCY: 'many' })).toThrow(ConfigError);
  });
});

describe('shutdown drain', () => {
  it('waits 5 s unless run in a terminal, and takes whole seconds up to 300', () => {
    expect(loadConfig({}).shutdownDrainMs).toBe(process.stdout.isTTY ? 0 : 5000);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '0' }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '30' }).shutdownDrainMs).toBe(30_000);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '301' })).toThrow(ConfigError);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: 'soon' })).toThrow(ConfigError);
  });
});

describe('log format', () => {
  it('is pretty in a terminal unless LOG_FORMAT says json, and pretty when it says so', () => {
    expect(loadConfig({}).prettyLogs).toBe(Boolean(process.stdout.isTTY));
    expect(loadConfig({ LOG_FORMAT: 'json' }).prettyLogs).toBe(false);
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).prettyLogs).toBe(true);
    expect(loadConfig({ LOG_FORMAT: '' }).prettyLogs).toBe(Boolean(process.stdout.isTTY));
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(ConfigError);
  });
});

describe('metrics', () => {
  const token = 'a'.repeat(32);

  it('are off unless METRICS_PORT or METRICS_TOKEN is set', () => {
    expect(loadConfig({}).metrics).toBeNull();
    expect(loadConfig({ METRICS_PORT: '', METRICS_TOKEN: '' }).metrics).toBeNull();
  });

  it('listen on loopback by default, on METRICS_HOST when given', () => {
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
      token: null,
    });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics?.host).toBe(
      '10.0.0.5',
    );
    expect(loadConfig({ METRICS_TOKEN: token }).metrics).toEqual({
      port: null,
      host: '127.0.0.1',
      token,
    });
  });

  it('refuse a short or spaced token, a port out of range, and the public port', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'a'.repeat(31) })).toThrow(
      'METRICS_TOKEN: must be 32 to 200 printable characters without spaces',
    );
    expect(() => loadConfig({ METRICS_TOKEN: `${token} x` })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(
      'METRICS_PORT must differ from PORT',
    );
  });
});

describe('IPv6 prefix of per-address limits', () => {
  it('defaults to /64 and takes a prefix length from 1 to 128', () => {
    expect(loadConfig({}).rateLimitIpv6Prefix).toBe(64);
    expect(loadConfig({ RATE_LIMIT_IPV6_PREFIX: '48' }).rateLimitIpv6Prefix).toBe(48);
    expect(loadConfig({ RATE_LIMIT_IPV6_PREFIX: '1' }).rateLimitIpv6Prefix).toBe(1);
    expect(loadConfig({ RATE_LIMIT_IPV6_PREFIX: '128' }).rateLimitIpv6Prefix).toBe(128);
  });

  it.each(['0', '129', '56.5', 'wide'])('refuses %j', (prefix) => {
    expect(() => loadConfig({ RATE_LIMIT_IPV6_PREFIX: prefix })).toThrow('RATE_LIMIT_IPV6_PREFIX');
  });
});

describe('service verification provider configuration', () => {
  const provider = {
    VERIFY_OIDC_ISSUER: 'https://api.id.me/oidc',
    VERIFY_OIDC_CLIENT_ID: 'client',
    VERIFY_OIDC_CLIENT_SECRET: 'secret',
  };

  it('is off unless configured, and blank values count as unset', () => {
    expect(loadConfig({}).verifyOidc).toBeNull();
    expect(
      loadConfig({ VERIFY_OIDC_ISSUER: '', VERIFY_OIDC_CLIENT_ID: ' ' }).verifyOidc,
    ).toBeNull();
  });

  it("reads a provider with ID.me's defaults", () => {
    expect(loadConfig(provider).verifyOidc).toEqual({
      issuer: 'https://api.id.me/oidc',
      clientId: 'client',
      clientSecret: 'secret',
      scope: 'openid military',
      claim: 'status',
      affiliations: [
        { affiliation: 'active_duty', values: ['service member', 'active duty'] },
        { affiliation: 'veteran', values: ['veteran', 'retiree'] },
        { affiliation: 'military_family', values: ['military family', 'military spouse'] },
      ],
      name: 'ID.me',
    });
  });

  it('reads the scope, claim, mapping and name given', () => {
    const config = loadConfig({
      ...provider,
      VERIFY_OIDC_SCOPE: 'openid service',
      VERIFY_OIDC_CLAIM: 'service_status',
      VERIFY_OIDC_AFFILIATIONS: ' veteran = Former Service | VETERAN ',
      VERIFY_OIDC_NAME: 'VetCheck',
    }).verifyOidc;
    expect(config).toMatchObject({
      scope: 'openid service',
      claim: 'service_status',
      affiliations: [{ affiliation: 'veteran', values: ['former service', 'veteran'] }],
      name: 'VetCheck',
    });
  });

  it('refuses a provider half configured', () => {
    expect(() => loadConfig({ VERIFY_OIDC_ISSUER: 'https://api.id.me/oidc' })).toThrow(
      new ConfigError(
        'Invalid configuration: service verification needs VERIFY_OIDC_ISSUER, VERIFY_OIDC_CLIENT_ID and VERIFY_OIDC_CLIENT_SECRET together, or none of them',
      ),
    );
  });

  it.each([
    ['an unknown affiliation', 'service_member=mil'],
    ['no values', 'veteran='],
    ['no equals sign', 'veteran'],
  ])('refuses a mapping with %s', (_label, mapping) => {
    expect(() => parseAffiliationRules(mapping)).toThrow(ConfigError);
  });
});

describe("the picture fetches' stand-in origin", () => {
  const origin = 'http://127.0.0.1:4455';

  it('is taken outside production, and an empty one is none', () => {
    expect(loadConfig({ NODE_ENV: 'test', PICTURE_ORIGIN: origin }).pictureOrigin).toBe(origin);
    expect(loadConfig({ NODE_ENV: 'development', PICTURE_ORIGIN: origin }).pictureOrigin).toBe(
      origin,
    );
    expect(loadConfig({ PICTURE_ORIGIN: '' }).pictureOrigin).toBeUndefined();
  });

  it.each([{ NODE_ENV: 'production' }, {}])('is refused with %j', (env) => {
    expect(() => loadConfig({ ...env, PICTURE_ORIGIN: origin })).toThrow(
      new ConfigError(
        'Invalid configuration: PICTURE_ORIGIN is for tests only and is refused when NODE_ENV is production (its default); unset it, or set NODE_ENV=test',
      ),
    );
  });
});
