export { contactFeature } from './feature';
