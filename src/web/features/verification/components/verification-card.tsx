import { useQuery } from '@tanstack/react-query';
import { ExternalLink, ShieldOff } from '@web/components/icons';
import { useState } from 'react';
import { VERIFICATION_METHODS, VERIFICATION_VALID_DAYS } from '@shared/verification';
import type { TVerificationStatus } from '@shared/schemas/verification';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { FormattedDate } from '@web/components/ui/formatted-date';
import { ListSkeleton, LoadFailed } from '@web/components/ui/list-states';
import { toast } from '@web/lib/toast';
import { verificationQuery } from '../api';
import { useRemoveVerification, useStartOidc } from '../mutations';
import { MilCodeForm } from './mil-code-form';
import { VerifiedBadge } from '@web/components/verified-badge';

type Held = NonNullable<TVerificationStatus['verification']>;

function Current({ verification }: { verification: Held }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveVerification({
    onSuccess: () => {
      setConfirming(false);
      toast.success('Verification removed');
    },
  });
  return (
    <div className="space-y-3">
      <VerifiedBadge affiliation={verification.affiliation} />
      <p className="text-sm text-muted-foreground">
        Through {VERIFICATION_METHODS[verification.method].toLowerCase()} on{' '}
        <FormattedDate value={verification.verifiedAt} />; it lasts until{' '}
        <FormattedDate value={verification.expiresAt} />, and we remind you a month before.
      </p>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        <ShieldOff aria-hidden /> Remove verification
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => remove.isPending || setConfirming(open)}
        title="Remove your verification?"
        description="The badge leaves your reviews at once. You can verify again at any time."
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </div>
  );
}

function ProviderButton({ name }: { name: string }) {
  const start = useStartOidc();
  // The page leaves for the provider; the button stays busy until it has.
  const busy = start.isPending || start.isSuccess;
  return (
    <Button disabled={busy} onClick={() => start.mutate()}>
      <ExternalLink aria-hidden /> {busy ? `Going to ${name}...` : `Verify with ${name}`}
    </Button>
  );
}

function Ways({ status }: { status: TVerificationStatus }) {
  const provider = status.providers.oidc;
  return (
    <div className="space-y-6">
      {provider ? (
        <section aria-labelledby="verify-provider" className="space-y-2">
          <h3 id="verify-provider" className="font-semibold">
            With {provider.name}
          </h3>
          <p className="text-sm text-muted-foreground">
            Sign in there; it tells us only whether you serve or served, or belong to a military
            family.
          </p>
          <ProviderButton name={provider.name} />
        </section>
      ) : null}
      <section aria-labelledby="verify-mil" className="space-y-2">
        <h3 id="verify-mil" className="font-semibold">
          With a .mil e-mail address
        </h3>
        <MilCodeForm waiting={status.milCode} />
      </section>
    </div>
  );
}

/**
 * The profile's Verification tab (issue 29): the member's badge and how to get, renew or remove
 * it. What is kept is said where it is asked for.
 */
export function VerificationCard() {
  const { data, isPending, isError, refetch } = useQuery(verificationQuery());
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Service verification</CardTitle>
        <CardDescription>
          A &ldquo;Verified&rdquo; badge on your reviews tells readers you carried the gear in
          service. We keep only what it says and when, for {VERIFICATION_VALID_DAYS} days: never
          your name, e-mail address, documents or service number.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {isPending ? (
          <ListSkeleton rows={2} rowClassName="h-16" />
        ) : isError ? (
          <LoadFailed retry={() => void refetch()}>
            We couldn&apos;t load your verification.
          </LoadFailed>
        ) : (
          <>
            {data.verification ? <Current verification={data.verification} /> : null}
            <p className="text-sm">
              {data.verification
                ? 'To renew it or change what it says, verify again:'
                : 'You are not verified yet. Choose a way:'}
            </p>
            <Ways status={data} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
