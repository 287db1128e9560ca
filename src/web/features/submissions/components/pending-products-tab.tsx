import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, PackageCheck } from '@web/components/icons';
import { useId, useState } from 'react';
import { Link } from '@web/lib/router';
import { toast } from '@web/lib/toast';
import { categoryName } from '@shared/catalog';
import { ADMIN_NOTES_MAX } from '@shared/limits';
import type { TAdminSubmission } from '@shared/schemas/submissions';
import { paths } from '@web/lib/paths';
import { Badge } from '@web/components/ui/badge';
import { DecisionButtons } from '@web/components/ui/decision-buttons';
import { Card } from '@web/components/ui/card';
import { FormattedDate } from '@web/components/ui/formatted-date';
import { Label, Textarea } from '@web/components/ui/input';
import { EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { formatPrice } from '@shared/format';
import { SIZED_KINDS, SPEC_FIELDS, SPEC_KEYS, specText } from '@shared/specs';
import { useUnitSystem } from '@web/lib/units';
import { pendingSubmissionsQuery } from '../api';
import { useDecideSubmission } from '../mutations';
import { AmazonLink } from './amazon-link';
import { ImagePreview } from './image-preview';

/** Issue 48: the maker's figures the submitter offered, in the reader's units, and sizing. */
function OfferedClaims({ submission }: { submission: TAdminSubmission }) {
  const [system] = useUnitSystem();
  const claims = SPEC_KEYS.flatMap((key) => {
    const value = submission.specs[key];
    return value === undefined ? [] : [{ key, value }];
  });
  if (claims.length === 0 && !submission.sized) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
      {claims.map(({ key, value }) => (
        <div key={key} className="contents">
          <dt className="text-muted-foreground">{SPEC_FIELDS[key].label}</dt>
          <dd>{specText(key, value, system)}</dd>
        </div>
      ))}
      <div className="contents">
        <dt className="text-muted-foreground">Comes in sizes</dt>
        <dd>{submission.sized ? SIZED_KINDS[submission.sized] : 'No'}</dd>
      </div>
    </dl>
  );
}

function PendingProduct({ submission }: { submission: TAdminSubmission }) {
  const notesId = useId();
  const [notes, setNotes] = useState('');
  const mutation = useDecideSubmission(
    { id: submission.id, notes },
    {
      onSuccess: (_answer, verdict) => {
        if (verdict === 'approve') {
          toast.success('Product approved', {
            description: 'Product has been added to the catalog',
          });
        } else toast.success('Product rejected');
      },
    },
  );
  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 break-words font-semibold leading-snug">{submission.name}</h3>
        <span className="text-sm text-muted-foreground">
          {submission.submitter.name || 'Former member'} ·{' '}
          <FormattedDate value={submission.createdAt} />
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Badge variant="outline">{categoryName(submission.category)}</Badge>
        <span className="font-semibold">{formatPrice(submission.price)}</span>
        <AmazonLink href={submission.amazonUrl} className="text-primary" />
      </div>
      <p className="whitespace-pre-line break-words text-sm leading-relaxed text-muted-foreground">
        {submission.description}
      </p>
      <OfferedClaims submission={submission} />
      {submission.imageUrl ? <ImagePreview url={submission.imageUrl} /> : null}
      {submission.matches.length > 0 ? (
        <div className="flex gap-2 rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            Same Amazon product as{' '}
            {submission.matches.map((m, i) => (
              <span key={`${m.kind}-${m.productId ?? m.name}`}>
                {i > 0 ? ', ' : ''}
                {m.productId ? (
                  <Link to={paths.product(m.productId)} className="underline underline-offset-2">
                    {m.name}
                  </Link>
                ) : (
                  `${m.name} (pending)`
                )}
              </span>
            ))}
            .
          </p>
        </div>
      ) : null}
      <div className="space-y-1.5">
        <Label htmlFor={notesId}>Admin notes (optional)</Label>
        <Textarea
          id={notesId}
          rows={2}
          maxLength={ADMIN_NOTES_MAX}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          placeholder="Shown to the submitter"
        />
      </div>
      <DecisionButtons
        yes="Approve & Publish"
        busy={mutation.isPending}
        onYes={() => mutation.mutate('approve')}
        onNo={() => mutation.mutate('reject')}
      />
    </Card>
  );
}

/** SPEC §2 Admin, Pending Products: only pending submissions, newest first. */
export default function PendingProductsTab() {
  const { data, isPending } = useQuery(pendingSubmissionsQuery());
  if (isPending) return <ListSkeleton rows={2} rowClassName="h-48" />;
  const items = data ?? [];
  if (items.length === 0) {
    return <EmptyState icon={PackageCheck}>No product submissions are waiting.</EmptyState>;
  }
  return (
    <ul className="space-y-3">
      {items.map((submission) => (
        <li key={submission.id}>
          <PendingProduct submission={submission} />
        </li>
      ))}
    </ul>
  );
}
