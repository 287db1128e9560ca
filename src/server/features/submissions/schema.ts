import { check, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, idColumn, money } from '../../db/schema/columns';
import { user, userIdColumn } from '../../db/schema/users';
import { claimedSpecChecks, claimedSpecColumns, products } from '../products/schema';

export const submissionStatusEnum = pgEnum('submission_status', [
  'pending',
  'approved',
  'rejected',
]);

export const pendingProducts = pgTable(
  'pending_products',
  {
    id: idColumn(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    price: money('price').notNull(),
    description: text('description').notNull(),
    amazonUrl: text('amazon_url').notNull(),
    /** Null only on submissions stored before ASINs were kept (migration 0009). */
    asin: text('asin'),
    imageUrl: text('image_url'),
    userId: userIdColumn(),
    status: submissionStatusEnum('status').notNull().default('pending'),
    adminNotes: text('admin_notes'),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The catalogue product created when the submission was approved. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Issue 48: the maker's claims the submitter gave, carried to the product on approval. */
    ...claimedSpecColumns(),
  },
  (t) => [
    ...claimedSpecChecks('pending_products'),
    check('pending_products_name_length', sql`char_length(${t.name}) between 3 and 200`),
    check('pending_products_category_length', sql`char_length(${t.category}) between 1 and 100`),
    check('pending_products_price_range', sql`${t.price} between 0.01 and 999999.99`),
    check(
      'pending_products_description_length',
      sql`char_length(${t.description}) between 20 and 5000`,
    ),
    index('pending_products_status_idx').on(t.status, t.createdAt.desc()),
    index('pending_products_user_idx').on(t.userId, t.createdAt.desc()),
    index('pending_products_asin_idx').on(t.asin, t.status),
    check('pending_products_asin_format', sql`${t.asin} ~ '^[A-Z0-9]{10}$'`),
    check(
      'pending_products_url_length',
      sql`char_length(${t.amazonUrl}) <= 2000 and char_length(${t.imageUrl}) <= 2000`,
    ),
  ],
);
