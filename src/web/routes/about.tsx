import {
  ArrowRight,
  BookOpen,
  Gauge,
  MessageSquare,
  Search,
  ShieldCheck,
  Target,
  Trophy,
  UserPlus,
  Users,
  type IconComponent,
} from '@web/components/icons';
import { Link } from '@web/lib/router';
import { IconCardSection } from '@web/components/ui/icon-card';
import { PageHeader, SectionHeading } from '@web/components/ui/page-header';
import { METRICS } from '@shared/scoring';
import { paths } from '@web/lib/paths';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { useStaticHead } from '@web/lib/head';
import { StaticPart } from '@web/lib/partial-hydration';

const VALUES: { icon: IconComponent; title: string; text: string }[] = [
  {
    icon: ShieldCheck,
    title: 'Authenticity',
    text: 'Real reviews from people who have carried the gear in the field, on duty and on the trail. No paid placements, no sponsored scores.',
  },
  {
    icon: Target,
    title: 'Mission-First',
    text: 'Every feature is built around one question: will this gear hold up when it matters? We focus on what helps you make that call.',
  },
  {
    icon: Users,
    title: 'Community',
    text: 'Service members, veterans, families, law enforcement, first responders and enthusiasts sharing hard-won knowledge with each other.',
  },
  {
    icon: Trophy,
    title: 'Excellence',
    text: 'We hold our reviews, our scoring and our platform to a high standard, and we keep improving them with your feedback.',
  },
];

const STEPS: { icon: IconComponent; title: string; text: string }[] = [
  {
    icon: UserPlus,
    title: 'Sign up free',
    text: 'Create your free account with an invitation code and tell us your branch or affiliation.',
  },
  {
    icon: Search,
    title: 'Browse the catalog',
    text: 'Explore a catalog of 500+ products, filter by category and price, and compare up to three side by side.',
  },
  {
    icon: BookOpen,
    title: 'Read reviews',
    text: 'See how gear performs in real conditions, with detailed scores, pros and cons, photos and video.',
  },
  {
    icon: MessageSquare,
    title: 'Share your experience',
    text: 'Review the gear you use so the next person can choose with confidence.',
  },
];

const BANDS = [
  { range: '90 and above', colour: 'Green', dot: 'bg-bri-green' },
  { range: '80 to 89', colour: 'Yellow', dot: 'bg-bri-yellow' },
  { range: 'Below 80', colour: 'Orange', dot: 'bg-bri-orange' },
];

export default function AboutPage() {
  useStaticHead('about');
  return (
    <StaticPart className="mx-auto max-w-6xl space-y-16 px-4 py-12 sm:space-y-20">
      <PageHeader eyebrow="About Battle Ready" title="Our Mission">
        Battle Ready exists so that everyone who depends on their gear can choose it with
        confidence. We bring together honest, field-tested reviews from the military community and
        everyone who serves alongside it, all in one ad-free place.
      </PageHeader>

      <IconCardSection
        id="about-values"
        title="What We Stand For"
        subtitle="The values behind every review on the site."
        items={VALUES}
      />

      <section aria-labelledby="about-steps">
        <SectionHeading
          id="about-steps"
          title="How It Works"
          subtitle="Four steps from first visit to first review."
        />
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="relative rounded-lg border bg-card p-5 shadow-sm">
              <div className="mb-3 flex items-center gap-3">
                <span
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                  aria-hidden
                >
                  {i + 1}
                </span>
                <Icon className="size-5 text-primary" aria-hidden />
              </div>
              <h3 className="font-semibold">
                <span className="sr-only">Step {i + 1}: </span>
                {title}
              </h3>
              <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="about-index">
        <Card>
          <CardHeader className="sm:p-8 sm:pb-4">
            <div className="flex items-center gap-3">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Gauge className="size-6" aria-hidden />
              </span>
              <h2 id="about-index" className="text-2xl font-bold tracking-tight">
                The Battle-Ready Index
              </h2>
            </div>
          </CardHeader>
          <CardContent className="space-y-6 sm:p-8 sm:pt-0">
            <p className="leading-relaxed text-muted-foreground">
              Every product gets a single score from 0 to 100. Reviewers rate five areas from 1 to
              10; each sub-score is the average across approved reviews, and all five carry equal
              weight.
            </p>
            <p className="overflow-x-auto rounded-md bg-muted px-4 py-3 text-center font-mono text-sm sm:text-base">
              Index = round(10 × mean of the five sub-scores)
            </p>
            <ul className="flex flex-wrap justify-center gap-2" aria-label="The five sub-scores">
              {METRICS.map((m) => (
                <li key={m.key}>
                  <Badge variant="outline">{m.label}</Badge>
                </li>
              ))}
            </ul>
            <ul className="grid gap-3 sm:grid-cols-3" aria-label="Score colours">
              {BANDS.map((b) => (
                <li key={b.range} className="flex items-center gap-3 rounded-md border px-4 py-3">
                  <span className={`size-3 shrink-0 rounded-full ${b.dot}`} aria-hidden />
                  <span className="text-sm">
                    <span className="font-semibold">{b.range}</span>
                    <span className="text-muted-foreground"> · {b.colour}</span>
                  </span>
                </li>
              ))}
            </ul>
            <p className="text-sm text-muted-foreground">
              Products without approved reviews show &quot;Not yet rated&quot;. Read more in the{' '}
              <Link
                to={paths.faq}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                FAQ
              </Link>
              .
            </p>
          </CardContent>
        </Card>
      </section>

      <section
        aria-labelledby="about-cta"
        className="rounded-lg bg-primary px-6 py-10 text-center text-primary-foreground sm:px-10"
      >
        <h2 id="about-cta" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Ready to gear up?
        </h2>
        <p className="mx-auto mt-3 max-w-xl opacity-90">
          Join a community that tests gear the hard way, so you don&apos;t have to.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="accent">
            <Link to={paths.auth}>
              <UserPlus aria-hidden />
              Sign Up Free
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10"
          >
            <Link to={paths.products()}>
              Browse Products
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </section>
    </StaticPart>
  );
}
