import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { DURABILITY_MIN_OWNERS, notEnoughReportsText } from '@shared/durability';
import { LoadFailed } from '@web/components/ui/list-states';
import { Skeleton } from '@web/components/ui/skeleton';
import { lazyPart } from '@web/lib/lazy-part';
import { StaticPart } from '@web/lib/partial-hydration';
import { paths } from '@web/lib/paths';
import { Link } from '@web/lib/router';
import { durabilityQuery } from '../api';

/*
 * The figures never change while they are on screen, so on the page the server drew they stay
 * its markup (a StaticPart) and their code is never fetched: a first visit pays no JavaScript
 * for the chart. A lazy part drawn inside a StaticPart is not needed to take the page over, so
 * its chunk is not loaded before (lazy-part.tsx); where the screen waits for the reader (low-data
 * mode) it is loaded with the screen, which then renders it over its markup. A page reached in
 * the app loads the chunk when it shows it.
 */
const { Part: DurabilityFigures } = lazyPart(
  'durability-figures',
  () => import('./durability-figures'),
);

/** The section's two columns, as the page's own above: the words, then the chart with its table. */
const COLUMNS = 'grid gap-8 md:grid-cols-2';

function FiguresSkeleton() {
  return (
    <>
      <div className="space-y-3">
        <span role="status" className="sr-only">
          Loading
        </span>
        <Skeleton className="h-7 w-5/6" />
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="mt-6 h-24" />
      </div>
      {/* The chart with its axes and the table's summary, as tall as they are at each width. */}
      <Skeleton className="h-[21rem] sm:h-96 lg:h-[26rem]" />
    </>
  );
}

function Estimate({ productId, productName }: { productId: string; productName: string }) {
  const { data, isError, refetch } = useQuery(durabilityQuery(productId));
  if (data) {
    return (
      // Keyed by the estimate itself: another answer is drawn afresh, the same one kept.
      <StaticPart key={JSON.stringify(data)} className={COLUMNS}>
        <Suspense fallback={<FiguresSkeleton />}>
          <DurabilityFigures durability={data} productId={productId} productName={productName} />
        </Suspense>
      </StaticPart>
    );
  }
  if (isError) {
    return (
      <LoadFailed retry={() => void refetch()}>We couldn&apos;t load how long it lasts.</LoadFailed>
    );
  }
  return (
    <div className={COLUMNS}>
      <FiguresSkeleton />
    </div>
  );
}

/**
 * "How long it lasts" on a product page (issue 47), from its owners' field reports: nothing
 * before the first, a sentence until there are enough for an estimate, then the estimate.
 * `owners` is the product's own count (its field-tested reviews, the estimate's owners), so
 * the page asks for the estimate only when there is one.
 */
export function DurabilitySection({
  productId,
  productName,
  owners,
}: {
  productId: string;
  productName: string;
  owners: number;
}) {
  if (owners === 0) return null;
  return (
    <section aria-labelledby="how-long-it-lasts" className="mt-12">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="how-long-it-lasts" className="text-2xl font-bold tracking-tight">
          How long it lasts
        </h2>
        {/* The FAQ's item of the same id says how the estimate is made (DESIGN §5: evidence). */}
        <Link
          to={`${paths.faq}#how-long-it-lasts`}
          className="text-sm font-medium text-primary hover:underline"
        >
          How is this worked out?
        </Link>
      </div>
      {owners < DURABILITY_MIN_OWNERS ? (
        <p className="text-muted-foreground">{notEnoughReportsText(owners)}</p>
      ) : (
        <Estimate productId={productId} productName={productName} />
      )}
    </section>
  );
}
