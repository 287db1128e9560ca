import {
  INVITATION_CHECK_LIMIT,
  PASSWORD_RESET_LIMIT,
  SIGN_IN_FAILURE_LIMIT,
  SIGN_IN_LIMIT,
  SIGN_UP_LIMIT,
  TWO_FACTOR_LIMIT,
  VERIFICATION_RESEND_LIMIT,
} from '@shared/limits';
import { MSG } from '@shared/schemas/accounts';
import type { Executor } from '../../db/types';
import { consumeRateLimit, peekRateLimit, type RateLimitRule } from '../../lib/rate-limit';
import { sessionIdOf } from '../../lib/session-cookie';

interface Attempt {
  ip: string;
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
/** Failed sign-ins per address, whatever the email (checked before, counted after, the try). */
const SIGN_IN_FAILURES = 'auth:sign-in-failures';

const byIp = (a: Attempt) => a.ip;
const byEmail = (a: Attempt) => a.email || null;
const byIpAndEmail = (a: Attempt) => `${a.ip}|${a.email}`;
const bySession = (a: Attempt) => a.session || null;

/**
 * Endpoints that check the signed-in user's password: counted per address and per session, so
 * a stolen session cannot guess the password from many addresses.
 */
const passwordCheck = (action: string): Bucket[] => [
  { action, rule: SIGN_IN_LIMIT, key: byIp },
  { action: `${action}-session`, rule: SIGN_IN_LIMIT, key: bySession },
];

/**
 * The Better Auth endpoints that cost an attacker nothing per try: each path counts in one or
 * more buckets, all of which must have room. Keys use the address Fastify resolved (trustProxy),
 * never a header the client wrote.
 */
const BUCKETS: Record<string, Bucket[]> = {
  [SIGN_IN_PATH]: [{ action: 'auth:sign-in', rule: SIGN_IN_LIMIT, key: byIpAndEmail }],
  '/sign-up/email': [{ action: 'auth:sign-up', rule: SIGN_UP_LIMIT, key: byIp }],
  '/request-password-reset': [
    { action: 'auth:reset', rule: PASSWORD_RESET_LIMIT, key: byIp },
    { action: 'auth:reset-email', rule: PASSWORD_RESET_LIMIT, key: byEmail },
  ],
  '/reset-password': [{ action: 'auth:reset-password', rule: SIGN_IN_LIMIT, key: byIp }],
  '/send-verification-email': [
    { action: 'auth:verify-resend', rule: VERIFICATION_RESEND_LIMIT, key: byIp },
    { action: 'auth:verify-resend-email', rule: VERIFICATION_RESEND_LIMIT, key: byEmail },
  ],
  '/change-password': passwordCheck('auth:change-password'),
  '/two-factor/enable': passwordCheck('auth:2fa-password'),
  '/two-factor/disable': passwordCheck('auth:2fa-password'),
  '/two-factor/get-totp-uri': passwordCheck('auth:2fa-password'),
  '/two-factor/generate-backup-codes': passwordCheck('auth:2fa-password'),
  // Google sign-up checks an invitation code: as guessable as /api/invitations/validate.
  '/sign-in/social': [{ action: 'invitation-check', rule: INVITATION_CHECK_LIMIT, key: byIp }],
  '/two-factor/verify-totp': [{ action: 'auth:2fa', rule: TWO_FACTOR_LIMIT, key: byIp }],
  '/two-factor/verify-backup-code': [{ action: 'auth:2fa', rule: TWO_FACTOR_LIMIT, key: byIp }],
};

export interface LimitVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
  /** What a refused attempt is told. */
  message: string;
}

/** Counts this attempt in every bucket of `path`; refused when any bucket is over its limit. */
export async function consumeAuthLimit(
  db: Executor,
  path: string,
  ip: string,
  body: unknown,
  cookieHeader: string | undefined,
): Promise<LimitVerdict> {
  if (path === SIGN_IN_PATH) {
    const failures = await peekRateLimit(db, SIGN_IN_FAILURES, ip, SIGN_IN_FAILURE_LIMIT);
    if (!failures.allowed) return { ...failures, message: MSG.tooManyFailedSignIns };
  }
  const buckets = BUCKETS[path];
  if (!buckets) return { allowed: true, retryAfterSeconds: 0, message: '' };
  const rawEmail = (body as { email?: unknown } | null)?.email;
  const email = typeof rawEmail === 'string' ? rawEmail.trim().toLowerCase().slice(0, 255) : '';
  const attempt = { ip, email, session: sessionIdOf(cookieHeader) };
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

/** Counts what Better Auth answered where a limit counts outcomes: a refused sign-in. */
export async function countAuthOutcome(db: Executor, path: string, ip: string, status: number) {
  if (path === SIGN_IN_PATH && status === 401) {
    await consumeRateLimit(db, SIGN_IN_FAILURES, ip, SIGN_IN_FAILURE_LIMIT);
  }
}
