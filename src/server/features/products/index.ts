// What other features may use of products.
export { bestMatches, getProduct, planFor, PRODUCT_NOT_FOUND, type SearchPlan } from './service';
export { FEW_MATCHES, searchTolerant } from './typo-tolerance';
export { cardColumns, toProductCardDto, type CardRow } from './dto';
export { catalogueColumns, joinProduct } from './catalogue-columns';
export { existingProductIds, productExists } from './existing';
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
