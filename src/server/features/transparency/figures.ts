import { sql } from 'drizzle-orm';
import { REJECTION_REASON_IDS } from '@shared/moderation-figures';
import { UNRECORDED_REASON, type TTransparencyMonth } from '@shared/schemas/transparency';
import { auditLog } from '../../db/schema';
import type { Executor } from '../../db/types';

/** The audit actions the figures count, so the statement walks the action index alone. */
const COUNTED = [
  'review.submit',
  'review.approve',
  'review.reject',
  'review.hide',
  'appeal.file',
  'appeal.uphold',
  'appeal.reverse',
  'user.delete',
] as const;

interface Row {
  month: string;
  action: (typeof COUNTED)[number];
  restored: boolean;
  reason: string | null;
  n: number;
}

const zeroMonth = (month: string): TTransparencyMonth => ({
  month,
  submitted: 0,
  approved: 0,
  rejected: { total: 0, byReason: {} },
  hidden: 0,
  restored: 0,
  appeals: { filed: 0, upheld: 0, reversed: 0 },
  removedAccounts: 0,
});

/** `YYYY-MM` of each month from `first` to `last`, newest first. */
function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [y, m] = last.split('-').map(Number) as [number, number];
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    months.push(month);
    if (month <= first) return months;
    m -= 1;
    if (m === 0) [y, m] = [y - 1, 12];
  }
}

/**
 * Issue 52: each month's moderation figures since the log began, counted from the audit log
 * (never typed in): reviews submitted, first approvals, rejections by reason (`unrecorded` before
 * reasons were), hidden by flags, restored over flags, appeals and their outcomes, accounts
 * removed. Months are UTC; a month with nothing is listed with zeros.
 */
export async function transparencyMonths(db: Executor): Promise<TTransparencyMonth[]> {
  const result = await db.execute(sql`
    select to_char(date_trunc('month', ${auditLog.createdAt} at time zone 'UTC'), 'YYYY-MM') as month,
      ${auditLog.action} as action,
      coalesce((${auditLog.details} ->> 'restored')::boolean, false) as restored,
      ${auditLog.details} ->> 'reason' as reason,
      count(*)::int as n
    from ${auditLog}
    where ${auditLog.action} in (${sql.join(
      COUNTED.map((a) => sql`${a}`),
      sql`, `,
    )})
    group by 1, 2, 3, 4`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  if (rows.length === 0) return [];
  const first = rows.reduce((a, r) => (r.month < a ? r.month : a), rows[0]!.month);
  const now = new Date().toISOString().slice(0, 7);
  const byMonth = new Map(monthsBetween(first, now).map((m) => [m, zeroMonth(m)]));
  for (const r of rows) {
    const month = byMonth.get(r.month)!;
    switch (r.action) {
      case 'review.submit':
        month.submitted += r.n;
        break;
      case 'review.approve':
        if (r.restored) month.restored += r.n;
        else month.approved += r.n;
        break;
      case 'review.reject': {
        const reason = (REJECTION_REASON_IDS as readonly string[]).includes(r.reason ?? '')
          ? (r.reason as (typeof REJECTION_REASON_IDS)[number])
          : UNRECORDED_REASON;
        month.rejected.total += r.n;
        month.rejected.byReason[reason] = (month.rejected.byReason[reason] ?? 0) + r.n;
        break;
      }
      case 'review.hide':
        month.hidden += r.n;
        break;
      case 'appeal.file':
        month.appeals.filed += r.n;
        break;
      case 'appeal.uphold':
        month.appeals.upheld += r.n;
        break;
      case 'appeal.reverse':
        month.appeals.reversed += r.n;
        break;
      case 'user.delete':
        month.removedAccounts += r.n;
        break;
    }
  }
  return [...byMonth.values()];
}
