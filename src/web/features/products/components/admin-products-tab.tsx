import { useQuery } from '@tanstack/react-query';
import { Package, Pencil, Trash2 } from '@web/components/icons';
import { useState } from 'react';
import { Link } from '@web/lib/router';
import { toast } from '@web/lib/toast';
import { categoryName } from '@shared/catalog';
import { cataloguePageCount } from '@shared/limits';
import type { TProductCard } from '@shared/schemas/products';
import { paths } from '@web/lib/paths';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { Pagination } from '@web/components/ui/pagination';
import { SearchInput } from '@web/components/ui/search-input';
import { usePagedSearch } from '@web/lib/use-paged-search';
import { productListQuery } from '../api';
import { useDeleteProduct } from '../mutations';
import { formatPrice } from '@shared/format';
import { ProductEditDialog } from './product-edit-dialog';
import { ProductImage } from '@web/components/product-image';

function DeleteProduct({
  product,
  onClose,
}: {
  product: TProductCard | null;
  onClose: () => void;
}) {
  const mutation = useDeleteProduct({
    onSuccess: () => {
      toast.success('Product deleted');
      onClose();
    },
  });
  const reviews = product?.reviewCount ?? 0;
  return (
    <ConfirmDialog
      open={Boolean(product)}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Delete product"
      description={
        product
          ? `Delete "${product.name}"? ${
              reviews > 0
                ? `Its ${reviews} approved ${reviews === 1 ? 'review goes' : 'reviews go'} too, with any pending ones. `
                : ''
            }This action cannot be undone.`
          : ''
      }
      busy={mutation.isPending}
      onConfirm={() => product && mutation.mutate(product.id)}
    />
  );
}

/** SPEC §2 Admin, Products: search, edit, delete (its reviews go too). */
export default function AdminProductsTab() {
  const { search, setSearch, term, page, setPage } = usePagedSearch();
  const { data, isPending } = useQuery(
    productListQuery({ search: term, sort: 'bri', page: String(page) }),
  );
  const [editing, setEditing] = useState<TProductCard | null>(null);
  const [deleting, setDeleting] = useState<TProductCard | null>(null);
  const items = data?.items ?? [];
  const totalPages = data ? cataloguePageCount(data.total) : 1;
  return (
    <div className="space-y-4">
      <SearchInput
        className="max-w-md"
        aria-label="Search products"
        placeholder="Search products"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {isPending ? (
        <ListSkeleton rows={4} rowClassName="h-20" />
      ) : items.length === 0 ? (
        <EmptyState icon={Package}>No products found matching your filters.</EmptyState>
      ) : (
        <ul className="space-y-2">
          {items.map((p) => (
            <li key={p.id}>
              <Card className="flex items-center gap-3 p-3">
                <ProductImage
                  product={p}
                  sizes="80px"
                  alt=""
                  className="w-20 shrink-0 rounded-md"
                />
                <div className="min-w-0 flex-1">
                  <Link
                    to={paths.product(p.id)}
                    className="line-clamp-1 font-medium underline-offset-4 hover:underline"
                  >
                    {p.name}
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    {categoryName(p.category)} · {formatPrice(p.price)} · {p.reviewCount}{' '}
                    {p.reviewCount === 1 ? 'review' : 'reviews'}
                  </p>
                </div>
                <Button variant="outline" size="sm" onClick={() => setEditing(p)}>
                  <Pencil aria-hidden /> <span className="sr-only sm:not-sr-only">Edit</span>
                  <span className="sr-only"> {p.name}</span>
                </Button>
                <Button variant="outline" size="sm" onClick={() => setDeleting(p)}>
                  <Trash2 aria-hidden /> <span className="sr-only sm:not-sr-only">Delete</span>
                  <span className="sr-only"> {p.name}</span>
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} buttons={5} onPage={setPage} />
      <ProductEditDialog product={editing} onOpenChange={(open) => open || setEditing(null)} />
      <DeleteProduct product={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
