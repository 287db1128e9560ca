import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@web/components/ui/skeleton';
import { LoadFailed } from '@web/components/ui/list-states';
import { MonthlyFigures, PolicyText, transparencyQuery } from '@web/features/transparency';
import { useStaticHead } from '@web/lib/head';

/**
 * Issue 52: how moderation works here and what it did, month by month: the policy an admin
 * keeps (versioned), and figures counted from the audit log, never typed in.
 */
export default function TransparencyPage() {
  useStaticHead('transparency');
  const { data, isPending, error, refetch } = useQuery(transparencyQuery());
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8 sm:py-12">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Transparency</h1>
        <p className="text-muted-foreground">
          How we moderate, and what moderation did each month. The figures are counted from the log
          of every moderation action, not typed in; low-star and high-star reviews are held to the
          same policy.
        </p>
      </header>
      {isPending ? (
        <Skeleton className="h-64" />
      ) : error || !data ? (
        <LoadFailed retry={() => void refetch()}>We couldn&apos;t load the figures.</LoadFailed>
      ) : (
        <>
          <section aria-labelledby="policy-heading" className="space-y-3">
            <h2 id="policy-heading" className="text-xl font-semibold">
              Moderation policy
            </h2>
            <PolicyText page={data} />
          </section>
          <section aria-labelledby="figures-heading" className="space-y-3">
            <h2 id="figures-heading" className="text-xl font-semibold">
              Month by month
            </h2>
            <MonthlyFigures months={data.months} />
          </section>
        </>
      )}
    </div>
  );
}
