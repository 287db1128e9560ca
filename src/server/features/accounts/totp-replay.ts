import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { TWO_FACTOR_ERROR_CODES } from 'better-auth/plugins/two-factor';
import { and, eq, sql } from 'drizzle-orm';
import { rateLimits } from '../../db/schema';
import type { Db } from '../../db/types';
import { consumeRateLimit, releaseRateLimit } from '../../lib/rate-limit';

/** The TOTP step; auth.ts gives it to Better Auth's two-factor plugin, so both agree. */
export const TOTP_PERIOD_SECONDS = 30;
/**
 * Steps either side of the current one in which Better Auth accepts a code. Its verify-totp
 * checks without naming a window, so the library's default of one holds; no option moves it.
 */
const TOTP_WINDOW_STEPS = 1;
/**
 * A code accepted now is acceptable for at most its own step and the window either side: the
 * claim on it lasts that long, so the same digits coming round in a later step are a new code.
 */
const CODE_IN_USE = {
  max: 1,
  windowMinutes: (TOTP_PERIOD_SECONDS * (2 * TOTP_WINDOW_STEPS + 1)) / 60,
};
const ACTION = 'totp-used';
const VERIFY_TOTP = '/two-factor/verify-totp';
/** What an authenticator shows (Better Auth's six digits); nothing else can pass its check. */
const CODE = /^\d{6}$/;
/** Better Auth's cookie for a sign-in waiting for its second factor (it does not export the name). */
const TWO_FACTOR_COOKIE = 'two_factor';

type HookContext = Parameters<typeof getSessionFromCtx>[0];

/**
 * The account a verify-totp call checks a code for, as Better Auth finds it: the session's
 * user, else the one the pending sign-in's signed cookie names. Null when there is none, and
 * Better Auth will refuse the call on its own.
 */
async function accountOf(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return null;
  return (await ctx.context.internalAdapter.findVerificationValue(challenge))?.value ?? null;
}

/** The claims on a member's codes: they name the account, so they go with it. */
export const totpClaimsOf = (userId: string) =>
  and(
    eq(rateLimits.action, ACTION),
    sql`left(${rateLimits.subject}, ${userId.length + 1}) = ${`${userId}:`}`,
  );

/** The claim each verify-totp call holds, from its before hook to its after hook. */
const claims = new WeakMap<object, string>();

/**
 * A TOTP code is good once per account: Better Auth accepts a code for its whole window, so
 * one seen over a shoulder, or sent twice at once, would open a second session. Every place
 * that checks a code goes through verify-totp (sign-in, turning two-factor on, account
 * deletion through auth.api), where this claims the code for the account before Better Auth
 * checks it, in one upsert (so of two concurrent sign-ins with one code only one can hold it),
 * and gives it back when Better Auth refuses it. A replay gets Better Auth's own "Invalid code".
 * If the check fails with a fault rather than an answer the claim stays: the next code works.
 */
export function totpReplayGuard(db: Db) {
  const isVerify = (ctx: { path?: string }) => ctx.path === VERIFY_TOTP;
  return {
    id: 'totp-replay-guard',
    hooks: {
      before: [
        {
          matcher: isVerify,
          handler: createAuthMiddleware(async (ctx) => {
            const code: unknown = ctx.body?.code;
            if (typeof code !== 'string' || !CODE.test(code)) return;
            const userId = await accountOf(ctx);
            if (!userId) return;
            const subject = `${userId}:${code}`;
            const claim = await consumeRateLimit(db, ACTION, subject, CODE_IN_USE);
            if (!claim.allowed) {
              throw APIError.from('UNAUTHORIZED', TWO_FACTOR_ERROR_CODES.INVALID_CODE);
            }
            claims.set(ctx.context, subject);
          }),
        },
      ],
      after: [
        {
          matcher: isVerify,
          handler: createAuthMiddleware(async (ctx) => {
            const subject = claims.get(ctx.context);
            if (subject === undefined) return;
            claims.delete(ctx.context);
            if (isAPIError(ctx.context.returned)) {
              await releaseRateLimit(db, ACTION, subject, CODE_IN_USE);
            }
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
