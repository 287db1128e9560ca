import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/types';

export interface RateLimitRule {
  max: number;
  /** May be fractional (a TOTP code's 90 seconds are 1.5). */
  windowMinutes: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** What is limited, for whom, under which rule. */
type Limit = [action: string, subject: string, rule: RateLimitRule];

/** The rule's window as an SQL interval; make_interval's mins takes whole minutes only. */
const windowOf = (rule: RateLimitRule) => sql`make_interval(secs => ${rule.windowMinutes * 60})`;

/**
 * One statement about a subject's window: `statement` gets the window as an SQL interval and
 * the columns to return (the count, and the seconds until the window ends).
 */
async function windowRow(db: Executor, rule: RateLimitRule, statement: (w: SQL, cols: SQL) => SQL) {
  const w = windowOf(rule);
  const cols = sql`count, extract(epoch from (window_start + ${w} - now()))::float8 as retry_after`;
  const result = (await db.execute(statement(w, cols))) as unknown as {
    rows: { count: number; retry_after: number }[];
  };
  return result.rows[0];
}

/**
 * Counts one attempt of `action` by `subject` in a fixed window that starts at the subject's
 * first attempt. One upsert statement, so concurrent requests on any instance cannot both
 * slip under the limit. Run it in the transaction that does the work, so a failed write does
 * not use up an attempt.
 */
export async function consumeRateLimit(db: Executor, ...[action, subject, rule]: Limit) {
  const row = await windowRow(
    db,
    rule,
    (w, cols) => sql`
      insert into rate_limits (action, subject, window_start, expires_at, count)
      values (${action}, ${subject}, now(), now() + ${w}, 1)
      on conflict (action, subject) do update set
        count = case when rate_limits.window_start <= now() - ${w} then 1
                     else least(rate_limits.count + 1, ${rule.max + 1}) end,
        window_start = case when rate_limits.window_start <= now() - ${w} then now()
                            else rate_limits.window_start end,
        expires_at = case when rate_limits.window_start <= now() - ${w} then now() + ${w}
                          else rate_limits.expires_at end
      returning ${cols}`,
  );
  if (!row) throw new Error('rate limit upsert returned no row');
  return verdict(Number(row.count) <= rule.max, row.retry_after);
}

/**
 * Gives back one attempt consumeRateLimit counted, for limits on outcomes (a failed sign-in):
 * each attempt is counted before the work, so concurrent ones cannot all slip under the limit,
 * and given back once it turns out not to count. Only within the window it was counted in.
 */
export async function releaseRateLimit(db: Executor, ...[action, subject, rule]: Limit) {
  await db.execute(sql`
    update rate_limits set count = greatest(count - 1, 0)
    where action = ${action} and subject = ${subject}
      and window_start > now() - ${windowOf(rule)}`);
}

const verdict = (allowed: boolean, retryAfter: number): RateLimitResult => ({
  allowed,
  retryAfterSeconds: Number(retryAfter),
});
