import { REPORT_STATES, failureText } from '@shared/field-reports';
import type { TPendingReport } from '@shared/schemas/admin';
import { Stars } from '@web/components/stars';
import { Badge } from '@web/components/ui/badge';
import { FormattedDate } from '@web/components/ui/formatted-date';
import { cn } from '@web/lib/cn';
import { paths } from '@web/lib/paths';
import { Link } from '@web/lib/router';
import { QueueItemCard, type QueueItemProps } from '@web/components/moderation/queue-item';
import { ScoreList } from './score-list';
import { OpsecFindings } from '@web/features/opsec';

/** "1 month owned", "9 months owned". */
export const monthsOwned = (n: number) => `${n} ${n === 1 ? 'month' : 'months'} owned`;

/**
 * Issue 30: a field report waiting, marked as one, with the review it follows beside it (its
 * title, stars, text and scores as they stand) so the moderator reads what changed against what
 * was said. A queue item as a review is: focusable, its keys handled by the list's `onKeyDown`.
 */
export function PendingReportItem({ item, ...queue }: QueueItemProps & { item: TPendingReport }) {
  const { report, review } = item;
  const titleId = `report-${report.id}`;
  return (
    <QueueItemCard id={report.id} labelledBy={titleId} {...queue}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="accent">Field report</Badge>
            <Badge
              variant={report.state === 'failed' ? 'default' : 'outline'}
              className={cn(
                report.state === 'failed' && 'bg-destructive text-white dark:text-black',
              )}
            >
              {REPORT_STATES[report.state]}
            </Badge>
            <span className="text-sm">{monthsOwned(report.monthsOwned)}</span>
            {failureText(report) ? (
              <span className="text-sm">{`Gave out: ${failureText(report)}`}</span>
            ) : null}
          </div>
          <h3 id={titleId} className="break-words font-semibold leading-snug">
            {`On “${review.title}”`}
          </h3>
          <Link
            to={paths.product(item.productId)}
            className="text-sm text-primary underline-offset-4 hover:underline"
          >
            {item.productName}
          </Link>
        </div>
        <span className="text-sm text-muted-foreground">
          {item.authorName} · <FormattedDate value={report.createdAt} />
        </span>
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <section aria-labelledby={`${titleId}-report`} className="space-y-2">
          <h4 id={`${titleId}-report`} className="text-sm font-medium">
            The report
          </h4>
          <p className="whitespace-pre-line break-words text-sm leading-relaxed">
            {report.content}
          </p>
          <OpsecFindings texts={[report.content, report.failureDetail]} />
          {report.scores ? (
            <ScoreList scores={report.scores} was={review} label="New scores" />
          ) : (
            <p className="text-sm text-muted-foreground">No new scores.</p>
          )}
        </section>
        <section
          aria-labelledby={`${titleId}-original`}
          className="space-y-2 rounded-md bg-muted p-3"
        >
          <h4 id={`${titleId}-original`} className="text-sm font-medium">
            Original review · <FormattedDate value={review.createdAt} />
          </h4>
          <p className="break-words font-semibold">{review.title}</p>
          <Stars value={review.rating} />
          <p className="line-clamp-6 whitespace-pre-line break-words text-sm leading-relaxed">
            {review.content}
          </p>
          <ScoreList scores={review} label="The review's scores" />
        </section>
      </div>
    </QueueItemCard>
  );
}
