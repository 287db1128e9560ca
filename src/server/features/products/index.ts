// What other features may use of products.
export { bestMatches, getProduct, planFor, PRODUCT_NOT_FOUND, type SearchPlan } from './service';
export { FEW_MATCHES, searchTolerant } from './typo-tolerance';
export { productsFeature } from './feature';
export { joinProduct, productName } from './data-rights';
export { productColumns, withProduct, joinProductOn } from './joins';
export { mustFindProduct, productNameOf, productNamesOf } from './lookups';
export { setProductFigures, type ProductFigures } from './figures';
