import {
  Crosshair,
  Eye,
  HeartHandshake,
  Medal,
  PackagePlus,
  RefreshCw,
  Scale,
  Target,
  UserPlus,
  Users,
  type IconComponent,
} from '@web/components/icons';
import { Link } from '@web/lib/router';
import { IconCardSection } from '@web/components/ui/icon-card';
import { PageHeader } from '@web/components/ui/page-header';
import { paths } from '@web/lib/paths';
import { Button } from '@web/components/ui/button';
import { Card, CardHeader } from '@web/components/ui/card';
import { useStaticHead } from '@web/lib/head';
import { StaticPart } from '@web/lib/partial-hydration';

/** An outline button on the primary-coloured call to action. */
const ON_PRIMARY =
  'border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10';

const SECTIONS: { id: string; icon: IconComponent; title: string; text: string }[] = [
  {
    id: 'purpose',
    icon: Target,
    title: 'Our Purpose',
    text: 'Gear that fails at the wrong moment costs more than money. We give service members, veterans and everyone who relies on their equipment a trusted place to find out what really holds up, before they spend a dollar or carry it into the field.',
  },
  {
    id: 'community',
    icon: Users,
    title: 'Community First',
    text: 'Battle Ready is built by its members. Every review, score and product submission comes from people who have used the gear themselves, and upvotes make sure the most helpful advice rises to the top.',
  },
  {
    id: 'trust',
    icon: Eye,
    title: 'Trust & Transparency',
    text: 'We are ad-free and tell you plainly when a link may earn us a commission. Our Battle-Ready Index formula is public, reviews are moderated, and anyone can flag content that does not meet our standards.',
  },
  {
    id: 'improvement',
    icon: RefreshCw,
    title: 'Continuous Improvement',
    text: 'We keep refining the platform based on what our members tell us, from new product categories to better ways to compare gear. If you have an idea, we want to hear it.',
  },
];

const VALUES: { icon: IconComponent; title: string; text: string }[] = [
  {
    icon: Crosshair,
    title: 'Mission Focus',
    text: 'We stay focused on helping you choose gear that performs when it counts.',
  },
  {
    icon: HeartHandshake,
    title: 'Service Before Self',
    text: 'Members share their experience to help others, not to sell anything.',
  },
  {
    icon: Medal,
    title: 'Excellence in Execution',
    text: 'Detailed scores and thorough reviews set the standard for every product.',
  },
  {
    icon: Scale,
    title: 'Integrity Always',
    text: 'Honest opinions, clear disclosures and fair moderation, every time.',
  },
];

export default function MissionPage() {
  useStaticHead('mission');
  return (
    <StaticPart className="mx-auto max-w-6xl space-y-16 px-4 py-12 sm:space-y-20">
      <PageHeader eyebrow="Why We Exist" title="Our Mission">
        To equip the military community and everyone who serves alongside it with honest,
        field-tested gear reviews, so every choice is a battle-ready one.
      </PageHeader>

      <div className="grid gap-4 md:grid-cols-2">
        {SECTIONS.map(({ id, icon: Icon, title, text }) => (
          <section key={id} aria-labelledby={`mission-${id}`}>
            <Card className="h-full">
              <CardHeader layout="flex-col gap-3" className="sm:p-7">
                <div className="flex items-center gap-3">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="size-6" aria-hidden />
                  </span>
                  <h2 id={`mission-${id}`} className="text-xl font-semibold tracking-tight">
                    {title}
                  </h2>
                </div>
                <p className="leading-relaxed text-muted-foreground">{text}</p>
              </CardHeader>
            </Card>
          </section>
        ))}
      </div>

      <IconCardSection
        id="mission-values"
        title="Our Values"
        subtitle="The principles that guide how we operate."
        items={VALUES}
        centered
      />

      <section
        aria-labelledby="mission-join"
        className="rounded-lg bg-primary px-6 py-10 text-center text-primary-foreground sm:px-10"
      >
        <h2 id="mission-join" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Join the Mission
        </h2>
        <p className="mx-auto mt-3 max-w-xl opacity-90">
          Share what you know, add the gear we are missing, and help the next person choose with
          confidence.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="accent">
            <Link to={paths.auth}>
              <UserPlus aria-hidden />
              Create Account
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" className={ON_PRIMARY}>
            <Link to={paths.missionMatcher}>
              <Crosshair aria-hidden />
              Find My Kit
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" className={ON_PRIMARY}>
            <Link to={paths.submitProduct}>
              <PackagePlus aria-hidden />
              Submit a Product
            </Link>
          </Button>
        </div>
      </section>
    </StaticPart>
  );
}
