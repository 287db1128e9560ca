import { formatCount } from '@shared/format';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, RotateCcw, SlidersHorizontal } from '@web/components/icons';
import { useEffect, useRef, useState } from 'react';
import { CATEGORIES, PRODUCT_SORTS, PRODUCT_SORT_LABELS } from '@shared/catalog';
import {
  CATALOGUE_COUNT_CAP,
  CATALOGUE_PAGE_BUTTONS,
  cataloguePageCount,
  PRICE_SLIDER_MAX,
  PRICE_SLIDER_MIN,
  PRICE_SLIDER_STEP,
} from '@shared/limits';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/input';
import { SearchInput } from '@web/components/ui/search-input';
import { Pagination } from '@web/components/ui/pagination';
import { Select } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { LoadFailed } from '@web/components/ui/list-states';
import { Slider } from '@web/components/ui/slider';
import {
  isFiltered,
  productListQuery,
  ProductGrid,
  SearchCorrection,
  SpecFilters,
  StandardFilter,
  toApiQuery,
  useCatalogueParams,
} from '@web/features/products';
import { heartOnCard } from '@web/features/gear-kit';
import { useStaticHead } from '@web/lib/head';
import { cn } from '@web/lib/cn';
import { useDebounced } from '@web/lib/use-debounced';

const ALL = 'all';
const CATEGORY_OPTIONS = [
  { value: ALL, label: 'All Categories' },
  ...CATEGORIES.map((c) => ({ value: c.id, label: c.name })),
];
const SORT_OPTIONS = PRODUCT_SORTS.map((s) => ({ value: s, label: PRODUCT_SORT_LABELS[s] }));

const priceLabel = (min: number, max: number) =>
  `$${min} – $${max}${max >= PRICE_SLIDER_MAX ? '+' : ''}`;

