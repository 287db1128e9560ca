import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/types';
import { reviewReports } from '../reports/schema';
import { reviews } from '../schema';
import type { ModeCount, OwnerCount } from './estimate';

type Row = {
  by_mode: boolean;
  months: number | null;
  failed: boolean | null;
  mode: ModeCount['mode'] | null;
  owners: number;
  median_month: number;
};

/**
 * A product's owners, counted in the database: at 10,000 owners, handing each report to Node
 * cost more than the rest of the product's figures together (issue 47's bench).
 *
 * An owner is an approved review with an approved report. Gear that failed ends its timeline at
 * the first report saying so, even when a later one says it was repaired and carried on: the
 * estimate is of time to a failure. Otherwise the owner's last report (the most months owned,
 * the latest written at a tie) says how long it was followed (in service, retired or lost) and
 * it is censored there. What gave out is what that report names; `percentile_disc` gives the
 * lower of two middle months, a month some owner did report.
 */
export const ownersStatement = (productId: string) => sql`
    with owner as (
      select distinct on (rr.review_id)
        rr.months_owned as months, rr.state = 'failed' as failed, rr.failure_mode as mode
      from ${reviewReports} rr
      join ${reviews} r on r.id = rr.review_id and r.status = 'approved'
      where rr.product_id = ${productId} and rr.status = 'approved'
      -- Failed reports first, the earliest first (nulls sort last); then the longest owned.
      order by rr.review_id, case when rr.state = 'failed' then rr.months_owned end,
        rr.months_owned desc, rr.created_at desc
    )
    select grouping(mode) = 0 as by_mode, months, failed, mode, count(*)::int as owners,
      percentile_disc(0.5) within group (order by months) as median_month
    from owner
    group by grouping sets ((months, failed), (mode))`;

export async function countOwners(db: Executor, productId: string) {
  const result = await db.execute(ownersStatement(productId));
  const rows = (result as unknown as { rows: Row[] }).rows;
  const counts: OwnerCount[] = [];
  const modes: ModeCount[] = [];
  for (const r of rows) {
    if (!r.by_mode) counts.push({ months: r.months!, failed: r.failed!, owners: r.owners });
    else if (r.mode) modes.push({ mode: r.mode, owners: r.owners, medianMonth: r.median_month });
  }
  return { counts, modes };
}
