import { sql } from 'drizzle-orm';
import type { Executor } from '../db/types';

export interface RateLimitRule {
  max: number;
  windowMinutes: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts one attempt of `action` by `subject` in a fixed window that starts at the subject's
 * first attempt. One upsert statement, so concurrent requests on any instance cannot both
 * slip under the limit. Run it in the transaction that does the work, so a failed write does
 * not use up an attempt.
 */
export async function consumeRateLimit(
  db: Executor,
  action: string,
  subject: string,
  rule: RateLimitRule,
): Promise<RateLimitResult> {
  const windowSql = sql`make_interval(mins => ${rule.windowMinutes})`;
  const result = (await db.execute(sql`
    insert into rate_limits (action, subject, window_start, count)
    values (${action}, ${subject}, now(), 1)
    on conflict (action, subject) do update set
      count = case when rate_limits.window_start <= now() - ${windowSql} then 1
                   else least(rate_limits.count + 1, ${rule.max + 1}) end,
      window_start = case when rate_limits.window_start <= now() - ${windowSql} then now()
                          else rate_limits.window_start end
    returning count,
      extract(epoch from (window_start + ${windowSql} - now()))::float8 as retry_after
  `)) as unknown as { rows: { count: number; retry_after: number }[] };
  const row = result.rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  return { allowed: Number(row.count) <= rule.max, retryAfterSeconds: Number(row.retry_after) };
}
