import { Suspense, type ReactNode } from 'react';
import type { TProduct } from '@shared/schemas/products';
import { SIZED_KINDS } from '@shared/specs';
import { Skeleton } from '@web/components/ui/skeleton';
import { lazyPart } from '@web/lib/lazy-part';
import { StaticPart } from '@web/lib/partial-hydration';
import { UnitSwitch } from './unit-switch';

/*
 * The figures never change while they are on screen, so on the page the server drew they stay
 * its markup (a StaticPart) and their code is never fetched on a first visit; a page reached in
 * the app loads them when it shows them, as durability-section.tsx says (decision 032). Only the
 * unit switch hydrates.
 */
const { Part: SpecTable } = lazyPart('spec-table', () => import('./spec-table'));
const { Part: FitFigures } = lazyPart('fit-figures', () => import('./fit-figures'));

function Section({
  id,
  title,
  aside,
  drawn,
  children,
}: {
  id: string;
  title: string;
  aside: ReactNode;
  /** What the figures draw: other data draws them afresh, the same is kept. */
  drawn: unknown;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-4 flex min-h-8 flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id={id} className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        {aside}
      </div>
      <StaticPart key={JSON.stringify(drawn)}>
        <Suspense
          fallback={
            <>
              <span role="status" className="sr-only">
                Loading
              </span>
              <Skeleton className="h-32" />
            </>
          }
        >
          {children}
        </Suspense>
      </StaticPart>
    </section>
  );
}

/**
 * A product page's "Specs" (the maker's claims beside its owners' measurements, with the unit
 * switch) and, for sized gear, "Fit" (issue 48), side by side on a wide screen. Nothing when the
 * product has neither.
 */
export function ProductFacts({ specs, fit }: Pick<TProduct, 'specs' | 'fit'>) {
  if (specs.length === 0 && !fit) return null;
  return (
    <div className="mt-12 grid gap-12 md:grid-cols-2">
      {specs.length > 0 ? (
        <Section id="specs" title="Specs" aside={<UnitSwitch />} drawn={specs}>
          <SpecTable specs={specs} />
        </Section>
      ) : null}
      {fit ? (
        <Section
          id="fit"
          title="Fit"
          aside={<span className="text-sm text-muted-foreground">{SIZED_KINDS[fit.sized]}</span>}
          drawn={fit}
        >
          <FitFigures fit={fit} />
        </Section>
      ) : null}
    </div>
  );
}
