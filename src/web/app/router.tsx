import { lazy, useState, type ComponentType } from 'react';
import { matchesPath, Route, Routes } from '@web/lib/router';
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

/** One chunk per screen, so a first visit to / loads only what / needs. The first match wins. */
const SCREENS = [
  ['/', screen(() => import('@web/routes/home'))],
  ['/products', screen(() => import('@web/routes/products'))],
  ['/product/:id', screen(() => import('@web/routes/product-detail'))],
  ['/compare', screen(() => import('@web/routes/compare'))],
  ['/mission-matcher', screen(() => import('@web/routes/mission-matcher'))],
  ['/about', screen(() => import('@web/routes/about'))],
  ['/mission', screen(() => import('@web/routes/mission'))],
  ['/faq', screen(() => import('@web/routes/faq'))],
  ['/terms', screen(() => import('@web/routes/terms'))],
  ['/privacy', screen(() => import('@web/routes/privacy'))],
  ['/contact', screen(() => import('@web/routes/contact'))],
  ['/auth', screen(() => import('@web/routes/auth'))],
  ['/auth/reset-password', screen(() => import('@web/routes/reset-password'))],
  ['/setup', screen(() => import('@web/routes/setup'))],
  ['/profile', screen(() => import('@web/routes/profile'))],
  ['/admin', screen(() => import('@web/routes/admin'))],
  ['/submit-product', screen(() => import('@web/routes/submit-product'))],
  ['*', screen(() => import('@web/routes/not-found'))],
] as const;

/**
 * Loads the chunk of the screen at `pathname`. The first render waits for it, so the page does
 * not paint a spinner and then shift everything below it when the screen arrives.
 */
export async function preloadScreen(pathname: string): Promise<void> {
  await SCREENS.find(([path]) => matchesPath(path, pathname))?.[1].preload();
}

/** The screen for the current path, inside the layout's frame. */
export function AppRoutes() {
  return (
    <Layout>
      <Routes>
        {SCREENS.map(([path, { Screen }]) => (
          <Route key={path} path={path}>
            <Screen />
          </Route>
        ))}
      </Routes>
    </Layout>
  );
}
