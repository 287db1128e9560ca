import { Gift } from '@web/components/icons';
import { obtainedSummary } from '@shared/obtained';
import type { TProduct } from '@shared/schemas/products';

/**
 * Issue 52: how the product's reviewers got it, and, when some reviews are of gear given free
 * or at a discount or by someone tied to the maker, the reader's choice to leave those out of
 * the scores shown above. They count by default.
 */
export function HowReviewersGotIt({
  product,
  leftOut,
  onLeaveOut,
}: {
  product: Pick<TProduct, 'obtainedCounts' | 'withoutIncentives' | 'reviewCount'>;
  leftOut: boolean;
  onLeaveOut: (leaveOut: boolean) => void;
}) {
  if (product.reviewCount === 0) return null;
  const incentivized = product.reviewCount - (product.withoutIncentives?.reviewCount ?? 0);
  return (
    <div className="space-y-1.5 text-sm text-muted-foreground">
      <p className="flex items-center gap-1.5">
        <Gift className="size-4 shrink-0" aria-hidden />
        {`How reviewers got it: ${obtainedSummary(product.obtainedCounts)}`}
      </p>
      {product.withoutIncentives ? (
        <label className="flex w-fit items-center gap-2 text-foreground">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={leftOut}
            onChange={(e) => onLeaveOut(e.target.checked)}
          />
          {`Leave out ${incentivized} gifted or maker-connected ${
            incentivized === 1 ? 'review' : 'reviews'
          } from the scores`}
        </label>
      ) : null}
    </div>
  );
}
