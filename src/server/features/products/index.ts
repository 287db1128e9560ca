// What other features may use of products.
export {
  bestTermMatches,
  getProduct,
  planFor,
  PRODUCT_NOT_FOUND,
  type SearchPlan,
} from './service';
export { termFilter, type MatchField } from './phrase-matches';
export { FEW_MATCHES, searchTolerant } from './typo-tolerance';
export { cardColumns, toProductCardDto, type CardRow } from './dto';
export { catalogueColumns, joinProduct, joinProductOn, selectProducts } from './catalogue-columns';
export { addProduct, type NewProduct } from './add-product';
export { claimedColumns, claimedValues, type ClaimedRow } from './claimed-specs';
export { productsWithAsins } from './asin-matches';
export { existingProductIds, productExists } from './existing';
export { lastChangedByCategory, productsLastChanged } from './last-changed';
export { nearOwnPrice } from './near-in-price';
export { pictureKeys } from './picture-files';
export {
  clearPicture,
  duePictures,
  pictureColumnsOf,
  pictureErrorOf,
  pictureSourceOf,
  recordPictureFailure,
  storePicture,
} from './picture-columns';
export { productsFeature } from './feature';
export {
  lockProduct,
  mustFindProduct,
  productNameOf,
  productNamesOf,
  type ProductShape,
} from './lookups';
export { setProductFigures, type ProductFigures } from './figures';
export { type StoredClaim } from './compliance';
export { openAlertOf, setProductAlerts } from './alert-summary';
export { exportClaimFlags } from './compliance-flags';