export default function ProductsPage() {
  useStaticHead('products');
  const { state, update, reset } = useCatalogueParams();
  const { data, isPending, isError, isPlaceholderData, refetch } = useQuery(
    productListQuery(toApiQuery(state)),
  );

  // The search box and slider update the URL only once the user pauses or lets go; each such
  // step is a history entry, so Back returns to the previous search.
  const [searchText, setSearchText] = useState(state.search);
  const debouncedSearch = useDebounced(searchText.trim(), 300);
  // Back/forward or Reset changes the URL under the inputs: follow it (during render, not in
  // an effect), but never clobber text the user is still typing.
  const [urlSearch, setUrlSearch] = useState(state.search);
  if (urlSearch !== state.search) {
    setUrlSearch(state.search);
    if (state.search !== searchText.trim()) setSearchText(state.search);
  }
  useEffect(() => {
    if (debouncedSearch !== state.search) update({ search: debouncedSearch });
    // Only a change of the typed text should write the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);
  const [price, setPrice] = useState([state.minPrice, state.maxPrice]);
  const urlPrice = `${state.minPrice}-${state.maxPrice}`;
  const [syncedPrice, setSyncedPrice] = useState(urlPrice);
  if (syncedPrice !== urlPrice) {
    setSyncedPrice(urlPrice);
    setPrice([state.minPrice, state.maxPrice]);
  }

  const [filtersOpen, setFiltersOpen] = useState(false);
  // Where focus goes when what it was on goes away (the correction's link, or Reset, disabled
  // once pressed): the count, which then says the new one.
  const countRef = useRef<HTMLDivElement>(null);
  const totalPages = data ? cataloguePageCount(data.total) : 1;
  const filtered = isFiltered(state);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <div className="mb-6 space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">All Products</h1>
        <p className="text-muted-foreground">Gear rated by the people who carry it.</p>
      </div>

      {/* On a phone the filters fold away, so the first products show without scrolling. */}
      <Button
        variant="outline"
        className="mb-4 w-full justify-between md:hidden"
        aria-expanded={filtersOpen}
        aria-controls="catalogue-filters"
        onClick={() => setFiltersOpen((open) => !open)}
      >
        <span className="flex items-center gap-2">
          <SlidersHorizontal />
          {filtered ? ' Filters (on)' : ' Filters'}
        </span>
        <ChevronDown className={cn('transition-transform', filtersOpen && 'rotate-180')} />
      </Button>
      <section
        id="catalogue-filters"
        aria-label="Filters"
        className={cn(
          'mb-8 gap-4 rounded-lg border bg-card p-4 md:grid md:grid-cols-2 lg:grid-cols-3 lg:items-end xl:grid-cols-4',
          filtersOpen ? 'grid' : 'hidden',
        )}
      >
        <div className="space-y-1.5">
          <Label htmlFor="catalogue-search">Search</Label>
          <SearchInput
            id="catalogue-search"
            placeholder="Search by name or description"
            value={searchText}
            maxLength={200}
            onChange={(e) => setSearchText(e.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="catalogue-category">Category</Label>
          <Select
            id="catalogue-category"
            value={state.category ?? ALL}
            options={CATEGORY_OPTIONS}
            onValueChange={(v) =>
              update({ category: v === ALL ? undefined : (v as typeof state.category) })
            }
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="catalogue-sort">Sort by</Label>
          <Select
            id="catalogue-sort"
            value={state.sort}
            options={SORT_OPTIONS}
            onValueChange={(v) => update({ sort: v as typeof state.sort })}
          />
        </div>
        <div className="space-y-3">
          <div className="flex justify-between text-sm">
            <span className="font-medium" id="price-label">
              Price
            </span>
            <span className="tabular-nums text-muted-foreground" aria-live="polite">
              {priceLabel(price[0]!, price[1]!)}
            </span>
          </div>
          <Slider
            aria-labelledby="price-label"
            min={PRICE_SLIDER_MIN}
            max={PRICE_SLIDER_MAX}
            step={PRICE_SLIDER_STEP}
            minStepsBetweenThumbs={1}
            value={price}
            onValueChange={setPrice}
            onValueCommit={([min, max]) => update({ minPrice: min!, maxPrice: max! })}
            thumbLabels={['Minimum price', 'Maximum price']}
          />
        </div>
        <SpecFilters
          category={state.category}
          bounds={{
            maxWeight: state.maxWeight,
            minVolume: state.minVolume,
            maxVolume: state.maxVolume,
          }}
          onChange={update}
        />
        {/* As tall as the inputs beside it, so its box lines up with theirs. */}
        <label className="flex h-10 items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={state.fieldTested}
            onChange={(e) => update({ fieldTested: e.target.checked })}
          />
          Field-tested only
        </label>
        <StandardFilter chosen={state.standards} onChange={(standards) => update({ standards })} />
        <Button
          variant="outline"
          onClick={() => {
            reset();
            countRef.current?.focus();
          }}
          disabled={!filtered}
          className="lg:self-end"
        >
          <RotateCcw /> Reset
        </Button>
      </section>

      {data?.correctedTo && state.search && !isPlaceholderData ? (
        <SearchCorrection
          correctedTo={data.correctedTo}
          typed={state.search}
          onFollow={() => countRef.current?.focus()}
        />
      ) : null}

      <div
        ref={countRef}
        tabIndex={-1}
        role="status"
        className="mb-4 text-sm text-muted-foreground"
      >
        {data
          ? `${formatCount(data.total)}${data.totalCapped ? '+' : ''} ${data.total === 1 ? 'product' : 'products'}`
          : null}
      </div>

      {isPending ? (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-busy>
          {Array.from({ length: 8 }, (_, i) => (
            <li key={i}>
              <Skeleton className="h-80" />
            </li>
          ))}
        </ul>
      ) : isError ? (
        <LoadFailed retry={() => void refetch()}>We couldn&apos;t load the catalogue.</LoadFailed>
      ) : data.items.length === 0 ? (
        <p className="rounded-lg border p-10 text-center text-muted-foreground">
          No products found matching your filters.
        </p>
      ) : (
        <div
          aria-busy={isPlaceholderData}
          className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
        >
          <ProductGrid products={data.items} action={heartOnCard} headingLevel={2} atTop />
        </div>
      )}

      <div className="mt-8">
        <Pagination
          page={state.page}
          totalPages={totalPages}
          buttons={CATALOGUE_PAGE_BUTTONS}
          onPage={(page) => {
            update({ page });
            window.scrollTo({ top: 0 });
          }}
        />
        {data && data.total > CATALOGUE_COUNT_CAP ? (
          <p className="mt-3 text-center text-sm text-muted-foreground">
            Showing the first {formatCount(CATALOGUE_COUNT_CAP)} products. Search or filter to
            narrow the list.
          </p>
        ) : null}
      </div>
    </div>
  );
}
