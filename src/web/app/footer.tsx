import { useQuery } from '@tanstack/react-query';
import { SOCIAL_NETWORKS } from '@shared/social-links';
import { ExternalLink, Shield } from '@web/components/icons';
import { settingsQuery } from '@web/features/site';
import { Link } from '@web/lib/router';
import { paths } from '@web/lib/paths';
import { HydrateWhenSeen, StaticPart } from '@web/lib/partial-hydration';
import { useLowData } from '@web/lib/low-data';
import { Switch } from '@web/components/ui/switch';

const LINKS = [
  { to: paths.about, label: 'About' },
  { to: paths.mission, label: 'Mission' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.faq, label: 'FAQ' },
  { to: paths.submitProduct, label: 'Submit Product' },
  { to: paths.missionMatcher, label: 'Mission Matcher' },
  { to: paths.compare(), label: 'Compare' },
  { to: paths.alerts, label: 'Gear Alerts' },
  { to: paths.transparency, label: 'Transparency' },
  { to: paths.privacy, label: 'Privacy Policy' },
  { to: paths.terms, label: 'Terms of Service' },
];

/** The external social links an admin set (Site Settings); nothing while none is. */
function SocialLinks() {
  const { data: settings } = useQuery(settingsQuery());
  const links = settings?.socialLinks ?? [];
  if (links.length === 0) return null;
  return (
    <nav aria-label="Social media" className="sm:col-span-2 md:col-start-2">
      <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
        {links.map((link) => (
          <li key={link.network}>
            <a
              href={link.url}
              rel="me noopener noreferrer"
              target="_blank"
              className="footer-link inline-flex items-center gap-1"
            >
              {SOCIAL_NETWORKS[link.network]}
              <ExternalLink className="size-3.5" aria-hidden />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Low-data mode (issue 51): the reader's choice, kept for the next visit. */
function LowDataSwitch() {
  const { on, set } = useLowData();
  return (
    <HydrateWhenSeen className="sm:col-span-2 md:col-start-2">
      {/*
        In a form, the switch keeps the hidden input it draws for one: outside, the server's
        markup would have it and the browser take it out again while taking the page over.
      */}
      <form className="flex items-start gap-3" onSubmit={(event) => event.preventDefault()}>
        <Switch
          id="low-data-mode"
          checked={on}
          onCheckedChange={set}
          aria-describedby="low-data-mode-note"
        />
        <div className="space-y-0.5">
          <label htmlFor="low-data-mode" className="text-sm font-medium">
            Low-data mode
          </label>
          <p id="low-data-mode-note" className="text-xs text-muted-foreground">
            The smallest pictures; videos and related gear only when you ask.
          </p>
        </div>
      </form>
    </HydrateWhenSeen>
  );
}

export function Footer() {
  return (
    <footer className="mt-16 border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-[1fr_2fr]">
        <StaticPart className="space-y-2">
          <p className="flex items-center gap-2 font-bold">
            <Shield className="size-5 text-primary" aria-hidden /> Battle Ready
          </p>
          <p className="max-w-sm text-sm text-muted-foreground">
            Honest gear reviews from the military community. Ad-free; some product links may be
            affiliate links.
          </p>
        </StaticPart>
        <StaticPart as="nav" aria-label="Footer">
          <ul className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            {LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="footer-link">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </StaticPart>
        <SocialLinks />
        <LowDataSwitch />
      </div>
      <StaticPart as="p" className="border-t py-4 text-center text-xs text-muted-foreground">
        {`© ${new Date().getFullYear()} Battle Ready. Not affiliated with the U.S. Department of Defense.`}
      </StaticPart>
    </footer>
  );
}
