import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from '@web/components/icons';
import { useLocation } from '@web/lib/router';
import { missionHead } from '@shared/mission-seo';
import { Button } from '@web/components/ui/button';
import { ListSkeleton } from '@web/components/ui/list-states';
import { useViewer } from '@web/lib/viewer';
import {
  missionQuery,
  KitResult,
  MissionForm,
  useMissionParams,
} from '@web/features/mission-matcher';
import { useHead } from '@web/lib/head';

/**
 * The Mission Matcher (issue 15): describe the mission, get a ranked kit within the budget.
 * Public; the inputs live in the URL, and the kit follows them without a reload.
 */
export default function MissionMatcherPage() {
  const location = useLocation();
  useHead((site) => missionHead(site.name, site.origin, new URLSearchParams(location.search)));
  const { viewer } = useViewer();
  const { inputs, query, error, update, reset } = useMissionParams();
  const { data, isPending, isError, isPlaceholderData, isFetching, refetch } = useQuery(
    missionQuery(query),
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <div className="mb-8 space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Mission Matcher</h1>
        <p className="max-w-2xl text-muted-foreground">
          Tell us the mission and the budget. We build the kit from the gear the community rates
          best for it, and show you why each piece made the cut.
        </p>
      </div>
      {error ? (
        <p
          role="alert"
          className="mb-6 flex items-center gap-2 rounded-lg border border-destructive/50 bg-destructive/10 p-3 text-sm"
        >
          <AlertTriangle className="size-4 shrink-0 text-destructive" aria-hidden />
          {error}. Showing the mission&apos;s default instead.
        </p>
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,24rem)_1fr]">
        <MissionForm inputs={inputs} signedIn={Boolean(viewer)} onChange={update} onReset={reset} />
        <div aria-live="polite" aria-busy={isFetching}>
          {data ? (
            <KitResult result={data} inputs={inputs} busy={isPlaceholderData} onChange={update} />
          ) : isError && !isPending ? (
            <div role="alert" className="space-y-3 rounded-lg border p-6 text-center">
              <p className="text-muted-foreground">The kit could not be built just now.</p>
              <Button variant="outline" onClick={() => void refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            <ListSkeleton rows={4} rowClassName="h-36" />
          )}
        </div>
      </div>
    </div>
  );
}
