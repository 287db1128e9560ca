import { ZLegalDocument, ZLegalParams } from '@shared/schemas/legal';
import type { AppInstance } from '../../app-types';
import { activeLegalDocument } from './service';

/** Who may call: everyone. Only the active document of each kind is returned. */
export async function legalRoutes(app: AppInstance) {
  app.get(
    '/api/legal/:type',
    { schema: { tags: ['site'], params: ZLegalParams, response: { 200: ZLegalDocument } } },
    (req) => activeLegalDocument(app.db, app.storage, req.params.type),
  );
}
