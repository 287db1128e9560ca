import { index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema/columns';
import { user } from '../../db/schema/users';
import { products } from '../products/schema';

export const wishlists = pgTable(
  'wishlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('wishlists_user_product_unique').on(t.userId, t.productId),
    index('wishlists_user_created_idx').on(t.userId, t.createdAt.desc()),
    // Who holds a product: told of its new reviews (issue 28).
    index('wishlists_product_user_idx').on(t.productId, t.userId),
  ],
);
