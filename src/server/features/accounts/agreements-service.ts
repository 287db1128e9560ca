import { eq } from 'drizzle-orm';
import type { TAgreementStatus } from '@shared/schemas/me';
import { userLegalAgreements } from './schema';
import type { Db } from '../../db/types';
import { badRequest } from '../../lib/errors';
import { activeDocumentIds, activeDocumentsNotIn } from '../legal';

/** The active legal documents this user has not agreed to (SPEC §3 agreement status). */
export async function agreementStatus(db: Db, userId: string): Promise<TAgreementStatus> {
  const agreed = db
    .select({ id: userLegalAgreements.documentId })
    .from(userLegalAgreements)
    .where(eq(userLegalAgreements.userId, userId));
  const missing = await activeDocumentsNotIn(db, agreed);
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
    const active = await activeDocumentIds(tx, unique);
    if (active.length !== unique.length) throw badRequest('This document is no longer current');
    await tx
      .insert(userLegalAgreements)
      .values(unique.map((documentId) => ({ userId, documentId })))
      .onConflictDoNothing();
  });
}
