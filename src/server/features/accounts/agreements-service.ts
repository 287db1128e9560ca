import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { TAgreementStatus } from '@shared/schemas/me';
import { legalDocuments } from '../legal/schema';
import { userLegalAgreements } from './schema';
import type { Db } from '../../db/types';
import { badRequest } from '../../lib/errors';

/** The active legal documents this user has not agreed to (SPEC §3 agreement status). */
export async function agreementStatus(db: Db, userId: string): Promise<TAgreementStatus> {
  const missing = await db
    .select({
      id: legalDocuments.id,
      documentType: legalDocuments.documentType,
      version: legalDocuments.version,
      uploadedAt: legalDocuments.uploadedAt,
    })
    .from(legalDocuments)
    .leftJoin(
      userLegalAgreements,
      and(
        eq(userLegalAgreements.documentId, legalDocuments.id),
        eq(userLegalAgreements.userId, userId),
      ),
    )
    .where(and(eq(legalDocuments.isActive, true), isNull(userLegalAgreements.userId)))
    .orderBy(desc(legalDocuments.uploadedAt));
  return {
    needsAgreement: missing.length > 0,
    missingDocuments: missing.map((d) => ({ ...d, uploadedAt: d.uploadedAt.toISOString() })),
  };
}

/**
 * Records agreement to active documents. Agreeing twice is harmless; an id that is not an
 * active document is refused, so nobody can "agree" to a superseded version.
 */
export async function recordAgreements(db: Db, userId: string, documentIds: string[]) {
  const unique = [...new Set(documentIds)];
  await db.transaction(async (tx) => {
    const active = await tx
      .select({ id: legalDocuments.id })
      .from(legalDocuments)
      .where(and(inArray(legalDocuments.id, unique), eq(legalDocuments.isActive, true)));
    if (active.length !== unique.length) throw badRequest('This document is no longer current');
    await tx
      .insert(userLegalAgreements)
      .values(unique.map((documentId) => ({ userId, documentId })))
      .onConflictDoNothing();
  });
}
