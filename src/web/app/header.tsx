import { Menu, Moon, Shield, Sun, X } from '@web/components/icons';
import { Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from '@web/lib/router';
import { Button } from '@web/components/ui/button';
import { useViewer } from '@web/lib/viewer';
import { GearKitBadge, MobileSignOut, SignInButton, UserMenu } from '@web/features/accounts';
import { NotificationBell, UnreadBadge } from '@web/features/notifications';
import { HeaderSearch } from '@web/features/search';
import { cn } from '@web/lib/cn';
import { useTheme } from '@web/lib/theme';
import { paths } from '@web/lib/paths';

const NAV = [
  { to: paths.products(), label: 'All Products' },
  { to: paths.missionMatcher, label: 'Mission Matcher' },
  { to: paths.compare(), label: 'Compare' },
  { to: paths.mission, label: 'Mission' },
];

function navClass({ isActive }: { isActive: boolean }) {
  return cn('nav-link', isActive && 'text-primary');
}

function ThemeToggle() {
  const [theme, toggle] = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggle}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
    >
      {theme === 'dark' ? <Sun /> : <Moon />}
    </Button>
  );
}

/** Small screens: a disclosure panel, closed again by any navigation or Escape. */
function MobileMenu({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="lg:hidden"
      aria-label={open ? 'Close menu' : 'Open menu'}
      aria-expanded={open}
      aria-controls="mobile-menu"
      onClick={onToggle}
    >
      {open ? <X /> : <Menu />}
    </Button>
  );
}

/** Small screens list everything the desktop header and user menu offer (SPEC §2). */
function MobileNav() {
  const { viewer } = useViewer();
  const item = (s: { isActive: boolean }) => cn(navClass(s), 'block');
  return (
    <nav id="mobile-menu" aria-label="Mobile" className="border-t px-4 py-2 lg:hidden">
      <ul>
        {NAV.map((n) => (
          <li key={n.to}>
            <NavLink to={n.to} className={item}>
              {n.label}
            </NavLink>
          </li>
        ))}
        {viewer ? (
          <>
            <li>
              <NavLink to={paths.submitProduct} className={item}>
                Submit Product
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.profile} className={item}>
                Profile
                <GearKitBadge count={viewer.gearKitCount} />
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.notifications} className={item}>
                Notifications
                <Suspense fallback={null}>
                  <UnreadBadge />
                </Suspense>
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.admin} className={item}>
                Admin
              </NavLink>
            </li>
            <li>
              <Suspense fallback={null}>
                <MobileSignOut
                  className={cn(navClass({ isActive: false }), 'block w-full text-left')}
                />
              </Suspense>
            </li>
          </>
        ) : (
          <li>
            <NavLink to={paths.auth} className={item}>
              Sign In
            </NavLink>
          </li>
        )}
      </ul>
    </nav>
  );
}

export function Header() {
  const { viewer } = useViewer();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  // Any navigation closes the menu (adjusting state during render, not in an effect).
  const [menuFor, setMenuFor] = useState(location.key);
  if (menuFor !== location.key) {
    setMenuFor(location.key);
    setMenuOpen(false);
  }
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <Link to={paths.home} className="flex shrink-0 items-center gap-2 font-bold tracking-tight">
          <Shield className="size-6 text-primary" aria-hidden />
          <span>Battle Ready</span>
        </Link>
        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 lg:flex">
          <NavLink to={paths.home} end className={navClass}>
            Home
          </NavLink>
          {NAV.map((item) => (
            <NavLink key={item.to} to={item.to} className={navClass}>
              {item.label}
            </NavLink>
          ))}
          {viewer ? (
            <>
              <NavLink to={paths.submitProduct} className={navClass}>
                Submit
              </NavLink>
              <NavLink to={paths.profile} className={navClass}>
                Profile
                <GearKitBadge count={viewer.gearKitCount} />
              </NavLink>
            </>
          ) : null}
        </nav>
        <HeaderSearch className="ml-auto hidden w-56 sm:block xl:w-72" />
        <div className="ml-auto flex items-center gap-1 sm:ml-0">
          <ThemeToggle />
          {viewer ? (
            <>
              <Suspense fallback={<span className="size-10" />}>
                <NotificationBell />
              </Suspense>
              <Suspense fallback={<span className="size-10" />}>
                <UserMenu viewer={viewer} />
              </Suspense>
            </>
          ) : (
            <SignInButton />
          )}
          <MobileMenu open={menuOpen} onToggle={() => setMenuOpen((o) => !o)} />
        </div>
      </div>
      <div className="px-4 pb-3 sm:hidden">
        <HeaderSearch />
      </div>
      {menuOpen ? <MobileNav /> : null}
    </header>
  );
}
