import { AlertTriangle, Flag, Hourglass, Pencil, Plus, Trash2 } from '@web/components/icons';
import {
  failureText,
  monthsText,
  REPORT_COUNTED_STATUSES,
  REPORT_STATES,
  reportWait,
} from '@shared/field-reports';
import type { TReport } from '@shared/schemas/field-reports';
import type { TReview } from '@shared/schemas/reviews';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { shortDate } from '@shared/format';
import { FormattedDate } from '@web/components/ui/formatted-date';
import { StatusBadge } from '@web/components/ui/status-badge';
import type { CardDialog } from './review-card-dialogs';
import { ReviewFit, ReviewScores } from './review-parts';

// Issue 30: a review's field reports, as its card shows them. No form code here: the card is on
// every product page's first visit; the report form loads when opened.

/** "Field-tested 9 months": the review has an approved report; the longest ownership stated. */
export function FieldTestedBadge({ months }: { months: number | null }) {
  if (months === null) return null;
  return (
    <Badge variant="accent">
      <Hourglass aria-hidden className="size-3" />
      {`Field-tested ${monthsText(months)}`}
    </Badge>
  );
}

/** An approved "broke or failed" report, said plainly at the top of the review. */
export function FailedNotice({ reports }: { reports: TReport[] }) {
  const failed = reports.findLast((r) => r.status === 'approved' && r.state === 'failed');
  if (!failed) return null;
  return (
    <div role="note" className="report-failed">
      <AlertTriangle aria-hidden />
      <span>
        <strong>{`${REPORT_STATES.failed} after ${monthsText(failed.monthsOwned)}`}</strong>
        {failureText(failed) ? ` · ${failureText(failed)}` : null}
        {' · reported '}
        <FormattedDate value={failed.createdAt} />
      </span>
    </div>
  );
}

/** Why the author cannot add a report now (the server's rule and words), or null. */
export function reportWaitFor(review: TReview) {
  const counted = review.reports.filter((r) =>
    (REPORT_COUNTED_STATUSES as readonly string[]).includes(r.status),
  );
  const last = counted.at(-1);
  return reportWait(new Date(review.createdAt), last ? new Date(last.createdAt) : null);
}

function ReportItem({
  report,
  isAuthor,
  onFlag,
  open,
}: {
  report: TReport;
  isAuthor: boolean;
  onFlag: (reportId: string) => void;
  open: (dialog: CardDialog) => void;
}) {
  const named = (
    <span className="sr-only">{` field report of ${shortDate(report.createdAt)}`}</span>
  );
  return (
    <li>
      <p>
        <FormattedDate value={report.createdAt} />
        <span>{`${monthsText(report.monthsOwned)} owned`}</span>
        <span data-state={report.state}>{REPORT_STATES[report.state]}</span>
        {failureText(report) ? <span>{`Gave out: ${failureText(report)}`}</span> : null}
        {report.editedAt ? (
          <span>
            {'Edited '}
            <FormattedDate value={report.editedAt} />
          </span>
        ) : null}
        {/* Only its author sees a report that is not approved: say why nobody else can. */}
        {report.status === 'approved' ? null : (
          <StatusBadge
            status={report.status}
            title={
              report.status === 'pending'
                ? 'Visible to others once approved by our team'
                : 'Not shown to others'
            }
          />
        )}
      </p>
      <p>{report.content}</p>
      <ReviewFit entry={report} />
      {report.scores ? <ReviewScores scores={report.scores} /> : null}
      <div>
        {isAuthor ? (
          <>
            <Button variant="ghost" size="sm" onClick={() => open({ kind: 'report', report })}>
              <Pencil /> Edit
              {named}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => open({ kind: 'report-delete', reportId: report.id })}
            >
              <Trash2 /> Delete
              {named}
            </Button>
          </>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            className="text-muted-foreground"
            onClick={() => onFlag(report.id)}
          >
            <Flag /> Flag
            {named}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * The review's field reports as a dated timeline, oldest first, and, for the author of an
 * approved review, "Add field report" (disabled, with the reason, before reports open or
 * within the interval).
 */
export function FieldReports({
  review,
  isAuthor,
  onFlag,
  open,
}: {
  review: TReview;
  isAuthor: boolean;
  onFlag: (reportId: string) => void;
  open: (dialog: CardDialog) => void;
}) {
  const canAdd = isAuthor && review.status === 'approved';
  if (review.reports.length === 0 && !canAdd) return null;
  const headingId = `reports-${review.id}`;
  const wait = canAdd ? reportWaitFor(review) : null;
  return (
    <section aria-labelledby={headingId} className="field-reports">
      {/* A page lists many reviews: each region needs a name of its own (axe landmark-unique). */}
      <h4 id={headingId}>
        Field reports<span className="sr-only">{` on ${review.title}`}</span>
      </h4>
      {review.reports.length > 0 ? (
        <ol>
          {review.reports.map((r) => (
            <ReportItem key={r.id} report={r} isAuthor={isAuthor} onFlag={onFlag} open={open} />
          ))}
        </ol>
      ) : null}
      {canAdd ? (
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={wait !== null}
            aria-describedby={wait ? `${headingId}-wait` : undefined}
            onClick={() => open({ kind: 'report' })}
          >
            <Plus /> Add field report
          </Button>
          {wait ? <p id={`${headingId}-wait`}>{wait}</p> : null}
        </div>
      ) : null}
    </section>
  );
}
