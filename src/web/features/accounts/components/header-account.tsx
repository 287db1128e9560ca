import { lazyPart } from '@web/lib/lazy-part';
import { Link } from '@web/lib/router';
import { paths } from '@web/lib/paths';
import { Button } from '@web/components/ui/button';

/** The menu's Radix parts load only for signed-in users, never on a visitor's first page. */
export const { Part: UserMenu } = lazyPart('user-menu', () => import('./user-menu'));

/** Sign-out, and the mutation machinery it needs, likewise load only for a member. */
export const { Part: MobileSignOut } = lazyPart(
  'mobile-sign-out',
  () => import('./mobile-sign-out'),
);

/** SPEC §2 header: the Gear Kit count rides on the Profile link. */
export function GearKitBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="count-pill ml-1">
      {count}
      <span className="sr-only"> items in your Gear Kit</span>
    </span>
  );
}

export function SignInButton() {
  return (
    <Button asChild size="sm" className="hidden lg:inline-flex">
      <Link to={paths.auth}>Sign In</Link>
    </Button>
  );
}
