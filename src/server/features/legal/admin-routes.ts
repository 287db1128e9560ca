import multipart from '@fastify/multipart';
import { LEGAL_PDF_BYTES_MAX } from '@shared/limits';
import {
  LEGAL_MSG,
  ZAdminLegalList,
  ZAdminLegalUploaded,
  ZLegalUploadFields,
} from '@shared/schemas/legal';
import type { AppInstance } from '../../app-types';
import { badRequest } from '../../lib/errors';
import { admitted } from '../../plugins/guards';
import { listLegalDocuments, storeLegalDocument } from './admin-service';

const fieldValue = (field: unknown) =>
  field && typeof field === 'object' && 'value' in field ? String(field.value) : undefined;

/** Who may call every route here: admins (and super admins). */
export async function legalAdminRoutes(app: AppInstance) {
  await app.register(multipart, {
    limits: { fileSize: LEGAL_PDF_BYTES_MAX, files: 1, fields: 4, parts: 5, headerPairs: 100 },
  });

  app.get(
    '/api/admin/legal-documents',
    {
      schema: {
        operationId: 'adminListLegalDocuments',
        summary: 'List the uploaded legal documents',
        tags: ['admin'],
        response: { 200: ZAdminLegalList },
      },
    },
    async () => ({ items: await listLegalDocuments(app.db) }),
  );

  /** Multipart: `documentType` and `version` first, then `file` (SPEC §5 Legal upload). */
  app.post(
    '/api/admin/legal-documents',
    {
      schema: {
        operationId: 'adminUploadLegalDocument',
        summary: 'Upload a new terms or privacy document (PDF)',
        tags: ['admin'],
        errors: {
          400: 'The type, the version or the file is missing or invalid, or the upload was cut short.',
          413: 'The file is larger than the site takes.',
          415: 'The file is not a PDF.',
        },
        description: 'The form sends `documentType` and `version` before `file`.',
        consumes: ['multipart/form-data'],
        upload: { fields: ZLegalUploadFields },
        response: { 201: ZAdminLegalUploaded },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw badRequest(LEGAL_MSG.bothRequired);
      const part = await req.file({ throwFileSizeLimit: false }).catch(() => undefined);
      if (!part) throw badRequest(LEGAL_MSG.bothRequired);
      const fields = ZLegalUploadFields.safeParse({
        documentType: fieldValue(part.fields.documentType),
        version: fieldValue(part.fields.version),
      });
      if (!fields.success) {
        part.file.resume();
        throw badRequest(fields.error.issues[0]?.message ?? LEGAL_MSG.bothRequired);
      }
      const document = await storeLegalDocument(app.db, app.storage, admitted(req), {
        type: fields.data.documentType,
        version: fields.data.version,
        body: part.file,
      });
      return reply.status(201).send({ document });
    },
  );
}
