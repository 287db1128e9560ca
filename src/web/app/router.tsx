import { createBrowserRouter, type RouteObject } from 'react-router';
import { Spinner } from '@web/components/ui/skeleton';
import { Layout } from './layout';
import { RouteError } from './route-error';

type Module = { default: React.ComponentType };
const page = (load: () => Promise<Module>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** One lazily loaded chunk per screen, so a first visit to / loads only what / needs. */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner />,
    children: [
      { index: true, ...page(() => import('@web/routes/home')) },
      { path: 'products', ...page(() => import('@web/routes/products')) },
      { path: 'product/:id', ...page(() => import('@web/routes/product-detail')) },
      { path: 'compare', ...page(() => import('@web/routes/compare')) },
      { path: 'mission-matcher', ...page(() => import('@web/routes/mission-matcher')) },
      { path: 'about', ...page(() => import('@web/routes/about')) },
      { path: 'mission', ...page(() => import('@web/routes/mission')) },
      { path: 'faq', ...page(() => import('@web/routes/faq')) },
      { path: 'terms', ...page(() => import('@web/routes/terms')) },
      { path: 'privacy', ...page(() => import('@web/routes/privacy')) },
      { path: 'contact', ...page(() => import('@web/routes/contact')) },
      { path: 'auth', ...page(() => import('@web/routes/auth')) },
      { path: 'auth/reset-password', ...page(() => import('@web/routes/reset-password')) },
      { path: 'setup', ...page(() => import('@web/routes/setup')) },
      { path: 'profile', ...page(() => import('@web/routes/profile')) },
      { path: 'admin', ...page(() => import('@web/routes/admin')) },
      { path: 'submit-product', ...page(() => import('@web/routes/submit-product')) },
      { path: '*', ...page(() => import('@web/routes/not-found')) },
    ],
  },
]);
