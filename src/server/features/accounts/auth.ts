import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import {
  APIError,
  createAuthMiddleware,
  createEmailVerificationToken,
  isAPIError,
} from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { VERIFIED_CALLBACK } from '@shared/auth-paths';
import { PASSWORD_MAX, PASSWORD_MIN, SESSION_DAYS } from '@shared/limits';
import type { AppConfig } from '../../config';
import { account, session, twoFactor as twoFactorTable, user, verification } from '../../db/schema';
import type { Db } from '../../db/types';
import type { MailMessage } from '../../lib/mail/mailer';
import type { Outbox } from '../../lib/mail/outbox';
import {
  existingAccountMail,
  passwordResetMail,
  verificationMail,
  type MailContext,
} from '../../lib/mail/templates';
import { noteAuthFailure, withOutageAnswered } from './auth-outage';
import type { NewAccountNotifier } from './new-account';
import { GOOGLE_PROVIDER_ID, signUpHooks } from './sign-up-hooks';
import { TOTP_PERIOD_SECONDS, totpReplayGuard } from './totp-replay';
import { PAGES } from '@shared/pages';

/** `Algorithm.Argon2id`; the package declares it as a const enum, which our build cannot inline. */
const ARGON2ID = 2 as Algorithm;
/** OWASP's argon2id baseline: 19 MiB, two passes, one lane. */
const ARGON2 = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export interface AuthDeps {
  config: AppConfig;
  secret: string;
  db: Db;
  /** Only queues: createAuth never works the mail queue. */
  outbox: Pick<Outbox, 'queue'>;
  notifier: NewAccountNotifier;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/**
 * Better Auth over our Drizzle tables: email and password (argon2id), email verification,
 * password reset, Google through OpenID Connect with PKCE, TOTP two-factor. Its own in-memory
 * rate limiter is off: ours (auth-routes.ts) counts in the database so limits hold across
 * instances, and by the client's network in any spelling (lib/client-network.ts), where Better
 * Auth's would read an IPv4 address spelled in hex as none and count it in one shared bucket.
 */
export function createAuth({ config, secret, db, outbox, notifier, log }: AuthDeps) {
  const mailContext: MailContext = { siteName: config.siteName, publicUrl: config.publicUrl };
  // Queued without awaiting (decision 021): waiting for the insert would make a known email
  // measurably slower to answer than an unknown one, the enumeration we refuse to allow.
  const sendInBackground = (message: MailMessage) => {
    outbox
      .queue(db, message)
      .catch((err: unknown) => log.error({ err, to: message.to }, 'mail not queued'));
  };
  const VERIFICATION_SECONDS = 24 * 60 * 60;
  // Sign-up's confirmation link is sent by our user hook once the invitation is claimed, so a
  // sign-up that loses a race for its code never mails a link (Better Auth's own sendOnSignUp
  // would send it before that hook runs).
  const sendVerification = async (email: string) => {
    const token = await createEmailVerificationToken(
      secret,
      email,
      undefined,
      VERIFICATION_SECONDS,
    );
    const url = `${config.publicUrl}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent(VERIFIED_CALLBACK)}`;
    sendInBackground(verificationMail(mailContext, email, url));
  };
  const hooks = signUpHooks(db, notifier, config.google !== null, sendVerification);

  return withOutageAnswered(
    betterAuth({
      appName: config.siteName,
      baseURL: config.publicUrl,
      basePath: '/api/auth',
      secret,
      trustedOrigins: [config.publicUrl],
      telemetry: { enabled: false },
      rateLimit: { enabled: false },
      logger: {
        level: 'warn',
        log: (level, message, ...args) => {
          if (noteAuthFailure(args)) return;
          // The error itself, so the logger's serializer keeps a failed query's parameters out.
          const err = args.find((arg) => arg instanceof Error);
          const fields = err ? { err } : {};
          if (level === 'error') log.error(fields, message);
          else log.warn(fields, message);
        },
      },
      onAPIError: {
        // OAuth failures land on our sign-in page, which explains them.
        errorURL: `${config.publicUrl}${PAGES.auth.path}`,
        // A refused request (4xx) is the user's answer, not a server fault worth a log line.
        onError: (err) => {
          if (isAPIError(err) && err.statusCode < 500) return;
          if (noteAuthFailure([err])) return;
          log.error({ err }, 'auth request failed');
        },
      },
      database: drizzleAdapter(db, {
        provider: 'pg',
        schema: { user, session, account, verification, twoFactor: twoFactorTable },
      }),
      advanced: {
        cookiePrefix: 'br',
        useSecureCookies: config.publicUrl.startsWith('https:'),
        defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
        // auth-routes.ts replaces this header with Fastify's request.ip before Better Auth sees it;
        // Better Auth only records it on the session (its limiter is off, above).
        ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
      },
      session: {
        expiresIn: SESSION_DAYS * 24 * 60 * 60,
        updateAge: 24 * 60 * 60,
      },
      emailAndPassword: {
        enabled: true,
        minPasswordLength: PASSWORD_MIN,
        maxPasswordLength: PASSWORD_MAX,
        // Sign-up never signs in: that is what lets it answer a known email exactly as an unknown one.
        autoSignIn: false,
        password: {
          hash: (password) => hash(password, ARGON2),
          verify: ({ hash: stored, password }) => verify(stored, password),
        },
        resetPasswordTokenExpiresIn: 60 * 60,
        revokeSessionsOnPasswordReset: true,
        sendResetPassword: async ({ user: target, url }) => {
          sendInBackground(passwordResetMail(mailContext, target.email, url));
        },
        onExistingUserSignUp: async ({ user: existing }) => {
          sendInBackground(existingAccountMail(mailContext, existing.email));
        },
      },
      emailVerification: {
        sendOnSignUp: false,
        autoSignInAfterVerification: false,
        expiresIn: VERIFICATION_SECONDS,
        sendVerificationEmail: async ({ user: target, url }) => {
          sendInBackground(verificationMail(mailContext, target.email, url));
        },
      },
      // Endpoints no screen uses: each would be one more way to change an account, guess a
      // password behind a stolen session or read Google tokens. The profile edits go through
      // our own routes; Better Auth's direct calls (auth.api) are unaffected.
      disabledPaths: [
        '/verify-password',
        '/update-user',
        '/update-session',
        '/change-email',
        '/delete-user',
        '/delete-user/callback',
        '/link-social',
        '/unlink-account',
        '/get-access-token',
        '/refresh-token',
        '/account-info',
      ],
      // A Google identity never attaches itself to an existing password account: that would let
      // Google alone sign in to an account protected by two-factor (decision 004).
      account: { accountLinking: { enabled: false } },
      hooks: {
        before: createAuthMiddleware(async (ctx) => {
          // A password change always ends the user's other sessions, whatever the client asks.
          if (ctx.path === '/change-password') {
            return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
          }
          // Google sign-in goes through the redirect flow (state, PKCE) only, never a bare ID token.
          if (ctx.path === '/sign-in/social' && ctx.body?.idToken !== undefined) {
            throw new APIError('BAD_REQUEST', {
              code: 'ID_TOKEN_SIGN_IN_DISABLED',
              message: 'Use the Google button to sign in with Google',
            });
          }
          return hooks.before(ctx);
        }),
      },
      databaseHooks: { user: { create: hooks.userCreate } },
      plugins: [
        twoFactor({ issuer: config.siteName, totpOptions: { period: TOTP_PERIOD_SECONDS } }),
        totpReplayGuard(db),
        ...(config.google
          ? [
              genericOAuth({
                config: [
                  {
                    providerId: GOOGLE_PROVIDER_ID,
                    discoveryUrl: `${config.google.issuerUrl}/.well-known/openid-configuration`,
                    clientId: config.google.clientId,
                    clientSecret: config.google.clientSecret,
                    scopes: ['openid', 'email', 'profile'],
                    pkce: true,
                    // A new Google identity becomes an account only through the sign-up tab,
                    // which carries an invitation code (sign-up-hooks.ts).
                    disableImplicitSignUp: true,
                  },
                ],
              }),
            ]
          : []),
      ],
    }),
  );
}

export type Auth = ReturnType<typeof createAuth>;
