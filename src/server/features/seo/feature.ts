import type { AppInstance } from '../../app-types';
import { seoRoutes } from './routes';

/**
 * The SPA with its server-rendered head, the sitemap and robots: registered last, since its
 * catch-all answers every path no other route took.
 */
export async function seoFeature(app: AppInstance) {
  await app.register(seoRoutes);
}
