import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { invitationStatusEnum, legalDocumentTypeEnum } from './enums';
import { products } from './products';
import { user } from './users';

export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentType: legalDocumentTypeEnum('document_type').notNull(),
    version: text('version').notNull(),
    fileUrl: text('file_url').notNull(),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('legal_documents_version_length', sql`char_length(${t.version}) between 1 and 20`),
    // SPEC §4: only one document per type is active.
    uniqueIndex('legal_documents_one_active_idx')
      .on(t.documentType)
      .where(sql`${t.isActive}`),
    index('legal_documents_type_uploaded_idx').on(t.documentType, t.uploadedAt.desc()),
  ],
);

export const userLegalAgreements = pgTable(
  'user_legal_agreements',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => legalDocuments.id, { onDelete: 'cascade' }),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.documentId] })],
);

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

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    invitationCode: text('invitation_code').notNull().unique(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    status: invitationStatusEnum('status').notNull().default('pending'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: text('used_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('invitations_code_format', sql`${t.invitationCode} ~ '^[A-HJ-NP-Z2-9]{8}$'`),
    check('invitations_email_length', sql`char_length(${t.email}) between 3 and 255`),
    index('invitations_invited_by_idx').on(t.invitedBy, t.createdAt.desc()),
    // Who invited a member: a flag's ties (issue 44) are read by the invitee.
    index('invitations_used_by_idx').on(t.usedBy),
    index('invitations_status_created_idx').on(t.status, t.createdAt.desc()),
  ],
);
