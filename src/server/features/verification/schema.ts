import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { AFFILIATION_IDS, VERIFICATION_METHOD_IDS } from '@shared/verification';
import { createdAt, idColumn } from '../../db/schema/columns';
import { user, userIdColumn } from '../../db/schema/users';

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
 * Which identity verified which member (issue 44, decision 022): the identity as a keyed hash,
 * a pseudonym (a provider's issuer and subject, or a normalised `.mil` address, under a key
 * derived from the app's secret), never the identity itself. A link is held while its identity
 * verifies its member (one member an identity, one identity a member), released when that ends,
 * and revoked with the verification by an administrator: a revoked identity verifies no one for
 * IDENTITY_REVOKED_DAYS. A revoked link outlives its member's account (`user_id` set null);
 * the others go with it. The hourly verification job deletes links released
 * IDENTITY_HISTORY_DAYS before, whose revocation, if any, has lapsed.
 */
export const verificationIdentities = pgTable(
  'verification_identities',
  {
    id: idColumn(),
    identityHash: text('identity_hash').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    method: verificationMethodEnum('method').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('verification_identities_held_idx')
      .on(t.identityHash)
      .where(sql`${t.releasedAt} is null`),
    uniqueIndex('verification_identities_member_held_idx')
      .on(t.userId)
      .where(sql`${t.releasedAt} is null`),
    uniqueIndex('verification_identities_link_idx').on(t.identityHash, t.userId),
    index('verification_identities_user_idx').on(t.userId),
    check(
      'verification_identities_revoked_released',
      sql`${t.revokedAt} is null or ${t.releasedAt} is not null`,
    ),
    // Deleting an account releases its links first (the deletion's hook): a held link
    // left without its member would keep its identity from verifying anyone.
    check(
      'verification_identities_held_member',
      sql`${t.releasedAt} is not null or ${t.userId} is not null`,
    ),
  ],
);

/**
 * The one open `.mil` code of a member: its hash, when it ends and the tries spent. The address
 * it went to is not kept (issue 29), only its identity's keyed hash (issue 44), linked to the
 * member when the code is confirmed.
 */
export const milEmailCodes = pgTable(
  'mil_email_codes',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /** Null for a code asked for before migration 0035: confirming it asks for a new one. */
    identityHash: text('identity_hash'),
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
    userId: userIdColumn(),
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
