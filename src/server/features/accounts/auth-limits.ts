import {
  INVITATION_CHECK_LIMIT,
  PASSWORD_RESET_LIMIT,
  SIGN_IN_FAILURE_LIMIT,
  SIGN_IN_LIMIT,
  SIGN_UP_LIMIT,
  TWO_FACTOR_LIMIT,
  VERIFICATION_RESEND_LIMIT,
} from '@shared/limits';
import { eq, or, sql } from 'drizzle-orm';
import { MSG } from '@shared/schemas/accounts';
import { rateLimits } from '../../db/schema';
import type { Executor } from '../../db/types';
import { consumeRateLimit, releaseRateLimit, type RateLimitRule } from '../../lib/rate-limit';
import { sessionIdOf } from '../../lib/session-cookie';

interface Attempt {
  /** The client's network (lib/client-network.ts), not its address as spelled. */
  network: string;
  email: string;
  /** The session token's id part, when the request carries one. */
  session: string;
}

interface Bucket {
  action: string;
  rule: RateLimitRule;
  /** The subject counted, or null when the attempt has none (e.g. no session). */
  key: (a: Attempt) => string | null;
}

const SIGN_IN_PATH = '/sign-in/email';
/**
 * Failed sign-ins per network, whatever the email. Every try is counted before Better Auth
 * sees it, so a burst of concurrent tries cannot all pass, and given back unless it failed.
 */
const SIGN_IN_FAILURES = 'auth:sign-in-failures';

const byNetwork = (a: Attempt) => a.network;
const byEmail = (a: Attempt) => a.email || null;
/** Between the network and the e-mail in a sign-in's key. */
const KEY_SEPARATOR = '|';
const byNetworkAndEmail = (a: Attempt) => `${a.network}${KEY_SEPARATOR}${a.email}`;
const emailKey = (email: string) => email.trim().toLowerCase().slice(0, 255);

/** The windows counted against `email`: keyed by it alone, or by a network and it. */
export function limitsNamingEmail(email: string) {
  const key = emailKey(email);
  return or(
    eq(rateLimits.subject, key),
    sql`right(${rateLimits.subject}, ${key.length + 1}) = ${KEY_SEPARATOR + key}`,
  );
}
const bySession = (a: Attempt) => a.session || null;

/**
 * Endpoints that check the signed-in user's password: counted per network and per session, so
 * a stolen session cannot guess the password from many addresses.
 */
const passwordCheck = (action: string): Bucket[] => [
  { action, rule: SIGN_IN_LIMIT, key: byNetwork },
  { action: `${action}-session`, rule: SIGN_IN_LIMIT, key: bySession },
];

/**
 * The Better Auth endpoints that cost an attacker nothing per try: each path counts in one or
 * more buckets, all of which must have room. Keys use the network of the address Fastify
 * resolved (trustProxy), never a header the client wrote.
 */
const BUCKETS: Record<string, Bucket[]> = {
  [SIGN_IN_PATH]: [{ action: 'auth:sign-in', rule: SIGN_IN_LIMIT, key: byNetworkAndEmail }],
  '/sign-up/email': [{ action: 'auth:sign-up', rule: SIGN_UP_LIMIT, key: byNetwork }],
  '/request-password-reset': [
    { action: 'auth:reset', rule: PASSWORD_RESET_LIMIT, key: byNetwork },
    { action: 'auth:reset-email', rule: PASSWORD_RESET_LIMIT, key: byEmail },
  ],
  '/reset-password': [{ action: 'auth:reset-password', rule: SIGN_IN_LIMIT, key: byNetwork }],
  '/send-verification-email': [
    { action: 'auth:verify-resend', rule: VERIFICATION_RESEND_LIMIT, key: byNetwork },
    { action: 'auth:verify-resend-email', rule: VERIFICATION_RESEND_LIMIT, key: byEmail },
  ],
  '/change-password': passwordCheck('auth:change-password'),
  '/two-factor/enable': passwordCheck('auth:2fa-password'),
  '/two-factor/disable': passwordCheck('auth:2fa-password'),
  '/two-factor/get-totp-uri': passwordCheck('auth:2fa-password'),
  '/two-factor/generate-backup-codes': passwordCheck('auth:2fa-password'),
  // Google sign-up checks an invitation code: as guessable as /api/invitations/validate.
  '/sign-in/social': [{ action: 'invitation-check', rule: INVITATION_CHECK_LIMIT, key: byNetwork }],
  '/two-factor/verify-totp': [{ action: 'auth:2fa', rule: TWO_FACTOR_LIMIT, key: byNetwork }],
  '/two-factor/verify-backup-code': [
    { action: 'auth:2fa', rule: TWO_FACTOR_LIMIT, key: byNetwork },
  ],
};

export interface LimitVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
  /** What a refused attempt is told. */
  message: string;
}

/**
 * Counts this attempt in every bucket of `path`; refused when any bucket is over its limit. A
 * sign-in is also counted as a failure until auth-routes.ts settles it with countAuthOutcome.
 */
export async function consumeAuthLimit(
  db: Executor,
  path: string,
  network: string,
  body: unknown,
  cookieHeader: string | undefined,
): Promise<LimitVerdict> {
  if (path === SIGN_IN_PATH) {
    const failures = await consumeRateLimit(db, SIGN_IN_FAILURES, network, SIGN_IN_FAILURE_LIMIT);
    if (!failures.allowed) return { ...failures, message: MSG.tooManyFailedSignIns };
  }
  const rawEmail = (body as { email?: unknown } | null)?.email;
  const email = typeof rawEmail === 'string' ? emailKey(rawEmail) : '';
  const attempt = { network, email, session: sessionIdOf(cookieHeader) };
  const verdict = await consumeBuckets(db, BUCKETS[path] ?? [], attempt);
  // Refused here, the try never reaches Better Auth: it is no failed sign-in.
  if (!verdict.allowed) await countAuthOutcome(db, path, network, null);
  return verdict;
}

async function consumeBuckets(db: Executor, buckets: Bucket[], attempt: Attempt) {
  let verdict: LimitVerdict = { allowed: true, retryAfterSeconds: 0, message: '' };
  for (const bucket of buckets) {
    const subject = bucket.key(attempt);
    if (subject === null) continue;
    const result = await consumeRateLimit(db, bucket.action, subject, bucket.rule);
    if (
      !result.allowed &&
      (verdict.allowed || result.retryAfterSeconds > verdict.retryAfterSeconds)
    ) {
      verdict = { ...result, message: MSG.tooManyAttempts };
    }
  }
  return verdict;
}

/**
 * Settles a limit that counts outcomes once the outcome is known: a sign-in try that Better
 * Auth did not refuse with 401 (`status`; null when it never reached it) is given back.
 */
export async function countAuthOutcome(
  db: Executor,
  path: string,
  network: string,
  status: number | null,
) {
  if (path === SIGN_IN_PATH && status !== 401) {
    await releaseRateLimit(db, SIGN_IN_FAILURES, network, SIGN_IN_FAILURE_LIMIT);
  }
}
