import { eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { utcDay } from '../../lib/sql-day';
import { legalDocuments } from './schema';

/** Each active legal document's type and the day it was uploaded. */
export async function activeDocumentDates(db: Db) {
  return db
    .select({ type: legalDocuments.documentType, lastmod: utcDay(legalDocuments.uploadedAt) })
    .from(legalDocuments)
    .where(eq(legalDocuments.isActive, true));
}
