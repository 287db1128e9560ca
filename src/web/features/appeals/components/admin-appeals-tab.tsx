import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { TOpenAppeal } from '@shared/schemas/appeals';
import { Scale } from '@web/components/icons';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FormattedDate } from '@web/components/ui/formatted-date';
import { EmptyState, ListSkeleton, LoadFailed } from '@web/components/ui/list-states';
import { openAppealsQuery } from '../api';
import { AppealItemHead } from './appeal-item-head';
import { DecisionSaid } from './decision-said';

const SettleDialog = lazy(() => import('./settle-dialog'));

function OpenAppeal({ appeal }: { appeal: TOpenAppeal }) {
  const [open, setOpen] = useState(false);
  const heading = `open-appeal-${appeal.id}`;
  const ownNote = `own-decision-${appeal.id}`;
  // The server refuses either; the card says why before anyone tries.
  const notYours = appeal.appealedByYou
    ? 'You made this appeal: another admin settles it.'
    : appeal.decidedByYou
      ? 'You made this decision: another admin settles its appeal.'
      : null;
  return (
    <Card role="article" aria-labelledby={heading} className="space-y-3 p-4 sm:p-5">
      <AppealItemHead item={appeal.item} headingId={heading}>
        <Button
          size="sm"
          onClick={() => setOpen(true)}
          disabled={notYours !== null}
          aria-describedby={notYours ? ownNote : undefined}
        >
          <Scale /> Settle
        </Button>
      </AppealItemHead>
      <p className="whitespace-pre-line break-words rounded-md bg-muted p-3 text-sm">
        {appeal.text}
      </p>
      <DecisionSaid decision={appeal.decision} by={appeal.decision.decidedBy} />
      <p className="break-words text-sm">
        <span className="font-medium">{`${appeal.authorName} appeals: `}</span>
        {appeal.note}
      </p>
      <p className="text-sm text-muted-foreground">
        {'Appealed '}
        <FormattedDate value={appeal.createdAt} />
      </p>
      {notYours ? (
        <p id={ownNote} className="text-sm text-muted-foreground">
          {notYours}
        </p>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <SettleDialog appeal={appeal} open onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </Card>
  );
}

/**
 * Issue 52, the admins' Appeals tab: open appeals, the longest waiting first, each with the item
 * as it stands, the decision and who made it, and the author's note.
 */
export default function AdminAppealsTab() {
  const { data, isPending, error, refetch } = useQuery(openAppealsQuery());
  if (isPending) return <ListSkeleton />;
  if (error || !data) {
    return <LoadFailed retry={() => void refetch()}>We couldn&apos;t load the appeals.</LoadFailed>;
  }
  if (data.items.length === 0) return <EmptyState icon={Scale}>No appeals are waiting.</EmptyState>;
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground" role="status">
        {data.total === 1 ? '1 open appeal' : `${data.total} open appeals`}
        {data.total > data.items.length ? `, the ${data.items.length} waiting longest shown` : ''}
      </p>
      <ul className="space-y-3">
        {data.items.map((appeal) => (
          <li key={appeal.id}>
            <OpenAppeal appeal={appeal} />
          </li>
        ))}
      </ul>
    </div>
  );
}
