import { useQuery } from '@tanstack/react-query';
import { EyeOff, Flag } from '@web/components/icons';
import { useState } from 'react';
import { Link } from '@web/lib/router';
import { toast } from '@web/lib/toast';
import { FLAG_REASONS } from '@shared/catalog';
import { REPORT_STATES } from '@shared/field-reports';
import type { TAdminFlag } from '@shared/schemas/admin';
import { paths } from '@web/lib/paths';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { DecisionButtons } from '@web/components/ui/decision-buttons';
import { FormattedDate } from '@web/components/ui/formatted-date';
import { EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { StatusBadge } from '@web/components/ui/status-badge';
import { flagsQuery } from '../api';
import { useRejectFlagged, useSettleFlag } from '../moderation-mutations';
import { monthsOwned } from './pending-report-item';
import { QueueOrderNote } from '@web/components/moderation/queue-keys-help';
import { RestoredBefore } from './restored-before';
import { RiskSummary } from './risk-summary';

const reasonLabel = (id: string) => FLAG_REASONS.find((r) => r.id === id)?.label ?? id;

const FLAG_TOASTS = {
  resolve: 'Flag resolved',
  dismiss: 'Flag dismissed',
} as const;

function FlagItem({ flag }: { flag: TAdminFlag }) {
  const settle = useSettleFlag(flag.id, {
    onSuccess: (_answer, verdict) => {
      toast.success(FLAG_TOASTS[verdict]);
    },
  });
  // Acting on the review itself: an approved review that breaks the rules is taken down.
  const hide = useRejectFlagged(flag.review.id, {
    onSuccess: () => {
      toast.success('Review rejected', {
        description: 'Review rejected and will not be displayed',
      });
    },
  });
  const busy = settle.isPending || hide.isPending;
  const pending = flag.status === 'pending';
  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{reasonLabel(flag.reason)}</Badge>
        {pending ? (
          <StatusBadge status="pending" />
        ) : (
          <Badge variant="secondary">{flag.status === 'resolved' ? 'Resolved' : 'Dismissed'}</Badge>
        )}
        <span className="text-sm text-muted-foreground">
          by {flag.flaggedBy} · <FormattedDate value={flag.createdAt} />
        </span>
      </div>
      {pending ? <RiskSummary risk={flag.risk} id={`flag-${flag.id}-risk`} /> : null}
      {flag.description ? (
        <p className="whitespace-pre-line break-words text-sm">“{flag.description}”</p>
      ) : null}
      <div className="space-y-1 rounded-md bg-muted p-3 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{flag.review.title}</span>
          <StatusBadge status={flag.review.status} />
          <RestoredBefore at={flag.review.restoredBefore} />
        </div>
        <p className="line-clamp-4 whitespace-pre-line break-words text-muted-foreground">
          {flag.review.content}
        </p>
        {flag.report ? (
          // Issue 30: the flag names one of the review's field reports.
          <div className="space-y-1 border-l-2 border-border pl-3">
            <p className="font-medium">
              On field report of <FormattedDate value={flag.report.createdAt} />
              {` · ${REPORT_STATES[flag.report.state]} · ${monthsOwned(flag.report.monthsOwned)}`}
            </p>
            <p className="line-clamp-3 whitespace-pre-line break-words text-muted-foreground">
              {flag.report.content}
            </p>
          </div>
        ) : null}
        <Link
          to={paths.product(flag.review.productId)}
          className="text-primary underline-offset-4 hover:underline"
        >
          {flag.review.productName}
        </Link>
      </div>
      {pending ? (
        <DecisionButtons
          yes="Resolve"
          no="Dismiss"
          busy={busy}
          onYes={() => settle.mutate('resolve')}
          onNo={() => settle.mutate('dismiss')}
        >
          {flag.review.status === 'approved' ? (
            <Button variant="outline" disabled={busy} onClick={() => hide.mutate()}>
              <EyeOff aria-hidden /> Reject the review
            </Button>
          ) : null}
        </DecisionButtons>
      ) : null}
    </Card>
  );
}

/** SPEC §2 Admin, Review Flags: pending ones first, the riskiest reviews' first (issue 29). */
export default function FlagsTab() {
  const { data, isPending } = useQuery(flagsQuery());
  const [showSettled, setShowSettled] = useState(false);
  if (isPending) return <ListSkeleton rows={2} rowClassName="h-40" />;
  const items = data ?? [];
  const shown = showSettled ? items : items.filter((f) => f.status === 'pending');
  const settledCount = items.length - items.filter((f) => f.status === 'pending').length;
  return (
    <div className="space-y-4">
      <QueueOrderNote then="by their review’s risk, and the handled ones last" />
      {settledCount > 0 ? (
        <Button variant="ghost" size="sm" onClick={() => setShowSettled((v) => !v)}>
          {showSettled ? 'Hide handled flags' : `Show handled flags (${settledCount})`}
        </Button>
      ) : null}
      {shown.length === 0 ? (
        <EmptyState icon={Flag}>No flags are waiting.</EmptyState>
      ) : (
        <ul className="space-y-3" aria-label="Flags, long-waiting first, then by risk">
          {shown.map((flag) => (
            <li key={flag.id}>
              <FlagItem flag={flag} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
