import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from '../../db/schema/users';
import { idColumn } from '../../db/schema/columns';

export const legalDocumentTypeEnum = pgEnum('legal_document_type', ['terms', 'privacy']);

export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: idColumn(),
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
