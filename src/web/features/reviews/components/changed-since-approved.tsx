import { useId, useState } from 'react';
import type { TPendingReview } from '@shared/schemas/admin';
import { ChevronDown } from '@web/components/icons';
import { Button } from '@web/components/ui/button';
import { FormattedDate } from '@web/components/ui/formatted-date';
import { cn } from '@web/lib/cn';
import { hasChanges, reviewChanges, type ListChange } from '../review-changes';
import { DiffText } from './diff-text';

function ListChanges({ name, change }: { name: string; change: ListChange }) {
  return (
    <div>
      <dt className="font-medium">{name}</dt>
      <dd>
        <ul className="list-inside list-disc">
          {change.removed.map((item) => (
            <li key={`-${item}`}>
              <DiffText parts={[{ kind: 'removed', text: item }]} />
            </li>
          ))}
          {change.added.map((item) => (
            <li key={`+${item}`}>
              <DiffText parts={[{ kind: 'added', text: item }]} />
            </li>
          ))}
        </ul>
      </dd>
    </div>
  );
}

/**
 * Issue 30: "moderators see what changed since they approved it". An edited review that was
 * approved before shows, behind a disclosure (closed at first, the queue stays short), its
 * title's and text's words against the approved version's and every star, score, pro and con
 * that differs.
 */
export function ChangedSinceApproved({ review }: { review: TPendingReview }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const approved = review.approvedVersion;
  if (!approved) return null;
  const changes = reviewChanges(approved, review);
  return (
    <div className="rounded-md border text-sm">
      <div className="flex flex-wrap items-center gap-x-2 px-1 py-1">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((v) => !v)}
        >
          <ChevronDown aria-hidden className={cn('transition-transform', open && 'rotate-180')} />
          Changed since approved
        </Button>
        <span className="text-muted-foreground">
          edited <FormattedDate value={approved.replacedAt} />
        </span>
      </div>
      <div id={id} hidden={!open} className="border-t px-3 py-3">
        {hasChanges(changes) ? (
          <dl className="space-y-2">
            {changes.title ? (
              <div>
                <dt className="font-medium">Title</dt>
                <dd>
                  <DiffText parts={changes.title} />
                </dd>
              </div>
            ) : null}
            {changes.rating ? (
              <div>
                <dt className="font-medium">Stars</dt>
                <dd className="tabular-nums">{`${changes.rating.from} → ${changes.rating.to}`}</dd>
              </div>
            ) : null}
            {changes.scores.length > 0 ? (
              <div>
                <dt className="font-medium">Scores</dt>
                <dd className="tabular-nums">
                  {changes.scores.map((s) => `${s.label} ${s.from} → ${s.to}`).join(' · ')}
                </dd>
              </div>
            ) : null}
            {changes.content ? (
              <div>
                <dt className="font-medium">Text</dt>
                <dd className="leading-relaxed">
                  <DiffText parts={changes.content} />
                </dd>
              </div>
            ) : null}
            {changes.pros ? <ListChanges name="Pros" change={changes.pros} /> : null}
            {changes.cons ? <ListChanges name="Cons" change={changes.cons} /> : null}
          </dl>
        ) : (
          <p className="text-muted-foreground">It reads as the approved version did.</p>
        )}
      </div>
    </div>
  );
}
