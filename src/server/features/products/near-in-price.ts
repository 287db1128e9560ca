import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { RELATED_MAX } from '@shared/limits';
import type { Db } from '../../db/types';
import { notFound } from '../../lib/errors';
import { cardColumns, type CardRow } from './dto';
import { products } from './schema';
import { PRODUCT_NOT_FOUND } from './service';

/**
 * The same category's products nearest `price`, read from the (category, price, id) index on
 * both sides of the product's own place in it: RELATED_MAX each way is enough, as at most
 * RELATED_MAX of them can already be kept together.
 */
async function nearInPrice(
  db: Db,
  self: { id: string; category: string; price: number },
): Promise<CardRow[]> {
  const side = (above: boolean) =>
    db
      .select(cardColumns)
      .from(products)
      .where(
        and(
          eq(products.category, self.category),
          above
            ? sql`(${products.price}, ${products.id}) > (${self.price}::numeric, ${self.id}::uuid)`
            : sql`(${products.price}, ${products.id}) < (${self.price}::numeric, ${self.id}::uuid)`,
        ),
      )
      .orderBy(
        ...(above
          ? [asc(products.price), asc(products.id)]
          : [desc(products.price), desc(products.id)]),
      )
      .limit(RELATED_MAX);
  const [up, down] = await Promise.all([side(true), side(false)]);
  // In cents: 50.01 and 49.99 are as far from 50, which floating-point subtraction denies.
  const cents = (price: number) => Math.round(price * 100);
  const distance = (row: CardRow) => Math.abs(cents(Number(row.price)) - cents(self.price));
  // Equal distances: the cheaper first, then the index's own order, so the answer is stable.
  return [...down, ...up].sort(
    (a, b) =>
      distance(a) - distance(b) || Number(a.price) - Number(b.price) || (a.id < b.id ? -1 : 1),
  );
}

/** The same category's products nearest product `id`'s price (related gear's second kind). */
export async function nearOwnPrice(db: Db, id: string): Promise<CardRow[]> {
  const [self] = await db
    .select({ id: products.id, category: products.category, price: products.price })
    .from(products)
    .where(eq(products.id, id));
  if (!self) throw notFound(PRODUCT_NOT_FOUND);
  return nearInPrice(db, self);
}
