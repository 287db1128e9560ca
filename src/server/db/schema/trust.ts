import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { AFFILIATION_IDS, VERIFICATION_METHOD_IDS } from '@shared/verification';
import { createdAt } from './columns';
import { products } from './products';
import { reviews } from './reviews';
import { user } from './users';

export const affiliationEnum = pgEnum('service_affiliation', AFFILIATION_IDS);
export const verificationMethodEnum = pgEnum('verification_method', VERIFICATION_METHOD_IDS);

/**
 * A member's verified service (issue 29): what it says and how and when it was shown, nothing
 * that identifies them (no provider subject, name, address or document). One a member; verifying
 * again replaces it, and it counts only until `expires_at`.
 */
export const serviceVerifications = pgTable(
  'service_verifications',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    affiliation: affiliationEnum('affiliation').notNull(),
    method: verificationMethodEnum('method').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the member was told it ends within a month; a new verification clears it. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    index('service_verifications_expires_idx').on(t.expiresAt),
    check('service_verifications_expiry', sql`${t.expiresAt} > ${t.verifiedAt}`),
  ],
);

/**
 * The one open `.mil` code of a member: its hash, when it ends and the tries spent. The address
 * it went to is not kept (issue 29).
 */
export const milEmailCodes = pgTable(
  'mil_email_codes',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    tries: smallint('tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mil_email_codes_expires_idx').on(t.expiresAt)],
);

/**
 * A verification started at the OpenID provider and not yet back: the browser returns with
 * `state`, which is good once, for the member who started it, within minutes.
 */
export const verificationOidcFlows = pgTable(
  'verification_oidc_flows',
  {
    state: text('state').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_oidc_flows_user_idx').on(t.userId),
    index('verification_oidc_flows_expires_idx').on(t.expiresAt),
  ],
);

/**
 * What a review's text said about its risk when it was last written (issue 29), so the
 * moderation queue ranks thousands without reading their text: the most similar other review
 * (trigram similarity), the links in it, and how many reviews its author wrote in the day before.
 */
export const reviewRiskSignals = pgTable('review_risk_signals', {
  reviewId: uuid('review_id')
    .primaryKey()
    .references(() => reviews.id, { onDelete: 'cascade' }),
  similarReviewId: uuid('similar_review_id').references(() => reviews.id, {
    onDelete: 'set null',
  }),
  /** The similar review's product, for its link: kept here so the queue reads no review for it. */
  similarProductId: uuid('similar_product_id').references(() => products.id, {
    onDelete: 'set null',
  }),
  similarity: real('similarity'),
  linkCount: smallint('link_count').notNull().default(0),
  recentReviews: smallint('recent_reviews').notNull().default(0),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How many of a member's flags moderators have decided, agreed with (resolved) or not
 * (dismissed): the record a flag's weight grows with (issue 29). Counted as each decision is
 * made, so the queue reads one row a flagger, and a record outlives the reviews it was earned on.
 */
export const flagRecords = pgTable(
  'flag_records',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    agreed: integer('agreed').notNull().default(0),
    disagreed: integer('disagreed').notNull().default(0),
  },
  (t) => [check('flag_records_counts', sql`${t.agreed} >= 0 and ${t.disagreed} >= 0`)],
);
