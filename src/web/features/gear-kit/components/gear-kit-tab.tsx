import { useQuery } from '@tanstack/react-query';
import { GitCompare, Heart } from '@web/components/icons';
import { useState } from 'react';
import { Link } from '@web/lib/router';
import { COMPARE_MAX } from '@shared/limits';
import type { TGearKitItem } from '@shared/schemas/me';
import { paths } from '@web/lib/paths';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { CARD_MAX_WIDTH, CARD_SIZES, ProductImage } from '@web/components/product-image';
import { formatPrice } from '@shared/format';
import { gearKitQuery } from '../api';
import { AlertMark } from '@web/features/products';
import { GearKitButton } from './gear-kit-button';

function GearKitCard({
  item,
  selected,
  canSelect,
  onSelect,
}: {
  item: TGearKitItem;
  selected: boolean;
  canSelect: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const checkboxId = `compare-${item.productId}`;
  return (
    <Card className="group flex w-full flex-col overflow-hidden transition-shadow hover:shadow-md">
      <Link to={paths.product(item.productId)} className="flex flex-1 flex-col">
        <ProductImage
          product={{ id: item.productId, imageUrl: item.imageUrl, picture: item.picture }}
          sizes={CARD_SIZES}
          maxWidth={CARD_MAX_WIDTH}
          alt=""
          className="transition-transform group-hover:scale-[1.02]"
        />
        <div className="flex flex-1 flex-col gap-2 p-4 pb-2">
          <h3 className="line-clamp-2 font-semibold leading-snug">{item.name}</h3>
          <AlertMark kind={item.alert} />
          <span className="mt-auto font-semibold">{formatPrice(item.price)}</span>
        </div>
      </Link>
      <div className="flex items-center justify-between gap-2 px-4 pb-4">
        <div className="flex items-center gap-2">
          <input
            id={checkboxId}
            type="checkbox"
            checked={selected}
            disabled={!selected && !canSelect}
            onChange={(e) => onSelect(e.target.checked)}
            className="size-4 accent-primary disabled:opacity-50"
          />
          <label htmlFor={checkboxId} className="text-sm">
            Compare <span className="sr-only">{item.name}</span>
          </label>
        </div>
        <GearKitButton productId={item.productId} productName={item.name} className="size-9" />
      </div>
    </Card>
  );
}

/**
 * SPEC §2 Profile, Gear Kit: the user's wishlist, each card leading to its product; up to
 * three of them open side by side in /compare (the FAQ: the Gear Kit is for comparing).
 */
export function GearKitTab() {
  const { data, isPending } = useQuery(gearKitQuery());
  const [chosen, setChosen] = useState<string[]>([]);
  if (isPending) {
    return (
      <ListSkeleton
        rowClassName="aspect-[4/3]"
        className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
      />
    );
  }
  // A failed load leaves the list empty (SPEC §8).
  const items = data ?? [];
  if (items.length === 0) {
    return (
      <EmptyState
        icon={Heart}
        action={
          <Button asChild variant="outline">
            <Link to={paths.products()}>Browse Products</Link>
          </Button>
        }
      >
        Your Gear Kit is empty. Save products with the heart on their page to compare them later.
      </EmptyState>
    );
  }
  // A product removed from the kit leaves the comparison too.
  const selected = chosen.filter((id) => items.some((i) => i.productId === id));
  const select = (id: string, on: boolean) =>
    setChosen(on ? [...selected, id].slice(0, COMPARE_MAX) : selected.filter((s) => s !== id));
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        Tick up to {COMPARE_MAX} items to compare them side by side.
      </p>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.productId} className="flex">
            <GearKitCard
              item={item}
              selected={selected.includes(item.productId)}
              canSelect={selected.length < COMPARE_MAX}
              onSelect={(on) => select(item.productId, on)}
            />
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {selected.length > 0 ? `${selected.length} of ${COMPARE_MAX} chosen to compare` : ''}
      </p>
      {/* A tray that follows the scroll, so the button is at hand wherever the ticks are. */}
      {selected.length > 0 ? (
        <div className="sticky bottom-4 z-10 flex items-center justify-between gap-3 rounded-lg border bg-card p-3 shadow-lg">
          <p className="text-sm">
            {selected.length} of {COMPARE_MAX} chosen
          </p>
          <div className="flex gap-2">
            <Button variant="ghost" onClick={() => setChosen([])}>
              Clear
            </Button>
            <Button asChild>
              <Link to={paths.compare(selected)}>
                <GitCompare /> Compare ({selected.length})
              </Link>
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
