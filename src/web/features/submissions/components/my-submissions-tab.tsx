import { useQuery } from '@tanstack/react-query';
import { PackagePlus } from '@web/components/icons';
import { Link } from '@web/lib/router';
import { categoryName } from '@shared/catalog';
import type { TSubmission } from '@shared/schemas/me';
import { paths } from '@web/lib/paths';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FormattedDate } from '@web/components/ui/formatted-date';
import { EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { StatusBadge } from '@web/components/ui/status-badge';
import { formatPrice } from '@shared/format';
import { mySubmissionsQuery } from '../api';
import { AmazonLink } from './amazon-link';

function SubmissionItem({ submission }: { submission: TSubmission }) {
  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 break-words font-semibold leading-snug">{submission.name}</h3>
        <StatusBadge status={submission.status} />
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Badge variant="outline">{categoryName(submission.category)}</Badge>
        <span className="font-semibold">{formatPrice(submission.price)}</span>
        <span className="text-muted-foreground">
          Submitted <FormattedDate value={submission.createdAt} />
        </span>
      </div>
      <p className="line-clamp-4 whitespace-pre-line break-words text-sm leading-relaxed text-muted-foreground">
        {submission.description}
      </p>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {submission.productId ? (
          <Link
            to={paths.product(submission.productId)}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            View in the catalogue
          </Link>
        ) : null}
        <AmazonLink href={submission.amazonUrl} className="text-muted-foreground" />
      </div>
      {submission.adminNotes ? (
        <div className="rounded-md bg-muted p-3 text-sm">
          <p className="font-medium">Admin notes</p>
          <p className="whitespace-pre-line break-words text-muted-foreground">
            {submission.adminNotes}
          </p>
        </div>
      ) : null}
    </Card>
  );
}

/** SPEC §2 Profile, My Submissions: the products the user proposed and what became of them. */
export function MySubmissionsTab() {
  const { data, isPending } = useQuery(mySubmissionsQuery());
  if (isPending) return <ListSkeleton />;
  // A failed load leaves the list empty (SPEC §8).
  const submissions = data ?? [];
  if (submissions.length === 0) {
    return (
      <EmptyState
        icon={PackagePlus}
        action={
          <Button asChild variant="outline">
            <Link to={paths.submitProduct}>Submit a Product</Link>
          </Button>
        }
      >
        You haven&apos;t submitted any products yet.
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-3">
      {submissions.map((submission) => (
        <li key={submission.id}>
          <SubmissionItem submission={submission} />
        </li>
      ))}
    </ul>
  );
}
