export {
  categoriesQuery,
  highlightsQuery,
  productListQuery,
  productQuery,
  recordView,
  relatedQuery,
} from './api';
export { AlertMark } from './components/alert-mark';
export { CardCompliance, ComplianceList } from './components/compliance-badges';
export { FlagClaimButton } from './components/flag-claim-button';
export { ComplianceComparison } from './components/compliance-comparison';
export { DurabilityComparison } from './components/durability-comparison';
export { DurabilitySection } from './components/durability-section';
export { ProductFacts } from './components/product-facts';
export { HowReviewersGotIt } from './components/how-reviewers-got-it';
export { ProductGrid } from './components/product-card';
export { RelatedGear } from './components/related-gear';
export { ProductPicker } from './components/product-picker';
export { ScoreBars } from './components/score-bars';
export { SpecComparison } from './components/spec-comparison';
export { SearchCorrection } from './components/search-correction';
export { SpecValue } from './components/spec-value';
export { StandardFilter } from './components/standard-filter';
export { SpecBoundInput, SpecFilters } from './components/spec-filters';
export { isFiltered, toApiQuery, useCatalogueParams } from './use-catalogue-params';
export { productKeys } from './keys';
