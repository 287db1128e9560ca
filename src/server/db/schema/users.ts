import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, updatedAt } from './columns';
import { branchEnum, roleEnum } from './enums';

/** The shape Better Auth expects (sessions, accounts and tokens are in auth.ts). */
export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The member a row belongs to: it goes with their account. */
export const userIdColumn = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    branch: branchEnum('branch'),
    name: text('name').notNull(),
    /** Upvotes minus downvotes across all the user's reviews (SPEC §2 Profile). */
    reviewerScore: integer('reviewer_score').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('profiles_created_at_idx').on(t.createdAt.desc()),
    check('profiles_name_length', sql`char_length(${t.name}) between 1 and 50`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: userIdColumn(),
    role: roleEnum('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);
