import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { VERIFY_CALLBACK_PATH } from '@shared/schemas/verification';
import { TEST_PUBLIC_URL } from './public-url';

/** Who the provider signs in as: the claims an ID token and userinfo carry for this person. */
export interface OidcIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
  /**
   * More claims, by name: an attribute provider's (ID.me's military `status`) and personal ones
   * (birthdate, a service number …), each released with the scope `SCOPE_CLAIMS` puts it under.
   */
  extraClaims?: Record<string, unknown>;
}

export const OIDC_CLIENT = {
  clientId: 'battle-ready-test',
  clientSecret: 'battle-ready-test-secret',
} as const;

/** The client service verification (issue 29) uses, back to the SPA's callback page. */
export const VERIFY_CLIENT = {
  clientId: 'battle-ready-verify',
  clientSecret: 'battle-ready-verify-secret',
} as const;

/** Where Better Auth's generic OAuth plugin has the provider send the browser back. */
export const GOOGLE_CALLBACK_PATH = '/api/auth/callback/google';

/** Which scope releases which claim; `military` is the attribute provider's (ID.me's model). */
const SCOPE_CLAIMS = {
  openid: ['sub'],
  email: ['email', 'email_verified'],
  profile: ['name', 'birthdate'],
  military: ['status', 'service_number'],
};

export interface OidcProviderOptions {
  /** The app's public URL, which the clients' redirect URIs start with (the tests' by default). */
  publicUrl?: string;
  /**
   * Who signs in when the browser names nobody: a real browser (e2e) cannot send the header
   * `authorize` sends, so the provider answers as this identity.
   */
  signInAs?: OidcIdentity;
  /**
   * oidc-provider's `conformIdTokenClaims`: when true, the ID token carries no scope's claims
   * and they come only from userinfo. False (Google's way, the default): the ID token has them.
   */
  claimsOnlyInUserinfo?: boolean;
}

/** The header `authorize` sends so the interaction route knows whom to sign in. */
const LOGIN_AS_HEADER = 'x-test-login-as';

// oidc-provider ships no type declarations: these are the few parts this helper touches.
interface Grant {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}
interface InteractionDetails {
  grantId?: string;
  params: Record<string, unknown>;
  session?: { accountId?: string };
}
interface Provider {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: Record<string, unknown>,
    options: { mergeWithLastSubmission: boolean },
  ): Promise<void>;
  Grant: {
    new (init: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  };
}
type ProviderConstructor = new (issuer: string, configuration: object) => Provider;

/**
 * oidc-provider warns at import time that it prefers Node 22; the tests run on 20, where it
 * works. Only that one notice is held back, every other warning still shows.
 */
async function loadProvider(): Promise<ProviderConstructor> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (String(args[0]).includes('Unsupported runtime')) return;
    warn(...args);
  };
  try {
    const specifier = 'oidc-provider';
    const module = (await import(specifier)) as { default: ProviderConstructor };
    return module.default;
  } finally {
    console.warn = warn;
  }
}

/** oidc-provider's storage contract over plain maps: lives and dies with one test file. */
function memoryAdapter() {
  const models = new Map<string, Map<string, Record<string, unknown>>>();
  const sessionsByUid = new Map<string, string>();
  return class MemoryAdapter {
    private readonly store: Map<string, Record<string, unknown>>;
    constructor(private readonly model: string) {
      this.store = models.get(model) ?? new Map();
      models.set(model, this.store);
    }
    async upsert(id: string, payload: Record<string, unknown>) {
      this.store.set(id, payload);
      if (this.model === 'Session') sessionsByUid.set(String(payload.uid), id);
    }
    async find(id: string) {
      return this.store.get(id);
    }
    async findByUid(uid: string) {
      const id = sessionsByUid.get(uid);
      return id === undefined ? undefined : this.store.get(id);
    }
    async findByUserCode() {
      return undefined;
    }
    async consume(id: string) {
      const payload = this.store.get(id);
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      this.store.delete(id);
    }
    async revokeByGrantId(grantId: string) {
      for (const store of models.values()) {
        for (const [id, payload] of store) if (payload.grantId === grantId) store.delete(id);
      }
    }
  };
}

