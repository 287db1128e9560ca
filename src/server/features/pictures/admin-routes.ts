import { uuidParam } from '@shared/schemas/common';
import { ZPictureStatus } from '@shared/schemas/picture-status';
import type { AppInstance } from '../../app-types';
import { notFound } from '../../lib/errors';
import { PRODUCT_NOT_FOUND } from '../products';
import { pictureStatus } from './status';

/** Who may call: admins (and super admins), beside the product's edit form. */
export async function pictureAdminRoutes(app: AppInstance) {
  // The address as given is the edit form's; this says what became of it (issue 32).
  app.get(
    '/api/admin/products/:id/picture',
    {
      schema: {
        operationId: 'adminProductPicture',
        summary: "Whether our copy of a product's picture is made, waiting or failed",
        tags: ['admin'],
        errors: { 404: 'No product has this id.' },
        params: uuidParam,
        response: { 200: ZPictureStatus },
      },
    },
    async (req) => {
      const status = await pictureStatus(app.db, req.params.id);
      if (!status) throw notFound(PRODUCT_NOT_FOUND);
      return status;
    },
  );
}
