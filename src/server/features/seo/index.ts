// The SEO feature as the app registers it.
export { seoFeature } from './feature';
