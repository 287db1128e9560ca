import { sql } from 'drizzle-orm';
import { REPORT_NUDGE_MONTHS } from '@shared/field-reports';
import type { AppInstance } from '../../../app-types';
import { reviewReportNudges, reviewReports } from './schema';
import { reviews } from '../schema';
import type { Tx } from '../../../db/types';
import { notices, type Notifier } from '../../notifications';
import { catalogueColumns, joinProductOn } from '../../products';

// pg-boss names allow letters, digits and _.
export const REPORT_NUDGE_QUEUE = 'report_nudges';
/**
 * Reviews one run nudges at most. A longer backlog (the day this ships, a million reviews old
 * enough) goes in runs of this many, each its own transaction, each queueing the next.
 */
export const REPORT_NUDGE_BATCH = 500;

/** Where the previous run of the day stopped: the last review it nudged, in published order. */
export interface NudgeCursor {
  publishedAt: string;
  id: string;
}

interface DueRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  title: string;
  product_id: string;
  product_name: string;
  months: number;
  published_at: string;
  sent: boolean;
}

const MARKS = sql.raw(`array[${REPORT_NUDGE_MONTHS.join(', ')}]::smallint[]`);
const FIRST_MARK = Math.min(...REPORT_NUDGE_MONTHS);
const monthsAfter = (at: unknown, months: unknown) =>
  sql`${at} + make_interval(months => ${months})`;

/**
 * Issue 30: each approved review's author is asked how the gear is holding up at each of
 * REPORT_NUDGE_MONTHS after its first approval (`published_at`), through the notifier (in the
 * site and by e-mail as their settings say: a member who turned the kind off is told nothing).
 * Only the latest mark due is sent, and none once a later one was: a review a year old when
 * this shipped is asked once, not at 6 and then 12 months. No nudge when a field report not
 * rejected was written since that mark. Each nudge is recorded with its notice in the caller's
 * transaction, and the insert that records it decides who is told (ON CONFLICT DO NOTHING), so
 * neither a crash nor two runs at once asks twice.
 *
 * Takes the first `limit` reviews due after `after`, oldest first; returns how many were told
 * and, when it took a full batch, where the next run should go on.
 */
export async function sendReportNudges(
  tx: Tx,
  notifier: Notifier,
  after: NudgeCursor | null = null,
  limit = REPORT_NUDGE_BATCH,
): Promise<{ sent: number; next: NudgeCursor | null }> {
  const r = reviews;
  const { rows } = (await tx.execute(sql`
    with due as (
      select ${r.id} as id, ${r.userId} as user_id, ${r.title} as title,
        ${r.productId} as product_id, ${r.publishedAt} as published_at, mark.months
      from ${r}
      cross join lateral (
        select max(m) as months from unnest(${MARKS}) m
        where ${r.publishedAt} <= ${monthsAfter(sql`now()`, sql`-m`)}
      ) mark
      where ${r.status} = 'approved'
        and ${r.publishedAt} <= ${monthsAfter(sql`now()`, -FIRST_MARK)}
        ${after ? sql`and (${r.publishedAt}, ${r.id}) > (${after.publishedAt}::timestamptz, ${after.id}::uuid)` : sql``}
        and not exists (
          select 1 from ${reviewReportNudges}
          where ${reviewReportNudges.reviewId} = ${r.id} and ${reviewReportNudges.months} >= mark.months)
        and not exists (
          select 1 from ${reviewReports}
          where ${reviewReports.reviewId} = ${r.id} and ${reviewReports.status} <> 'rejected'
            and ${reviewReports.createdAt} >= ${monthsAfter(r.publishedAt, sql`mark.months`)})
      order by ${r.publishedAt}, ${r.id}
      limit ${limit}
    ), recorded as (
      insert into ${reviewReportNudges} (review_id, months)
      select id, months from due
      on conflict do nothing
      returning review_id
    )
    select due.id, due.user_id, due.title, due.product_id, ${catalogueColumns.name} as product_name,
      due.months, due.published_at::text as published_at,
      exists (select 1 from recorded where recorded.review_id = due.id) as sent
    from due ${joinProductOn(sql`due.product_id`)}
    order by due.published_at, due.id`)) as unknown as { rows: DueRow[] };
  const told = rows.filter((row) => row.sent);
  await notifier.tellMany(
    tx,
    told.map((row) =>
      notices.reportNudge({
        authorId: row.user_id,
        reviewId: row.id,
        title: row.title,
        productId: row.product_id,
        productName: row.product_name,
        months: row.months,
      }),
    ),
  );
  const last = rows.at(-1);
  return {
    sent: told.length,
    next: rows.length === limit && last ? { publishedAt: last.published_at, id: last.id } : null,
  };
}

/**
 * Daily at 15:29 UTC (daytime from the Americas to Europe); a run that took a full batch queues
 * the next, which gets its own transaction.
 */
export function defineReportNudgeJob(app: AppInstance) {
  app.jobs.define<{ after?: NudgeCursor }>({
    name: REPORT_NUDGE_QUEUE,
    cron: '29 15 * * *',
    retryLimit: 3,
    retryDelaySeconds: 300,
    expireSeconds: 600,
    batchSize: 1,
    handleInTransaction: async (tx, job) => {
      const { next } = await sendReportNudges(tx, app.notifier, job.after ?? null);
      if (next) await app.jobs.send(tx, REPORT_NUDGE_QUEUE, { after: next });
    },
  });
}
