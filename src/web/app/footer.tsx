import { Shield } from '@web/components/icons';
import { Link } from '@web/lib/router';
import { paths } from '@web/lib/paths';

const LINKS = [
  { to: paths.about, label: 'About' },
  { to: paths.mission, label: 'Mission' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.faq, label: 'FAQ' },
  { to: paths.submitProduct, label: 'Submit Product' },
  { to: paths.missionMatcher, label: 'Mission Matcher' },
  { to: paths.compare(), label: 'Compare' },
  { to: paths.privacy, label: 'Privacy Policy' },
  { to: paths.terms, label: 'Terms of Service' },
];

export function Footer() {
  return (
    <footer className="mt-16 border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-[1fr_2fr]">
        <div className="space-y-2">
          <p className="flex items-center gap-2 font-bold">
            <Shield className="size-5 text-primary" aria-hidden /> Battle Ready
          </p>
          <p className="max-w-sm text-sm text-muted-foreground">
            Honest gear reviews from the military community. Ad-free; some product links may be
            affiliate links.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            {LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="footer-link">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t py-4 text-center text-xs text-muted-foreground">
        {`© ${new Date().getFullYear()} Battle Ready. Not affiliated with the U.S. Department of Defense.`}
      </p>
    </footer>
  );
}
