// The health feature as the app registers it.
export { healthFeature } from './feature';
