// The SPA with its server-rendered head, the sitemap and robots, as the app registers them: last,
// since its catch-all answers every path no other route took.
export { seoRoutes as seoFeature } from './routes';
