import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userIdColumn } from '../../db/schema/users';
import { legalDocuments } from '../legal/schema';
import { idColumn } from '../../db/schema/columns';

export const userLegalAgreements = pgTable(
  'user_legal_agreements',
  {
    userId: userIdColumn(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => legalDocuments.id, { onDelete: 'cascade' }),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.documentId] })],
);

export const termsAcceptance = pgTable(
  'terms_acceptance',
  {
    id: idColumn(),
    userId: userIdColumn(),
    acceptedTermsVersion: text('accepted_terms_version').notNull(),
    acceptedPrivacyVersion: text('accepted_privacy_version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('terms_acceptance_user_idx').on(t.userId)],
);
