import { useQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { X } from '@web/components/icons';
import { Link, useSearchParams } from '@web/lib/router';
import { branchLabel, categoryName } from '@shared/catalog';
import { DURABILITY_HEADLINE_MONTH, DURABILITY_MIN_OWNERS, percentText } from '@shared/durability';
import { COMPARE_MAX } from '@shared/limits';
import type { TProduct } from '@shared/schemas/products';
import { COMPARE_METRICS } from '@shared/scoring';
import { paths } from '@web/lib/paths';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { Skeleton } from '@web/components/ui/skeleton';
import {
  DurabilityComparison,
  productQuery,
  ProductPicker,
  SpecComparison,
  ComplianceComparison,
} from '@web/features/products';
import { ProductImage } from '@web/components/product-image';
import { formatPrice } from '@shared/format';
import { useStaticHead } from '@web/lib/head';

const UUID = /^[0-9a-f-]{36}$/i;
/**
 * Each slot's colour: its dot and bars (`fill`), its survival curve (`ink`), and the curve's
 * dash, so that the curves differ by more than colour.
 */
const SLOT_COLOURS = [
  { fill: 'bg-primary', ink: 'text-primary' },
  { fill: 'bg-bri-orange', ink: 'text-bri-orange', dash: '8 4' },
  { fill: 'bg-sky-600', ink: 'text-sky-600', dash: '2 3' },
];

/** Three independent slots held in the URL (`?ids=a,,c`), so a comparison can be shared. */
function useSlots() {
  const [params, setParams] = useSearchParams();
  const raw = (params.get('ids') ?? '').split(',');
  const slots = Array.from({ length: COMPARE_MAX }, (_, i) =>
    UUID.test(raw[i] ?? '') ? raw[i]! : null,
  );
  const setSlot = (index: number, id: string | null) => {
    const next = slots.map((s, i) => (i === index ? id : s));
    setParams(next.some(Boolean) ? { ids: next.map((s) => s ?? '').join(',') } : {}, {
      replace: false,
    });
  };
  return { slots, setSlot };
}

function SlotCard({
  product,
  onRemove,
  index,
}: {
  product: TProduct;
  onRemove: () => void;
  index: number;
}) {
  return (
    <Card className="relative overflow-hidden">
      <Button
        variant="secondary"
        size="icon"
        className="absolute right-2 top-2 z-10 size-8"
        onClick={onRemove}
        aria-label={`Remove ${product.name}`}
      >
        <X />
      </Button>
      <Link to={paths.product(product.id)}>
        <ProductImage
          product={product}
          alt={product.name}
          sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw"
        />
      </Link>
      <div className="space-y-2 p-4">
        <div className="flex items-center gap-2">
          <span aria-hidden className={`size-3 rounded-full ${SLOT_COLOURS[index]!.fill}`} />
          <h2 className="font-semibold leading-snug">{product.name}</h2>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge variant="accent">{branchLabel(product.topBranch)}</Badge>
          <Badge variant="outline">{categoryName(product.category)}</Badge>
        </div>
        <p className="text-lg font-bold">{formatPrice(product.price)}</p>
      </div>
    </Card>
  );
}

type Chosen = { id: string; index: number; product: TProduct };

/** One product's line in a block of the comparison: its name, then its figures. */
function CompareLine({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,8rem)_1fr_auto] items-center gap-3 text-sm">
      <span className="truncate text-muted-foreground" title={name}>
        {name}
      </span>
      {children}
    </div>
  );
}

const IN_SERVICE = `In service at ${DURABILITY_HEADLINE_MONTH} months`;

/**
 * Issue 47: the share of each product's owners' gear still in service at the headline month,
 * as its survival estimate reads there (the product's `survival12Months`), or why there is none.
 */
