// The transparency page's feature as the app registers it.
export { transparencyFeature } from './feature';