/** The cookies a browser would hold for the provider, by name (their paths are ignored). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [key = '', val = ''] = a.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(val) <= 0;
        if (key.toLowerCase() === 'expires') return new Date(val).getTime() <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1, standing in for Google and for
 * an attribute provider like ID.me: two confidential clients (the app's Google callback, and
 * service verification's page), authorization code with PKCE (S256) required, and identities
 * each test picks. Login and consent are not pages: the interaction route signs in whoever
 * `authorize` names and grants the requested scopes.
 */
export async function startOidcProvider(options: OidcProviderOptions = {}) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const identities = new Map<string, OidcIdentity>();
  const publicUrl = options.publicUrl ?? TEST_PUBLIC_URL;
  if (options.signInAs) identities.set(options.signInAs.sub, options.signInAs);
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: 'test', alg: 'RS256' };
  const Provider = await loadProvider();
  const provider = new Provider(issuer, {
    adapter: memoryAdapter(),
    clients: [
      {
        client_id: OIDC_CLIENT.clientId,
        client_secret: OIDC_CLIENT.clientSecret,
        redirect_uris: [`${publicUrl}${GOOGLE_CALLBACK_PATH}`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // Better Auth sends client_id and client_secret in the token request body.
        token_endpoint_auth_method: 'client_secret_post',
      },
      {
        client_id: VERIFY_CLIENT.clientId,
        client_secret: VERIFY_CLIENT.clientSecret,
        redirect_uris: [`${publicUrl}${VERIFY_CALLBACK_PATH}`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // openid-client's default, like Better Auth's.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    findAccount: async (_ctx: unknown, sub: string) => {
      const identity = identities.get(sub);
      if (!identity) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          ...identity.extraClaims,
          sub,
          email: identity.email,
          email_verified: identity.emailVerified,
          name: identity.name,
        }),
      };
    },
    claims: SCOPE_CLAIMS,
    // Like Google, unless asked: the ID token itself carries the scopes' claims.
    conformIdTokenClaims: options.claimsOnlyInUserinfo ?? false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    jwks: { keys: [signingKey] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    renderError: (ctx: { type: string; body: string }, out: Record<string, string>) => {
      ctx.type = 'application/json';
      ctx.body = JSON.stringify(out);
    },
  });

  /** Signs in the identity the request names and consents to every scope it asked for. */
  async function finishInteraction(req: IncomingMessage, res: ServerResponse) {
    const sub = String(req.headers[LOGIN_AS_HEADER] ?? options.signInAs?.sub ?? '');
    if (!identities.has(sub)) throw new Error(`no test identity "${sub}"`);
    const details = await provider.interactionDetails(req, res);
    const accountId = details.session?.accountId ?? sub;
    const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
    const grant =
      existing ?? new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  const handle = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!req.url?.startsWith('/interaction/')) return handle(req, res);
    finishInteraction(req, res).catch((err: unknown) => {
      res.statusCode = 500;
      res.end(String(err));
    });
  });

  /**
   * Plays the browser at the provider: opens the app's authorization URL, signs in as
   * `identity`, and follows redirects (with the provider's own cookies) until one leads off the
   * provider. Returns that URL: the app's callback with `code`, `state` and `iss`, or `error`.
   */
  async function authorize(authorizationUrl: string, identity: OidcIdentity): Promise<URL> {
    identities.set(identity.sub, identity);
    const jar = new CookieJar();
    let next = new URL(authorizationUrl);
    for (let hop = 0; hop < 10; hop++) {
      if (next.origin !== issuer) return next;
      const response = await fetch(next, {
        redirect: 'manual',
        headers: { cookie: jar.header(), [LOGIN_AS_HEADER]: identity.sub },
      });
      jar.take(response);
      const location = response.headers.get('location');
      if (!location) {
        throw new Error(`provider answered ${response.status}: ${await response.text()}`);
      }
      next = new URL(location, next);
    }
    throw new Error('too many redirects at the provider');
  }

  return {
    issuerUrl: issuer,
    ...OIDC_CLIENT,
    authorize,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

export type OidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;
