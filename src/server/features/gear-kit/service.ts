import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { GEAR_KIT_MAX } from '@shared/limits';
import { siteImageOrNull } from '@shared/product-images';
import type { TGearKitBatchResult, TGearKitChange, TGearKitItem } from '@shared/schemas/me';
import type { Db, Executor } from '../../db/types';
import { conflict, notFound } from '../../lib/errors';
import { lockMember } from '../../lib/member-lock';
import type { TAlert } from '@shared/schemas/alerts';
import {
  catalogueColumns,
  existingProductIds,
  joinProduct,
  openAlertOf,
  productExists,
} from '../products';
import { wishlists } from './schema';

export const GEAR_KIT_FULL_MESSAGE = `Your Gear Kit is full (${GEAR_KIT_MAX} items). Remove something to add more.`;

const itemColumns = {
  productId: catalogueColumns.id,
  name: catalogueColumns.name,
  imageUrl: catalogueColumns.imageUrl,
  picture: catalogueColumns.picture,
  price: catalogueColumns.price,
  alerts: catalogueColumns.alerts,
  addedAt: wishlists.createdAt,
};
type ItemRow = Omit<TGearKitItem, 'addedAt' | 'alert'> & { addedAt: Date; alerts: TAlert[] };
/** Issue 49: an item is marked with its product's open alert, as the product's cards are. */
const toItem = ({ alerts, ...r }: ItemRow): TGearKitItem => ({
  ...r,
  imageUrl: siteImageOrNull(r.imageUrl),
  alert: openAlertOf(alerts),
  addedAt: r.addedAt.toISOString(),
});

/** The user's Gear Kit (SPEC: wishlists joined with their products), most recently saved first. */
export async function listGearKit(db: Db, userId: string): Promise<TGearKitItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(wishlists)
    .innerJoin(...joinProduct(wishlists.productId))
    .where(eq(wishlists.userId, userId))
    .orderBy(desc(wishlists.createdAt));
  return rows.map(toItem);
}

async function countOf(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(wishlists).where(eq(wishlists.userId, userId));
  return row?.n ?? 0;
}

async function savedItem(db: Executor, userId: string, productId: string) {
  const [row] = await db
    .select(itemColumns)
    .from(wishlists)
    .innerJoin(...joinProduct(wishlists.productId))
    .where(and(eq(wishlists.userId, userId), eq(wishlists.productId, productId)));
  return row ? toItem(row) : null;
}

/**
 * Saves a product (SPEC §4: the heart adds it when absent). Idempotent: saving a saved product
 * changes nothing, and the unique (user, product) pair keeps one row under parallel requests.
 * The member's lock makes the size check exact.
 */
export async function saveToGearKit(
  db: Db,
  userId: string,
  productId: string,
): Promise<TGearKitChange> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    if (!(await productExists(tx, productId))) throw notFound('Product Not Found');
    const existing = await savedItem(tx, userId, productId);
    if (!existing) {
      if ((await countOf(tx, userId)) >= GEAR_KIT_MAX) {
        throw conflict(GEAR_KIT_FULL_MESSAGE, 'gear_kit_full');
      }
      await tx.insert(wishlists).values({ userId, productId }).onConflictDoNothing();
    }
    return {
      saved: true,
      item: existing ?? (await savedItem(tx, userId, productId)),
      count: await countOf(tx, userId),
    };
  });
}

/**
 * Saves several products at once (a mission's kit, issue 15): all of them or, when that would
 * pass the Gear Kit's limit or a product is gone, none. Saving what is saved changes nothing.
 */
export async function saveManyToGearKit(
  db: Db,
  userId: string,
  productIds: readonly string[],
): Promise<TGearKitBatchResult> {
  const wanted = [...new Set(productIds)];
  const added = await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const found = await existingProductIds(tx, wanted);
    if (found.length !== wanted.length) throw notFound('Product Not Found');
    const saved = await tx
      .select({ id: wishlists.productId })
      .from(wishlists)
      .where(and(eq(wishlists.userId, userId), inArray(wishlists.productId, wanted)));
    const fresh = wanted.filter((id) => !saved.some((s) => s.id === id));
    if ((await countOf(tx, userId)) + fresh.length > GEAR_KIT_MAX) {
      throw conflict(GEAR_KIT_FULL_MESSAGE, 'gear_kit_full');
    }
    if (fresh.length > 0) {
      await tx
        .insert(wishlists)
        .values(fresh.map((productId) => ({ userId, productId })))
        .onConflictDoNothing();
    }
    return fresh.length;
  });
  return { items: await listGearKit(db, userId), added };
}

/** Removes a product (SPEC §4: the heart removes it when present); removing twice is harmless. */
export async function removeFromGearKit(
  db: Db,
  userId: string,
  productId: string,
): Promise<TGearKitChange> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    await tx
      .delete(wishlists)
      .where(and(eq(wishlists.userId, userId), eq(wishlists.productId, productId)));
    return { saved: false, item: null, count: await countOf(tx, userId) };
  });
}
