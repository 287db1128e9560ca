import type { Tx } from '../../db/types';

/**
 * What features above products do when a product changes, given by app.ts: products may not
 * import them (the feature order), yet a deletion must take their rows along.
 */
export interface ProductsOptions {
  /** In the deletion's transaction: drops what hangs off the product, says which files go. */
  onDelete: (tx: Tx, productId: string) => Promise<string[]>;
  /** After an admin's edit: its picture address may have changed. */
  onEdit: (productId: string) => Promise<void>;
}
