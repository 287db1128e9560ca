import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { TAppeal, TMyAppeals } from '@shared/schemas/appeals';
import { Scale } from '@web/components/icons';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FormattedDate } from '@web/components/ui/formatted-date';
import { EmptyState, ListSkeleton, LoadFailed } from '@web/components/ui/list-states';
import { StatusBadge } from '@web/components/ui/status-badge';
import { Link } from '@web/lib/router';
import { paths } from '@web/lib/paths';
import { myAppealsQuery } from '../api';
import { AppealItemHead } from './appeal-item-head';
import { DecisionSaid } from './decision-said';

const AppealDialog = lazy(() => import('./appeal-dialog'));

type Appealable = TMyAppeals['appealable'][number];

function AppealableItem({ item }: { item: Appealable }) {
  const [open, setOpen] = useState(false);
  const heading = `appealable-${item.id}`;
  return (
    <Card role="article" aria-labelledby={heading} className="space-y-3 p-4 sm:p-5">
      <AppealItemHead item={item} headingId={heading}>
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          <Scale /> Appeal
        </Button>
      </AppealItemHead>
      <DecisionSaid decision={item.decision} />
      {open ? (
        <Suspense fallback={null}>
          <AppealDialog item={item} open onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </Card>
  );
}

function AppealMade({ appeal }: { appeal: TAppeal }) {
  const heading = `appeal-${appeal.id}`;
  return (
    <Card role="article" aria-labelledby={heading} className="space-y-2 p-4 sm:p-5">
      <AppealItemHead item={appeal.item} headingId={heading}>
        <StatusBadge status={appeal.status} />
      </AppealItemHead>
      <p className="break-words text-sm">
        <span className="font-medium">Your appeal: </span>
        {appeal.note}
      </p>
      <p className="text-sm text-muted-foreground">
        {'Sent '}
        <FormattedDate value={appeal.createdAt} />
        {appeal.settledAt ? (
          <>
            {' · settled '}
            <FormattedDate value={appeal.settledAt} />
          </>
        ) : (
          ' · waiting for an admin'
        )}
      </p>
      {appeal.reason ? (
        <p className="break-words text-sm">
          <span className="font-medium">Admin’s reason: </span>
          {appeal.reason}
        </p>
      ) : null}
    </Card>
  );
}

/**
 * Issue 52, the profile's Appeals tab: what moderation rejected or members' flags hid of what the
 * member wrote, each appealable once, and the appeals they made with what became of each.
 */
export function MyAppealsTab() {
  const { data, isPending, error, refetch } = useQuery(myAppealsQuery());
  if (isPending) return <ListSkeleton />;
  if (error || !data) {
    return (
      <LoadFailed retry={() => void refetch()}>We couldn&apos;t load your appeals.</LoadFailed>
    );
  }
  const policy = (
    <p className="text-sm text-muted-foreground">
      {'How moderation decides, and what appeals change: see '}
      <Link to={paths.transparency} className="text-primary underline underline-offset-4">
        Transparency
      </Link>
      .
    </p>
  );
  if (data.appealable.length === 0 && data.appeals.length === 0) {
    return (
      <div className="space-y-4">
        <EmptyState icon={Scale}>
          Nothing to appeal. If a moderator rejects something you wrote, or members&apos; flags hide
          it, you can appeal here.
        </EmptyState>
        {policy}
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {policy}
      {data.appealable.length > 0 ? (
        <section aria-labelledby="appealable-heading" className="space-y-3">
          <h2 id="appealable-heading" className="text-lg font-semibold">
            Decisions you can appeal
          </h2>
          <ul className="space-y-3">
            {data.appealable.map((item) => (
              <li key={item.id}>
                <AppealableItem item={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.appeals.length > 0 ? (
        <section aria-labelledby="appeals-heading" className="space-y-3">
          <h2 id="appeals-heading" className="text-lg font-semibold">
            Your appeals
          </h2>
          <ul className="space-y-3">
            {data.appeals.map((appeal) => (
              <li key={appeal.id}>
                <AppealMade appeal={appeal} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
