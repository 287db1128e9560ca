import { useQueries } from '@tanstack/react-query';
import { Suspense } from 'react';
import { DURABILITY_MIN_OWNERS } from '@shared/durability';
import type { TProduct } from '@shared/schemas/products';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoadFailed } from '@web/components/ui/list-states';
import { Skeleton } from '@web/components/ui/skeleton';
import { lazyPart } from '@web/lib/lazy-part';
import { StaticPart } from '@web/lib/partial-hydration';
import { durabilityQuery } from '../api';
import type { SurvivalSeries } from './durability-chart';

// Server markup kept, its code fetched only by a compare page reached in the app: the product
// page's section does the same, and says why (durability-section.tsx).
const { Part: DurabilityComparisonFigures } = lazyPart(
  'durability-comparison-figures',
  () => import('./durability-comparison-figures'),
);

/** A compared product and how its slot draws it. */
export interface ComparedDurability {
  product: TProduct;
  ink: string;
  dash?: string;
}

function ChartSkeleton() {
  return (
    <div role="status" className="space-y-5">
      <span className="sr-only">Loading</span>
      <Skeleton className="h-5 w-2/3" />
      {/* The chart with its axes and the tables' summary: a phone's legend takes what its
          shorter chart leaves. */}
      <Skeleton className="h-[26rem]" />
    </div>
  );
}

/**
 * Compare's "How long they last" (issue 47): every compared product's survival estimate on one
 * chart. Nothing while no compared product has owners enough for an estimate; the others are
 * named in its legend all the same.
 */
export function DurabilityComparison({ compared }: { compared: readonly ComparedDurability[] }) {
  const measured = compared.filter((c) => c.product.fieldTestedCount >= DURABILITY_MIN_OWNERS);
  const answers = useQueries({ queries: measured.map((c) => durabilityQuery(c.product.id)) });
  if (measured.length === 0) return null;

  const curves = new Map(measured.map((c, i) => [c.product.id, answers[i]?.data?.curve]));
  const failed = answers.filter((a) => a.isError && !a.data);
  const series: SurvivalSeries[] = compared.map(({ product, ink, dash }) => ({
    id: product.id,
    name: product.name,
    ink,
    dash,
    curve: curves.get(product.id) ?? [],
  }));
  const ready = answers.every((a) => a.data);

  return (
    <section aria-labelledby="how-long-they-last" className="mt-10">
      <Card>
        <CardHeader>
          <CardTitle id="how-long-they-last">How long they last</CardTitle>
        </CardHeader>
        <CardContent>
          {ready ? (
            // Keyed by what it draws: other products or another estimate are drawn afresh.
            <StaticPart key={JSON.stringify(series)}>
              <Suspense fallback={<ChartSkeleton />}>
                <DurabilityComparisonFigures series={series} />
              </Suspense>
            </StaticPart>
          ) : failed.length > 0 ? (
            <LoadFailed retry={() => failed.forEach((a) => void a.refetch())}>
              We couldn&apos;t load how long they last.
            </LoadFailed>
          ) : (
            <ChartSkeleton />
          )}
        </CardContent>
      </Card>
    </section>
  );
}
