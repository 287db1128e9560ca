import { monthYear } from '@shared/format';
import { REJECTION_REASONS, type RejectionReason } from '@shared/moderation-figures';
import type { TTransparencyMonth } from '@shared/schemas/transparency';

const reasonLabel = (reason: string) =>
  reason in REJECTION_REASONS
    ? REJECTION_REASONS[reason as RejectionReason]
    : 'Reason not recorded';

/**
 * Issue 52: each month's moderation figures, counted from the audit log: what was submitted and
 * decided, why rejections were made, what members' flags hid and moderators restored, appeals
 * and their outcomes, and accounts removed.
 */
export function MonthlyFigures({ months }: { months: TTransparencyMonth[] }) {
  if (months.length === 0) {
    return <p className="text-muted-foreground">Nothing has been moderated yet.</p>;
  }
  return (
    <div
      className="overflow-x-auto rounded-lg border"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolled region must be reachable by keyboard
      tabIndex={0}
      role="region"
      aria-label="Monthly figures, scrolls sideways"
    >
      <table className="w-full min-w-[44rem] text-sm">
        <caption className="sr-only">Moderation figures by month, newest first</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            {[
              'Month',
              'Reviews submitted',
              'Approved',
              'Rejected',
              'Hidden by flags',
              'Restored',
              'Appeals',
              'Accounts removed',
            ].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month} className="border-t align-top tabular-nums">
              <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-medium">
                {monthYear(m.month)}
              </th>
              <td className="px-3 py-2">{m.submitted}</td>
              <td className="px-3 py-2">{m.approved}</td>
              <td className="px-3 py-2">
                {m.rejected.total}
                {m.rejected.total > 0 ? (
                  <ul className="mt-1 space-y-0.5 text-xs text-muted-foreground">
                    {Object.entries(m.rejected.byReason).map(([reason, n]) => (
                      <li key={reason}>{`${reasonLabel(reason)}: ${n}`}</li>
                    ))}
                  </ul>
                ) : null}
              </td>
              <td className="px-3 py-2">{m.hidden}</td>
              <td className="px-3 py-2">{m.restored}</td>
              <td className="px-3 py-2">
                {m.appeals.filed}
                {m.appeals.upheld + m.appeals.reversed > 0 ? (
                  <p className="mt-1 text-xs text-muted-foreground">
                    {`${m.appeals.upheld} upheld · ${m.appeals.reversed} reversed`}
                  </p>
                ) : null}
              </td>
              <td className="px-3 py-2">{m.removedAccounts}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
