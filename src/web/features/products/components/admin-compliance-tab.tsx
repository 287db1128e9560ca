import { useQuery } from '@tanstack/react-query';
import { claimBadge, claimName, STANDARDS } from '@shared/compliance';
import type { TComplianceQueue } from '@shared/schemas/compliance';
import { Flag, ShieldCheck } from '@web/components/icons';
import { Card } from '@web/components/ui/card';
import { DecisionButtons } from '@web/components/ui/decision-buttons';
import { FormattedDate } from '@web/components/ui/formatted-date';
import { EmptyState, ListSkeleton, LoadFailed } from '@web/components/ui/list-states';
import { paths } from '@web/lib/paths';
import { Link } from '@web/lib/router';
import { toast } from '@web/lib/toast';
import { complianceQueueQuery } from '../api';
import { useDecideClaimFlag } from '../mutations';

type ClaimFlag = TComplianceQueue['flags'][number];

function FlagItem({ flag }: { flag: ClaimFlag }) {
  const decide = useDecideClaimFlag(flag.id, {
    onSuccess: (_answer, decision) =>
      toast.success(decision === 'dismiss' ? 'Flag dismissed: the claim stands' : 'Flag upheld'),
  });
  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <p className="text-sm text-muted-foreground">
        {`${STANDARDS[flag.standard].name} · by ${flag.flaggedBy} · `}
        <FormattedDate value={flag.flaggedAt} />
      </p>
      <h3 className="font-semibold">
        <Link to={paths.product(flag.product.id)} className="hover:underline">
          {flag.product.name}
        </Link>
      </h3>
      <p className="text-sm">
        {flag.claim
          ? `Claim now: ${claimBadge(flag.claim)}`
          : 'The claim has been taken off since.'}
      </p>
      <blockquote className="border-l-2 pl-3 text-sm">{flag.reason}</blockquote>
      <p className="text-xs text-muted-foreground">
        To uphold it, first correct the claim in the product&apos;s edit dialog (Products tab).
      </p>
      <DecisionButtons
        yes="Uphold"
        no="Dismiss"
        busy={decide.isPending}
        onYes={() => decide.mutate('uphold')}
        onNo={() => decide.mutate('dismiss')}
      />
    </Card>
  );
}

/**
 * Issue 49: the admins' Standards tab: members' flags on compliance claims, oldest first, and
 * the products whose checks are over a year old.
 */
export default function AdminComplianceTab() {
  const { data, isPending, isError, refetch } = useQuery(complianceQueueQuery());
  if (isPending) return <ListSkeleton rows={3} />;
  if (isError) {
    return (
      <LoadFailed retry={() => void refetch()}>
        We couldn&apos;t load the standards queue.
      </LoadFailed>
    );
  }
  return (
    <div className="space-y-8">
      <section aria-labelledby="claim-flags" className="space-y-3">
        <h2 id="claim-flags" className="text-xl font-semibold">
          {`Flags on claims (${data.flags.length})`}
        </h2>
        {data.flags.length === 0 ? (
          <EmptyState icon={Flag}>No claim is flagged.</EmptyState>
        ) : (
          <ul className="space-y-3">
            {data.flags.map((flag) => (
              <li key={flag.id}>
                <FlagItem flag={flag} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="checks-due" className="space-y-3">
        <h2 id="checks-due" className="text-xl font-semibold">
          {`Checks due again (${data.dueTotal})`}
        </h2>
        <p className="text-sm text-muted-foreground">
          Checked over a year ago: look again at the source, then save the claim with today&apos;s
          date in the product&apos;s edit dialog.
        </p>
        {data.due.length === 0 ? (
          <EmptyState icon={ShieldCheck}>No check is due.</EmptyState>
        ) : (
          <ul className="divide-y rounded-lg border">
            {data.due.map(({ product, claims }) => (
              <li
                key={product.id}
                className="flex flex-wrap items-baseline justify-between gap-2 p-3"
              >
                <Link to={paths.product(product.id)} className="font-medium hover:underline">
                  {product.name}
                </Link>
                <span className="text-sm text-muted-foreground">
                  {claims.map((c) => `${claimName(c)}: checked ${c.checkedAt}`).join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
