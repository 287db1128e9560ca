import { Heart } from '@web/components/icons';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useGearKit } from '../api';

/**
 * The Gear Kit heart (SPEC §2 Product detail): filled when the product is saved. A toggle
 * button for assistive technology (aria-pressed); visitors are asked to sign in.
 */
export function GearKitButton({
  productId,
  productName,
  className,
}: {
  productId: string;
  /** Named on cards, where several hearts share a screen. */
  productName?: string;
  className?: string;
}) {
  const gearKit = useGearKit();
  const saved = gearKit.signedIn && gearKit.isSaved(productId);
  const busy = gearKit.isBusy(productId);
  return (
    <Button
      variant="outline"
      size="icon"
      aria-label={productName ? `Add ${productName} to Gear Kit` : 'Add to Gear Kit'}
      aria-pressed={saved}
      title={saved ? 'In your Gear Kit: select to remove' : 'Add to Gear Kit'}
      // aria-disabled, not disabled: the heart keeps keyboard focus while its request runs.
      aria-disabled={busy || !gearKit.ready || undefined}
      onClick={() => gearKit.toggle(productId)}
      className={cn(
        saved && 'text-red-600 dark:text-red-400',
        (busy || !gearKit.ready) && 'cursor-wait opacity-60',
        className,
      )}
    >
      <Heart className={cn(saved && 'fill-current')} />
    </Button>
  );
}

/** The heart for a product card (the catalogue, the home page). */
export const heartOnCard = (product: { id: string; name: string }) => (
  <GearKitButton productId={product.id} productName={product.name} />
);
