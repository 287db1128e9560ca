import { useQuery } from '@tanstack/react-query';
import { useRef, useState, useSyncExternalStore } from 'react';
import type { RelatedReason } from '@shared/schemas/search';
import type { TProductCard } from '@shared/schemas/products';
import { Button } from '@web/components/ui/button';
import { LoadFailed } from '@web/components/ui/list-states';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { useLowData } from '@web/lib/low-data';
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

function RelatedGearSkeleton({ className }: { className?: string }) {
  return (
    <div className={cn('grid gap-5 sm:grid-cols-2', GRID, className)}>
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
 * forever), and the page's own answers go first. In low-data mode, only when the reader asks:
 * six cards' pictures are most of a product page's bytes.
 */
export function RelatedGear({ productId, action }: { productId: string; action?: CardAction }) {
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const { on: lowData } = useLowData();
  const [asked, setAsked] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, isPending, isError, refetch } = useQuery({
    ...relatedQuery(productId),
    enabled: hydrated && (!lowData || asked),
  });
  const reasons = new Map(data?.map((item) => [item.product.id, REASONS[item.reason]]));
  const waiting = lowData && !asked && !data;
  // Waiting to be asked for needs no answer: the server draws that too (in low-data mode the
  // screen may not be the browser's own until the reader presses that button).
  if (!hydrated && !waiting) return null;
  // Asked for in low-data mode, the section stays while it loads and when it is empty: the
  // reader's focus is on its heading.
  if (!waiting && !asked && (isPending || !data?.length)) {
    return isPending ? <RelatedGearSkeleton className="mt-12" /> : null;
  }
  return (
    <section aria-labelledby="related-gear" className="mt-12">
      <h2
        id="related-gear"
        ref={heading}
        tabIndex={-1}
        className="mb-6 text-2xl font-bold tracking-tight outline-none"
      >
        Related gear
      </h2>
      {waiting ? (
        <>
          <p className="mb-3 text-sm text-muted-foreground">
            Low-data mode: related gear and its pictures load when you ask.
          </p>
          <Button
            variant="outline"
            onClick={() => {
              setAsked(true);
              // The button goes: the reader carries on from the section it opened.
              heading.current?.focus();
            }}
          >
            Show related gear
          </Button>
        </>
      ) : isPending ? (
        <RelatedGearSkeleton />
      ) : isError ? (
        <LoadFailed retry={() => void refetch()}>We couldn&apos;t load related gear.</LoadFailed>
      ) : data?.length ? (
        <ProductGrid
          products={data.map((item) => item.product)}
          action={action}
          note={(product: TProductCard) => reasons.get(product.id)}
          className={PHONE_ROW}
          columns={3}
        />
      ) : (
        <p className="text-sm text-muted-foreground">No related gear yet.</p>
      )}
    </section>
  );
}
