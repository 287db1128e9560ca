import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { RelatedReason } from '@shared/schemas/search';
import type { TProductCard } from '@shared/schemas/products';
import { Skeleton } from '@web/components/ui/skeleton';
import { relatedQuery } from '../api';
import { ProductGrid, type CardAction } from './product-card';

const REASONS: Record<RelatedReason, string> = {
  'kept-together': 'Members keep both in their Gear Kits',
  'same-category': 'Same category, similar price',
};

const GRID = 'lg:grid-cols-3 xl:grid-cols-3';
/**
 * On a phone the cards stand in one row the reader swipes through, each snapping into place,
 * rather than six full cards one under another at the foot of a long page.
 */
const PHONE_ROW =
  'grid-flow-col auto-cols-[80%] overflow-x-auto snap-x snap-mandatory pb-3 [&>li]:snap-start sm:grid-flow-row sm:auto-cols-auto sm:overflow-visible sm:pb-0';

function RelatedGearSkeleton() {
  return (
    <div className={`mt-12 grid gap-5 sm:grid-cols-2 ${GRID}`}>
      <Skeleton className="h-72" />
      <Skeleton className="hidden h-72 sm:block" />
      <Skeleton className="hidden h-72 lg:block" />
    </div>
  );
}

const noChanges = () => () => undefined;

/**
 * "Related gear" under a product page (issue 31): what members keep with it, then its category
 * near its price, each card saying which. Nothing at all when there is none or the answer
 * failed: it is an aside, and the page is whole without it.
 *
 * Below the fold, it is asked for only once the page is the browser's own: the server renders
 * none of it and waits for nothing of it (a reader without JavaScript would keep a skeleton
 * forever), and the page's own answers go first.
 */
export function RelatedGear({ productId, action }: { productId: string; action?: CardAction }) {
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const { data, isPending } = useQuery({ ...relatedQuery(productId), enabled: hydrated });
  if (!hydrated) return null;
  if (isPending) return <RelatedGearSkeleton />;
  if (!data?.length) return null;
  const reasons = new Map(data.map((item) => [item.product.id, REASONS[item.reason]]));
  return (
    <section aria-labelledby="related-gear" className="mt-12">
      <h2 id="related-gear" className="mb-6 text-2xl font-bold tracking-tight">
        Related gear
      </h2>
      <ProductGrid
        products={data.map((item) => item.product)}
        action={action}
        note={(product: TProductCard) => reasons.get(product.id)}
        className={PHONE_ROW}
        columns={3}
      />
    </section>
  );
}
