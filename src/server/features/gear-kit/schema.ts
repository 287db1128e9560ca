import { index, pgTable, unique } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../../db/schema/columns';
import { userIdColumn } from '../../db/schema/users';
import { productIdColumn } from '../products/schema';

export const wishlists = pgTable(
  'wishlists',
  {
    id: idColumn(),
    userId: userIdColumn(),
    productId: productIdColumn(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('wishlists_user_product_unique').on(t.userId, t.productId),
    index('wishlists_user_created_idx').on(t.userId, t.createdAt.desc()),
    // Who holds a product: told of its new reviews (issue 28).
    index('wishlists_product_user_idx').on(t.productId, t.userId),
  ],
);
