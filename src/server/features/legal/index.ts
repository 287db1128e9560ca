export { activeDocumentDates } from './last-changed';
export { legalFeature } from './feature';
