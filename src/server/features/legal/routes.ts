import { ZLegalDocument, ZLegalParams } from '@shared/schemas/legal';
import type { AppInstance } from '../../app-types';
import { activeLegalDocument } from './service';

/** Who may call: everyone. Only the active document of each kind is returned. */
export async function legalRoutes(app: AppInstance) {
  app.get(
    '/api/legal/:type',
    {
      schema: {
        operationId: 'getLegalDocument',
        summary: 'Read the active terms or privacy document',
        tags: ['site'],
        errors: { 404: 'There is no such kind of document.' },
        params: ZLegalParams,
        response: { 200: ZLegalDocument },
      },
    },
    (req) => activeLegalDocument(app.db, app.storage, req.params.type),
  );
}
