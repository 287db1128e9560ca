import { and, desc, eq, inArray, notInArray, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { legalDocuments } from './schema';
import type { Executor } from '../../db/types';

/*
 * What a member agreed to is accounts' record (and part of their export); which documents those
 * are, and which are in force, is this feature's.
 */

/** The document an agreement names, selected from a query joined by `joinDocument`. */
export const agreedDocumentColumns = {
  documentId: legalDocuments.id,
  documentType: legalDocuments.documentType,
  version: legalDocuments.version,
};

export const joinDocument = <Q extends PgSelect>(query: Q, documentId: AnyPgColumn) =>
  query.innerJoin(legalDocuments, eq(legalDocuments.id, documentId));

/** The ids of the documents in force, or of those among `ids` that are. */
export async function activeDocumentIds(db: Executor, among?: string[]) {
  const rows = await db
    .select({ id: legalDocuments.id })
    .from(legalDocuments)
    .where(
      and(
        among === undefined ? undefined : inArray(legalDocuments.id, among),
        eq(legalDocuments.isActive, true),
      ),
    );
  return rows.map((r) => r.id);
}

/** The documents in force the member has not agreed to (`agreed`: the ids they have), newest first. */
export function activeDocumentsNotIn(db: Executor, agreed: SQLWrapper) {
  return db
    .select({
      id: legalDocuments.id,
      documentType: legalDocuments.documentType,
      version: legalDocuments.version,
      uploadedAt: legalDocuments.uploadedAt,
    })
    .from(legalDocuments)
    .where(and(eq(legalDocuments.isActive, true), notInArray(legalDocuments.id, agreed)))
    .orderBy(desc(legalDocuments.uploadedAt));
}
