// What other features may use of products.
export { getProduct, PRODUCT_NOT_FOUND } from './service';
