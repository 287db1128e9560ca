export { legalFeature } from './feature';
