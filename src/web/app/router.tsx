import { lazy, useState, type ComponentType } from 'react';
import { matchRoutes, Route, Routes } from 'react-router';
import { Layout } from './layout';

type Module = { default: ComponentType };

/**
 * A screen in its own chunk. A screen whose chunk is already here renders at once; otherwise it
 * suspends, and the router's transition keeps the previous screen up until it arrives.
 */
function screen(load: () => Promise<Module>) {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Screen() {
    // Chosen once per mount: a screen that mounted suspended must not remount when it loads.
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component />;
  }
  return { Screen, preload };
}

/** One chunk per screen, so a first visit to / loads only what / needs. */
const SCREENS = [
  ['/', screen(() => import('@web/routes/home'))],
  ['products', screen(() => import('@web/routes/products'))],
  ['product/:id', screen(() => import('@web/routes/product-detail'))],
  ['compare', screen(() => import('@web/routes/compare'))],
  ['mission-matcher', screen(() => import('@web/routes/mission-matcher'))],
  ['about', screen(() => import('@web/routes/about'))],
  ['mission', screen(() => import('@web/routes/mission'))],
  ['faq', screen(() => import('@web/routes/faq'))],
  ['terms', screen(() => import('@web/routes/terms'))],
  ['privacy', screen(() => import('@web/routes/privacy'))],
  ['contact', screen(() => import('@web/routes/contact'))],
  ['auth', screen(() => import('@web/routes/auth'))],
  ['auth/reset-password', screen(() => import('@web/routes/reset-password'))],
  ['setup', screen(() => import('@web/routes/setup'))],
  ['profile', screen(() => import('@web/routes/profile'))],
  ['admin', screen(() => import('@web/routes/admin'))],
  ['submit-product', screen(() => import('@web/routes/submit-product'))],
  ['*', screen(() => import('@web/routes/not-found'))],
] as const;

/**
 * Declarative routes rather than a data router: our data comes through TanStack Query, and
 * the data router's code was 17 KB gzip of every first visit (issue 16).
 */
const MATCHABLE = SCREENS.map(([path]) => ({ path }));

/**
 * Loads the chunk of the screen at `pathname`. The first render waits for it, so the page does
 * not paint a spinner and then shift everything below it when the screen arrives.
 */
export async function preloadScreen(pathname: string): Promise<void> {
  const path = matchRoutes(MATCHABLE, pathname)?.[0]?.route.path;
  await SCREENS.find(([p]) => p === path)?.[1].preload();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {SCREENS.map(([path, { Screen }]) =>
          path === '/' ? (
            <Route key={path} index element={<Screen />} />
          ) : (
            <Route key={path} path={path} element={<Screen />} />
          ),
        )}
      </Route>
    </Routes>
  );
}
