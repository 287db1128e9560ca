export { adminFeature } from './feature';
