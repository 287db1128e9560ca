import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { RELATED_MAX } from '@shared/limits';
import type { RelatedReason, TRelatedGear } from '@shared/schemas/search';
import type { Db } from '../../db/types';
import {
  cardColumns,
  catalogueColumns,
  joinProduct,
  nearOwnPrice,
  toProductCardDto,
  type CardRow as Card,
} from '../products';
import { wishlists } from './schema';

/**
 * Kept together means kept by at least this many members other than the viewer (k-anonymity,
 * issue 44). A Gear Kit is private: at two, one extra account keeping a product and forty
 * candidates read a lone other keeper's kit off the product page. At five, a product shows only
 * where it hides among five kits, none of them the reader's own; what it tells is "several
 * members", never whose. The count itself is never shown, only the order it gives.
 */
export const KEPT_TOGETHER_MIN = 5;

/**
 * The keepers whose kits are read. A product kept by thousands would otherwise cost thousands
 * of kits (up to GEAR_KIT_MAX each) per answer; this many is a sample that still ranks what
 * members keep with it, and bounds the answer's cost whatever the product's popularity. They
 * are the first by user id in the (product_id, user_id) index, the viewer left out. Reading the
 * kits is most of the answer's cost: at 1M kit rows, a product in 300 kits of ten took 3.1-3.5
 * ms with 200 keepers and 1.6-1.8 ms with 100.
 *
 * Why the sample gives an attacker nothing to steer: user ids are random (Better Auth's), so
 * no account can be made to sort before another, and the sample is the same on every read, so
 * reads cannot be averaged over samples. A product kept by fewer than this many has them all in
 * it, and the threshold alone decides; one kept by more has a random hundred of them, which new
 * accounts can only dilute: to leave a victim alone in the sample with their own accounts an
 * attacker would need about as many accounts as the product has keepers. What no threshold can
 * stop, sampled or not: KEPT_TOGETHER_MIN - 1 accounts of the attacker's own, each keeping the
 * product and a candidate, make the candidate show when one more member keeps both. That costs
 * four invited accounts per product probed, and says "some keeper", not who, unless the product
 * has no other keeper (this feature's README.md, related gear).
 */
export const KEEPERS_SAMPLED = 100;

type Item = TRelatedGear['items'][number];
const itemOf = (row: Card, reason: RelatedReason): Item => ({
  product: toProductCardDto(row),
  reason,
});

/**
 * What members who keep `id` also keep, by how many of them keep it, BRI breaking ties; the
 * viewer's own kit is not read, so it never decides what they see (their answer is the one they
 * would have without it). Kits are counted before any product row is read: only the few
 * products KEPT_TOGETHER_MIN keepers share are joined for their cards.
 */
async function keptTogether(db: Db, id: string, viewerId: string | null): Promise<Card[]> {
  const keepers = db
    .select({ userId: wishlists.userId })
    .from(wishlists)
    .where(
      and(
        eq(wishlists.productId, id),
        viewerId === null ? undefined : ne(wishlists.userId, viewerId),
      ),
    )
    .orderBy(wishlists.userId)
    .limit(KEEPERS_SAMPLED)
    .as('keepers');
  const shared = db
    .select({ productId: wishlists.productId, keepers: sql<number>`count(*)`.as('shared_by') })
    .from(keepers)
    .innerJoin(wishlists, eq(wishlists.userId, keepers.userId))
    .where(ne(wishlists.productId, id))
    .groupBy(wishlists.productId)
    .having(sql`count(*) >= ${KEPT_TOGETHER_MIN}`)
    .as('shared');
  return db
    .select(cardColumns)
    .from(shared)
    .innerJoin(...joinProduct(shared.productId))
    .orderBy(
      desc(shared.keepers),
      desc(catalogueColumns.battleReadyIndex),
      asc(catalogueColumns.id),
    )
    .limit(RELATED_MAX);
}

/**
 * Related gear for a product page (issue 31), best first: what members other than the viewer
 * keep with it, then the same category nearest its price; no product twice, never the product
 * itself. `viewerId`: the signed-in reader, null for a visitor.
 */
export async function relatedGear(
  db: Db,
  id: string,
  viewerId: string | null,
): Promise<TRelatedGear> {
  // The kits need nothing of the product's own row: they are counted while it is read.
  const [kept, near] = await Promise.all([keptTogether(db, id, viewerId), nearOwnPrice(db, id)]);
  const keptIds = new Set(kept.map((row) => row.id));
  const items = [
    ...kept.map((row) => itemOf(row, 'kept-together')),
    ...near.filter((row) => !keptIds.has(row.id)).map((row) => itemOf(row, 'same-category')),
  ];
  return { items: items.slice(0, RELATED_MAX) };
}

/**
 * The read cache's key for a reader's related gear. Leaving the viewer's kit out changes
 * nothing unless they keep the product: everyone else shares the visitors' answer, and a
 * keeper's own is kept under a key of theirs (any kit's change drops both, the `gear-kits` tag).
 */
export async function relatedCacheKey(
  db: Db,
  url: string,
  id: string,
  viewerId: string | null,
): Promise<string> {
  if (viewerId === null) return url;
  const [kept] = await db
    .select({ id: wishlists.id })
    .from(wishlists)
    .where(and(eq(wishlists.userId, viewerId), eq(wishlists.productId, id)));
  return kept ? `${url}\nwithout:${viewerId}` : url;
}
