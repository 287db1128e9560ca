import { useQuery } from '@tanstack/react-query';
import {
  ArrowRight,
  Backpack,
  Dumbbell,
  Bed,
  Crosshair,
  Radio,
  Utensils,
  Wallet,
  type IconComponent,
} from '@web/components/icons';
import type { ReactNode } from 'react';
import { Link } from '@web/lib/router';
import type { CategoryId } from '@shared/catalog';
import { paths } from '@web/lib/paths';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { RequestInviteButton } from '@web/features/contact';
import { categoriesQuery, highlightsQuery, ProductGrid } from '@web/features/products';
import { heartOnCard } from '@web/features/gear-kit';
import { settingsQuery, Advisors } from '@web/features/site';
import { useStaticHead } from '@web/lib/head';
import { StaticPart } from '@web/lib/partial-hydration';

const CATEGORY_ICONS: Record<CategoryId, IconComponent> = {
  deployment: Backpack,
  training: Dumbbell,
  barracks: Bed,
  tech: Radio,
  nutrition: Utensils,
  daily: Wallet,
};

function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="home-section">
      <header>
        <h2>{title}</h2>
        {action}
      </header>
      {children}
    </section>
  );
}

function Hero() {
  const { data: settings } = useQuery(settingsQuery());
  return (
    <section className="border-b bg-gradient-to-b from-primary/10 to-background">
      <div className="mx-auto max-w-7xl px-4 py-16 text-center md:py-24">
        {settings?.bannerEnabled ? (
          <p className="mx-auto mb-6 inline-block rounded-full bg-accent px-4 py-1.5 text-sm font-semibold text-accent-foreground">
            {settings.bannerText}
          </p>
        ) : null}
        <h1 className="mx-auto max-w-3xl text-4xl font-black tracking-tight md:text-6xl">
          Gear reviews from the people who <span className="text-primary">carry it</span>
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">
          Service members, veterans and military families rate tactical and everyday gear on
          durability, portability, value and more, rolled up into one Battle-Ready Index.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to={paths.products()}>
              Browse Products <ArrowRight />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.missionMatcher}>
              <Crosshair /> Find My Kit
            </Link>
          </Button>
          {settings?.bannerEnabled ? <RequestInviteButton size="lg" variant="accent" /> : null}
          <Button asChild size="lg" variant="outline">
            <Link to={paths.mission}>Our Mission</Link>
          </Button>
        </div>
        {settings?.heroStatsEnabled ? (
          <dl className="hero-stats">
            {settings.heroStats.map((s) => (
              <div key={s.label}>
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </section>
  );
}

function ProductSection({ kind }: { kind: 'topGear' | 'recentlyReviewed' }) {
  const { data, isPending } = useQuery(highlightsQuery());
  if (isPending) return <Skeleton className="h-80" />;
  const items = data?.[kind] ?? [];
  if (items.length === 0) return <p className="text-muted-foreground">No reviewed gear yet.</p>;
  return <ProductGrid products={items} action={heartOnCard} columns={kind === 'topGear' ? 3 : 4} />;
}

function Categories() {
  const { data, isPending } = useQuery(categoriesQuery());
  if (isPending) return <Skeleton className="h-40" />;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {(data ?? []).map((c) => {
        const Icon = CATEGORY_ICONS[c.id as CategoryId] ?? Backpack;
        return (
          <li key={c.id} className="card category-card">
            <Link to={paths.products({ category: c.id })}>
              <span>
                <Icon aria-hidden />
              </span>
              <span>
                <span>{c.name}</span>
                <span>{`${c.count} ${c.count === 1 ? 'product' : 'products'}`}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export default function HomePage() {
  useStaticHead('home');
  const viewAll = (
    <Link to={paths.products()}>
      View all <ArrowRight />
    </Link>
  );
  return (
    <>
      <Hero />
      <Section title="Top Battle-Tested Gear" action={viewAll}>
        <ProductSection kind="topGear" />
      </Section>
      <Section title="Browse by Mission">
        <Categories />
      </Section>
      <Section title="Recently Reviewed" action={viewAll}>
        <ProductSection kind="recentlyReviewed" />
      </Section>
      <Section title="Our Advisors">
        <Advisors />
      </Section>
      <section className="home-section">
        <StaticPart className="rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground">
          <h2 className="text-3xl font-bold">Built by the community, for the community</h2>
          <p className="mx-auto mt-3 max-w-2xl opacity-90">
            No ads, no paid placements. Just honest reviews from people who have put the gear to
            work.
          </p>
          <Button asChild variant="accent" size="lg" className="mt-6">
            <Link to={paths.mission}>Read Our Mission</Link>
          </Button>
        </StaticPart>
      </section>
    </>
  );
}
