import { sql } from 'drizzle-orm';
import {
  PARITY_WINDOWS_DAYS,
  parityGap,
  STAR_BANDS,
  type BandFigures,
  type StarBand,
} from '@shared/moderation-figures';
import type { TModerationParity } from '@shared/schemas/admin';
import { auditLog } from '../../db/schema';
import type { Executor } from '../../db/types';

interface Row {
  days: number;
  band: StarBand;
  decisions: number;
  approved: number;
  median: number | null;
}

const rating = sql`(${auditLog.details} ->> 'rating')::int`;

/**
 * Issue 52: approval rate and median wait by star band over each window, from the audit log's
 * first decisions: a review decided from pending, not restored over members' flags (that is a
 * decision on the flags). One statement, by the action index, over the longest window.
 */
export async function moderationParity(db: Executor): Promise<TModerationParity> {
  const longest = Math.max(...PARITY_WINDOWS_DAYS);
  const result = await db.execute(sql`
    select w.days::int as days,
      case when ${rating} <= 2 then '1-2' when ${rating} = 3 then '3' else '4-5' end as band,
      count(*)::int as decisions,
      (count(*) filter (where ${auditLog.action} = 'review.approve'))::int as approved,
      percentile_cont(0.5) within group (
        order by (${auditLog.details} ->> 'waitedSeconds')::float8
      ) as median
    from ${auditLog}
    join (values ${sql.join(
      PARITY_WINDOWS_DAYS.map((d) => sql`(${d}::int)`),
      sql`, `,
    )}) w(days) on ${auditLog.createdAt} > now() - make_interval(days => w.days)
    where ${auditLog.action} in ('review.approve', 'review.reject')
      and ${auditLog.createdAt} > now() - make_interval(days => ${longest})
      and ${auditLog.details} ->> 'from' = 'pending'
      and ${auditLog.details} ->> 'restored' is null
      and ${rating} is not null
    group by 1, 2`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  return {
    windows: PARITY_WINDOWS_DAYS.map((days) => {
      const bands: BandFigures[] = STAR_BANDS.map(({ id }) => {
        const row = rows.find((r) => r.days === days && r.band === id);
        const decisions = row?.decisions ?? 0;
        const approved = row?.approved ?? 0;
        return {
          band: id,
          decisions,
          approved,
          approvalRate: decisions > 0 ? Math.round((approved / decisions) * 1000) / 10 : null,
          medianSeconds: row && row.median !== null ? Math.round(row.median) : null,
        };
      });
      return { days, bands, gap: parityGap(bands) };
    }),
  };
}
