import * as client from 'openid-client';
import { VERIFICATION_MSG } from '@shared/schemas/verification';
import type { VerifyOidcConfig } from '../../config';
import { type AppError, badGateway, unusable } from '../../lib/errors';

/** A provider that does not answer within this is reported unreachable. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** Plain http is for a provider on this machine only: the tests' local one. */
const isLoopback = (issuer: URL) =>
  issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);

export const providerUnreachable = () => badGateway(VERIFICATION_MSG.oidcUnreachable);

interface VerifierLog {
  warn(obj: object, msg: string): void;
}

/**
 * What the exchange proved: who the provider vouches for (the ID token's checked issuer and
 * subject), the ID token's claims, and userinfo's when asked.
 */
export interface ProviderAnswer {
  issuer: string;
  subject: string;
  idClaims: Record<string, unknown>;
  userInfo: () => Promise<Record<string, unknown>>;
}

/**
 * The OpenID provider attesting service (issue 29), through openid-client: authorization code
 * with PKCE (S256), state and nonce. Its discovery document is read once per process; a failed
 * read is not kept, so the next request tries again.
 */
export class OidcVerifier {
  private discovered: Promise<client.Configuration> | undefined;

  constructor(
    readonly settings: VerifyOidcConfig,
    private readonly redirectUri: string,
    private readonly log: VerifierLog,
  ) {}

  private configuration(): Promise<client.Configuration> {
    this.discovered ??= this.discover();
    return this.discovered;
  }

  private async discover() {
    const issuer = new URL(this.settings.issuer);
    try {
      const config = await client.discovery(
        issuer,
        this.settings.clientId,
        this.settings.clientSecret,
        undefined,
        {
          timeout: PROVIDER_TIMEOUT_SECONDS,
          ...(isLoopback(issuer) && { execute: [client.allowInsecureRequests] }),
        },
      );
      config.timeout = PROVIDER_TIMEOUT_SECONDS;
      return config;
    } catch (err) {
      this.discovered = undefined;
      this.log.warn(summary(err), 'service verification: provider discovery failed');
      throw providerUnreachable();
    }
  }

  /** Where to send the browser, for a flow whose secrets the caller keeps. */
  async authorizationUrl(flow: { state: string; nonce: string; codeVerifier: string }) {
    const config = await this.configuration();
    return client.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: this.settings.scope,
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    }).href;
  }

  /**
   * Exchanges the code the browser brought back. openid-client checks the state, the issuer,
   * the ID token's signature, audience, lifetime and nonce, and the provider checks the PKCE
   * verifier: any of these wrong is the member's 400, an unreachable provider a 502.
   */
  async exchange(
    query: URLSearchParams,
    flow: { state: string; nonce: string; codeVerifier: string },
  ): Promise<ProviderAnswer> {
    const config = await this.configuration();
    const callback = new URL(this.redirectUri);
    callback.search = query.toString();
    try {
      const tokens = await client.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims() as Record<string, unknown> & { iss: string; sub: string };
      return {
        issuer: idClaims.iss,
        subject: idClaims.sub,
        idClaims,
        userInfo: async () => {
          try {
            return await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
          } catch (err) {
            throw this.refusal(err);
          }
        },
      };
    } catch (err) {
      throw this.refusal(err);
    }
  }

  /** openid-client's errors as the member's answer; the operator's log says which check. */
  private refusal(err: unknown): unknown {
    const answer = refusalOf(err);
    if (answer) this.log.warn(summary(err), 'service verification: provider answer refused');
    return answer ?? err;
  }
}

function refusalOf(err: unknown): AppError | null {
  if (err instanceof client.AuthorizationResponseError) {
    return unusable(VERIFICATION_MSG.providerCancelled, 'provider_cancelled');
  }
  if (err instanceof client.ResponseBodyError) {
    return unusable(VERIFICATION_MSG.providerRefused, 'provider_refused');
  }
  if (err instanceof client.ClientError) {
    return unusable(VERIFICATION_MSG.answerUnchecked, 'answer_unchecked');
  }
  // fetch's own failure: refused connection, timeout, DNS.
  if (err instanceof TypeError || (err instanceof Error && err.name === 'TimeoutError')) {
    return providerUnreachable();
  }
  return null;
}

/**
 * The error's kind and words only: its cause may hold the ID token's claims (a failed nonce
 * comparison carries them all), which no log may keep (decision 022).
 */
const summary = (err: unknown) => ({
  error: err instanceof Error ? err.name : typeof err,
  code: (err as { code?: unknown })?.code,
  message: err instanceof Error ? err.message : String(err),
});
