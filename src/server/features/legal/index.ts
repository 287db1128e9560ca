export { activeDocumentDates } from './last-changed';
export { legalFeature } from './feature';
export {
  activeDocumentIds,
  activeDocumentsNotIn,
  agreedDocumentColumns,
  joinDocument,
} from './data-rights';
