import { useQuery } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import type { TGearKitItem } from '@shared/schemas/me';
import { paths } from '@web/app/paths';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { ProductImage } from '@web/features/products/components/product-image';
import { formatPrice } from '@web/features/products/format';
import { gearKitQuery } from '../api';

function GearKitCard({ item }: { item: TGearKitItem }) {
  return (
    <Card className="group flex w-full flex-col overflow-hidden transition-shadow hover:shadow-md">
      <Link to={paths.product(item.productId)} className="flex flex-1 flex-col">
        <ProductImage
          src={item.imageUrl}
          alt=""
          className="transition-transform group-hover:scale-[1.02]"
        />
        <div className="flex flex-1 flex-col gap-2 p-4">
          <h3 className="line-clamp-2 font-semibold leading-snug">{item.name}</h3>
          <span className="mt-auto font-semibold">{formatPrice(item.price)}</span>
        </div>
      </Link>
    </Card>
  );
}

/** SPEC §2 Profile, Gear Kit: the user's wishlist, each card leading to its product. */
export function GearKitTab() {
  const { data, isPending } = useQuery(gearKitQuery());
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
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.productId} className="flex">
          <GearKitCard item={item} />
        </li>
      ))}
    </ul>
  );
}
