import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import { parseAmazonProductUrl } from '@shared/amazon-url';
import type { TProductEdit } from '@shared/schemas/product-edit';
import type { TProduct } from '@shared/schemas/products';
import { products } from './schema';
import type { Db } from '../../db/types';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import type { MediaStorage } from '../../lib/storage/media-storage';
import { toProductDto } from './dto';
import { claimedColumns } from './claimed-specs';
import { claimsToStore, type StoredClaim } from './compliance';
import type { ProductsOptions } from './options';
import { pictureKeys } from './picture-files';
import { PRODUCT_NOT_FOUND } from './service';

/** The column as it was, unless the edit gives a new picture address: that one is untried. */
const untriedIfNew = (imageUrl: string | null, column: SQLWrapper) =>
  sql`case when ${products.imageUrl} is distinct from ${imageUrl} then null else ${column} end`;

/** The product's claims as kept, locked for the edit that replaces them; none for no product. */
async function storedClaims(tx: Db, id: string): Promise<StoredClaim[]> {
  const [row] = await tx
    .select({ compliance: products.compliance })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  return row?.compliance ?? [];
}

/** SPEC §2 Admin, Products: an edit; the ASIN follows the Amazon link. */
export async function editProduct(
  db: Db,
  admin: AuditActor,
  id: string,
  edit: TProductEdit,
): Promise<TProduct> {
  const { specs = {}, compliance, ...fields } = edit;
  const claimed = claimedColumns(specs);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({
        ...fields,
        ...claimed,
        ...(compliance && {
          compliance: claimsToStore(compliance, await storedClaims(tx, id), admin.id),
        }),
        asin: edit.amazonUrl ? parseAmazonProductUrl(edit.amazonUrl)!.asin : null,
        // The last address's failure is not the new one's (features/pictures/status.ts).
        pictureError: untriedIfNew(edit.imageUrl, products.pictureError),
        pictureAttemptedAt: untriedIfNew(edit.imageUrl, products.pictureAttemptedAt),
      })
      .where(eq(products.id, id))
      .returning();
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    await recordAudit(tx, admin, 'product.edit', { type: 'product', id, label: row.name });
    return toProductDto(row);
  });
}

/**
 * SPEC §6: deleting a product deletes its reviews (and their photos and videos) and our copy of
 * its picture; Gear Kit rows
 * and views go by cascade, and a submission it came from keeps its record without the link.
 */
export async function deleteProduct(
  db: Db,
  storage: MediaStorage,
  onDelete: ProductsOptions['onDelete'],
  admin: AuditActor,
  id: string,
) {
  const keys = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ name: products.name, picture: products.picture })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    const mediaKeys = await onDelete(tx, id);
    await tx.delete(products).where(eq(products.id, id));
    await recordAudit(tx, admin, 'product.delete', { type: 'product', id, label: row.name });
    return [...mediaKeys, ...(row.picture ? pictureKeys(id, row.picture) : [])];
  });
  await storage.remove(keys);
}
