import {
  PASSWORD_RESET_LIMIT,
  SIGN_IN_LIMIT,
  SIGN_UP_LIMIT,
  TWO_FACTOR_LIMIT,
  VERIFICATION_RESEND_LIMIT,
} from '@shared/limits';
import type { Executor } from '../../db/types';
import { consumeRateLimit, type RateLimitRule } from '../../lib/rate-limit';

interface Bucket {
  action: string;
  rule: RateLimitRule;
  key: (ip: string, email: string) => string;
}

const byIp = (ip: string) => ip;
const byEmail = (_ip: string, email: string) => email;
const byIpAndEmail = (ip: string, email: string) => `${ip}|${email}`;

/**
 * The Better Auth endpoints that cost an attacker nothing per try: each path counts in one or
 * more buckets, all of which must have room. Keys use the address Fastify resolved (trustProxy),
 * never a header the client wrote.
 */
const BUCKETS: Record<string, Bucket[]> = {
  '/sign-in/email': [{ action: 'auth:sign-in', rule: SIGN_IN_LIMIT, key: byIpAndEmail }],
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
  '/change-password': [{ action: 'auth:change-password', rule: SIGN_IN_LIMIT, key: byIp }],
  '/two-factor/enable': [{ action: 'auth:2fa-password', rule: SIGN_IN_LIMIT, key: byIp }],
  '/two-factor/disable': [{ action: 'auth:2fa-password', rule: SIGN_IN_LIMIT, key: byIp }],
  '/two-factor/verify-totp': [{ action: 'auth:2fa', rule: TWO_FACTOR_LIMIT, key: byIp }],
  '/two-factor/verify-backup-code': [{ action: 'auth:2fa', rule: TWO_FACTOR_LIMIT, key: byIp }],
};

export interface LimitVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Counts this attempt in every bucket of `path`; refused when any bucket is over its limit. */
export async function consumeAuthLimit(
  db: Executor,
  path: string,
  ip: string,
  body: unknown,
): Promise<LimitVerdict> {
  const buckets = BUCKETS[path];
  if (!buckets) return { allowed: true, retryAfterSeconds: 0 };
  const rawEmail = (body as { email?: unknown } | null)?.email;
  const email = typeof rawEmail === 'string' ? rawEmail.trim().toLowerCase().slice(0, 255) : '';
  let verdict: LimitVerdict = { allowed: true, retryAfterSeconds: 0 };
  for (const bucket of buckets) {
    const result = await consumeRateLimit(db, bucket.action, bucket.key(ip, email), bucket.rule);
    if (
      !result.allowed &&
      (verdict.allowed || result.retryAfterSeconds > verdict.retryAfterSeconds)
    ) {
      verdict = result;
    }
  }
  return verdict;
}
