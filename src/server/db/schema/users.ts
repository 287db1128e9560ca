import {
  boolean,
  text,
  timestamp,
  pgTable,
  index,
  primaryKey,
  uuid,
  integer,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { check } from 'drizzle-orm/pg-core';
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
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

export const termsAcceptance = pgTable(
  'terms_acceptance',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    acceptedTermsVersion: text('accepted_terms_version').notNull(),
    acceptedPrivacyVersion: text('accepted_privacy_version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('terms_acceptance_user_idx').on(t.userId)],
);
