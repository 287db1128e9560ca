import { z } from 'zod';
import { LEGAL_VERSION_MAX } from '../limits';

// Legal document upload (SPEC §5 Legal upload; §8 messages).

export const LEGAL_MSG = {
  bothRequired: 'Please choose a file and enter a version',
  versionLong: `Version must be at most ${LEGAL_VERSION_MAX} characters`,
  pdfOnly: 'Only PDF files can be uploaded',
  tooLarge: 'The document must be 20 MB or smaller',
  unknownType: 'Unknown document type',
} as const;

const LEGAL_TYPES = ['terms', 'privacy'] as const;

export const LEGAL_TYPE_NAMES = { terms: 'Terms of Service', privacy: 'Privacy Policy' } as const;

/** The form fields that travel with the file (multipart, before it). */
export const ZLegalUploadFields = z.object({
  documentType: z.enum(LEGAL_TYPES, LEGAL_MSG.unknownType),
  version: z
    .string({ error: LEGAL_MSG.bothRequired })
    .trim()
    .min(1, LEGAL_MSG.bothRequired)
    .max(LEGAL_VERSION_MAX, LEGAL_MSG.versionLong),
});

export const ZAdminLegalDocument = z.object({
  id: z.string(),
  documentType: z.enum(LEGAL_TYPES),
  version: z.string(),
  isActive: z.boolean(),
  uploadedAt: z.string(),
  uploadedBy: z.string().nullable(),
});
export type TAdminLegalDocument = z.infer<typeof ZAdminLegalDocument>;
export const ZAdminLegalList = z.object({ items: z.array(ZAdminLegalDocument) });
export const ZAdminLegalUploaded = z.object({ document: ZAdminLegalDocument });

/** GET /api/legal/:type: the active document of a kind, or null before the first upload. */
export const ZLegalParams = z.object({ type: z.enum(LEGAL_TYPES, LEGAL_MSG.unknownType) });
export const ZLegalDocument = z.object({
  document: z
    .object({ version: z.string(), fileUrl: z.string(), uploadedAt: z.string() })
    .nullable(),
});
export type TLegalDocument = z.infer<typeof ZLegalDocument>;
