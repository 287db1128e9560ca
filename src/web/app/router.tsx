import type { ComponentType, ReactElement } from 'react';
import { PAGE_KEYS, PAGES, type PageKey } from '@shared/pages';
import { lazyPart, preloadPartsDrawnLater } from '@web/lib/lazy-part';
import { useLowData } from '@web/lib/low-data';
import { HydrateWhenReached } from '@web/lib/partial-hydration';
import { Spinner } from '@web/components/ui/skeleton';
import { isOfflineFallback } from '@web/lib/offline/kept-at';
import { matchesPath, Route, Routes, useLocation } from '@web/lib/router';
import { Layout } from './layout';

/**
 * Each page's screen (shared/pages.ts names the pages), one chunk per screen, so a first visit
 * to / loads only what / needs. A page without a screen fails the typecheck.
 */
const LOADERS = {
  home: () => import('@web/routes/home'),
  products: () => import('@web/routes/products'),
  product: () => import('@web/routes/product-detail'),
  compare: () => import('@web/routes/compare'),
  missionMatcher: () => import('@web/routes/mission-matcher'),
  alerts: () => import('@web/routes/alerts'),
  transparency: () => import('@web/routes/transparency'),
  about: () => import('@web/routes/about'),
  mission: () => import('@web/routes/mission'),
  faq: () => import('@web/routes/faq'),
  terms: () => import('@web/routes/terms'),
  privacy: () => import('@web/routes/privacy'),
  contact: () => import('@web/routes/contact'),
  auth: () => import('@web/routes/auth'),
  resetPassword: () => import('@web/routes/reset-password'),
  setup: () => import('@web/routes/setup'),
  profile: () => import('@web/routes/profile'),
  admin: () => import('@web/routes/admin'),
  submitProduct: () => import('@web/routes/submit-product'),
  notifications: () => import('@web/routes/notifications'),
  unsubscribe: () => import('@web/routes/unsubscribe'),
  verifyCallback: () => import('@web/routes/verify-callback'),
  offline: () => import('@web/routes/offline'),
  notFound: () => import('@web/routes/not-found'),
} satisfies Record<PageKey, () => Promise<{ default: ComponentType }>>;

/** In the table's order: the first match wins. */
const SCREENS = PAGE_KEYS.map(
  (key) => [PAGES[key].path, lazyPart(`screen-${key}`, LOADERS[key])] as const,
);

const [, OFFLINE_SCREEN] = SCREENS.find(([path]) => path === PAGES.offline.path)!;

/** The screen at `pathname`: the offline screen where the service worker had no page to show. */
const screenAt = (pathname: string) =>
  isOfflineFallback(pathname)
    ? OFFLINE_SCREEN
    : SCREENS.find(([path]) => matchesPath(path, pathname))?.[1];

/**
 * Loads the chunk of the screen at `pathname`. The first render waits for it, so the page does
 * not paint a spinner and then shift everything below it when the screen arrives.
 */
export async function preloadScreen(pathname: string): Promise<void> {
  await screenAt(pathname)?.preload();
}

/**
 * In low-data mode, the screen of the page the server drew waits for the reader (issue 51): the
 * header works at once, and the screen's code is fetched only when they press, type or focus in
 * it. Reading and following links take none.
 */
function ScreenWaits({ children }: { children: ReactElement }) {
  const { on } = useLowData();
  if (!on) return children;
  return (
    <HydrateWhenReached load={preloadPartsDrawnLater} fallback={<Spinner />}>
      {children}
    </HydrateWhenReached>
  );
}

/** The screen for the current path, inside the layout's frame. */
export function AppRoutes() {
  const { pathname } = useLocation();
  if (isOfflineFallback(pathname)) {
    return (
      <Layout>
        <OFFLINE_SCREEN.Part />
      </Layout>
    );
  }
  return (
    <Layout>
      <Routes>
        {SCREENS.map(([path, { Part: Screen }]) => (
          <Route key={path} path={path}>
            <ScreenWaits>
              <Screen />
            </ScreenWaits>
          </Route>
        ))}
      </Routes>
    </Layout>
  );
}
