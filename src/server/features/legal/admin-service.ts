import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, desc, eq, sql } from 'drizzle-orm';
import { fileTypeFromFile } from 'file-type';
import { LEGAL_PDF_BYTES_MAX } from '@shared/limits';
import { LEGAL_MSG, LEGAL_TYPE_NAMES, type TAdminLegalDocument } from '@shared/schemas/legal';
import { legalDocuments } from './schema';
import type { Db } from '../../db/types';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { badRequest, tooLarge, unsupportedMediaType } from '../../lib/errors';
import type { MediaStorage } from '../../lib/storage/media-storage';

type LegalType = keyof typeof LEGAL_TYPE_NAMES;

const toLegalDto = (r: typeof legalDocuments.$inferSelect): TAdminLegalDocument => ({
  id: r.id,
  documentType: r.documentType,
  version: r.version,
  isActive: r.isActive,
  uploadedAt: r.uploadedAt.toISOString(),
  uploadedBy: r.uploadedBy,
});

/** SPEC §7 legal_documents, for the admin: every version of both, newest first. */
export async function listLegalDocuments(db: Db): Promise<TAdminLegalDocument[]> {
  const rows = await db.select().from(legalDocuments).orderBy(desc(legalDocuments.uploadedAt));
  return rows.map(toLegalDto);
}

/**
 * SPEC §4 Legal documents: a PDF — decided by its bytes, at most 20 MB — is stored under a
 * generated name; in one transaction every earlier document of its type is deactivated and the
 * new one inserted active. Members who have not agreed to it meet the agreement dialog.
 */
export async function storeLegalDocument(
  db: Db,
  storage: MediaStorage,
  admin: AuditActor,
  upload: { type: LegalType; version: string; body: Readable & { truncated?: boolean } },
) {
  const work = await mkdtemp(path.join(await storage.scratchDir(), 'legal-'));
  const file = path.join(work, 'upload.pdf');
  const key = `legal/${upload.type}/${randomBytes(16).toString('hex')}.pdf`;
  try {
    try {
      await pipeline(upload.body, createWriteStream(file, { mode: 0o600 }));
    } catch {
      throw badRequest('The upload was interrupted. Please try again.');
    }
    const { size } = await stat(file);
    if (upload.body.truncated || size > LEGAL_PDF_BYTES_MAX) {
      throw tooLarge(LEGAL_MSG.tooLarge);
    }
    if (size === 0) throw badRequest(LEGAL_MSG.bothRequired);
    if ((await fileTypeFromFile(file))?.mime !== 'application/pdf') {
      throw unsupportedMediaType(LEGAL_MSG.pdfOnly);
    }
    await storage.save(key, file);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  try {
    return await db.transaction(async (tx) => {
      // Uploads of one type take turns: two at once would each deactivate the same old version
      // and then both insert an active one, which the one-active index refuses.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`legal-upload:${upload.type}`}))`,
      );
      await tx
        .update(legalDocuments)
        .set({ isActive: false })
        .where(
          and(eq(legalDocuments.documentType, upload.type), eq(legalDocuments.isActive, true)),
        );
      const [row] = await tx
        .insert(legalDocuments)
        .values({
          documentType: upload.type,
          version: upload.version,
          fileUrl: key,
          uploadedBy: admin.id,
          isActive: true,
        })
        .returning();
      await recordAudit(tx, admin, 'legal.upload', {
        type: 'legal',
        id: row!.id,
        label: `${LEGAL_TYPE_NAMES[upload.type]} ${upload.version}`,
      });
      return toLegalDto(row!);
    });
  } catch (err) {
    await storage.remove([key]);
    throw err;
  }
}