function InService({ chosen }: { chosen: Chosen[] }) {
  return (
    <section aria-label={IN_SERVICE} className="space-y-2">
      <h3 className="text-sm font-semibold">{IN_SERVICE}</h3>
      {chosen.map(({ product, index }) => {
        const share = product.survival12Months;
        return (
          <CompareLine key={product.id} name={product.name}>
            {share === null ? (
              <span className="col-span-2 text-muted-foreground">
                {product.fieldTestedCount < DURABILITY_MIN_OWNERS
                  ? 'Not enough field reports yet'
                  : `No owner has had it ${DURABILITY_HEADLINE_MONTH} months yet`}
              </span>
            ) : (
              <>
                <Progress
                  value={Math.round(share * 100)}
                  max={100}
                  label={`${product.name} ${IN_SERVICE} ${percentText(share)}`}
                  barClassName={SLOT_COLOURS[index]!.fill}
                />
                <span className="w-14 text-right font-semibold tabular-nums">
                  {percentText(share)}
                </span>
              </>
            )}
          </CompareLine>
        );
      })}
    </section>
  );
}

export default function ComparePage() {
  useStaticHead('compare');
  const { slots, setSlot } = useSlots();
  const results = useQueries({
    queries: slots.map((id) => ({ ...productQuery(id ?? ''), enabled: Boolean(id) })),
  });
  const chosen = slots
    .map((id, i) => ({ id, index: i, product: results[i]?.data }))
    .filter((s): s is Chosen => Boolean(s.id && s.product));

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <div className="mb-8 space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Compare Gear</h1>
        <p className="text-muted-foreground">
          Pick up to {COMPARE_MAX} products to compare side by side.
        </p>
      </div>
      <div className="grid gap-5 md:grid-cols-3">
        {slots.map((id, i) => {
          const q = results[i];
          return (
            <div key={i} className="space-y-2">
              <p className="text-sm font-medium text-muted-foreground">Product {i + 1}</p>
              {!id ? (
                <ProductPicker
                  label={`Product ${i + 1}`}
                  exclude={slots.filter((s): s is string => Boolean(s))}
                  onPick={(pid) => setSlot(i, pid)}
                />
              ) : q?.data ? (
                <SlotCard product={q.data} index={i} onRemove={() => setSlot(i, null)} />
              ) : q?.isError ? (
                <Card className="space-y-3 p-4 text-sm text-muted-foreground">
                  <p>This product is no longer available.</p>
                  <Button variant="outline" size="sm" onClick={() => setSlot(i, null)}>
                    Clear slot
                  </Button>
                </Card>
              ) : (
                <Skeleton className="h-72" />
              )}
            </div>
          );
        })}
      </div>

      {chosen.length > 0 ? (
        <>
          <Card className="mt-10">
            <CardHeader>
              <CardTitle>Comparison</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-6 md:grid-cols-2">
              {COMPARE_METRICS.map((m) => (
                <section key={m.key} aria-label={m.label} className="space-y-2">
                  <h3 className="text-sm font-semibold">{m.label}</h3>
                  {chosen.map(({ product, index }) => {
                    const value = product[m.key];
                    const text = `${m.max === 100 ? value : value.toFixed(1)}/${m.max}`;
                    return (
                      <CompareLine key={product.id} name={product.name}>
                        <Progress
                          value={value}
                          max={m.max}
                          label={`${product.name} ${m.label} ${text}`}
                          barClassName={SLOT_COLOURS[index]!.fill}
                        />
                        <span className="w-14 text-right font-semibold tabular-nums">{text}</span>
                      </CompareLine>
                    );
                  })}
                </section>
              ))}
              <InService chosen={chosen} />
            </CardContent>
          </Card>
          <SpecComparison products={chosen.map((c) => c.product)} />
          <ComplianceComparison products={chosen.map((c) => c.product)} />
          <DurabilityComparison
            compared={chosen.map(({ product, index }) => ({ product, ...SLOT_COLOURS[index]! }))}
          />
        </>
      ) : null}
    </div>
  );
}
