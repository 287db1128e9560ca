import { and, desc, eq } from 'drizzle-orm';
import { MEDIA_URL_TTL_SECONDS } from '@shared/limits';
import { legalDocuments } from './schema';
import type { Db } from '../../db/types';
import { STORAGE_KEY, type MediaStorage } from '../../lib/storage/media-storage';

/**
 * The active document of a kind (SPEC §4: one per type), or null for our built-in text. An
 * uploaded PDF is given as a link signed for an hour (SPEC §7).
 */
export async function activeLegalDocument(
  db: Db,
  storage: MediaStorage,
  type: 'terms' | 'privacy',
) {
  const [doc] = await db
    .select()
    .from(legalDocuments)
    .where(and(eq(legalDocuments.documentType, type), eq(legalDocuments.isActive, true)))
    .orderBy(desc(legalDocuments.uploadedAt))
    .limit(1);
  return {
    document: doc
      ? {
          version: doc.version,
          fileUrl: STORAGE_KEY.test(doc.fileUrl)
            ? storage.signedUrl(doc.fileUrl, MEDIA_URL_TTL_SECONDS)
            : doc.fileUrl,
          uploadedAt: doc.uploadedAt.toISOString(),
        }
      : null,
  };
}
