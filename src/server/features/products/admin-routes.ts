import { ZOk, uuidParam } from '@shared/schemas/common';
import { ZPictureStatus } from '@shared/schemas/picture-status';
import { ZProductEdit } from '@shared/schemas/product-edit';
import { ZProduct } from '@shared/schemas/products';
import type { AppInstance } from '../../app-types';
import { notFound } from '../../lib/errors';
import { admitted } from '../../plugins/guards';
import { pictureStatus, queuePicture } from '../pictures';
import { deleteProduct, editProduct } from './admin-service';
import { PRODUCT_NOT_FOUND } from './service';

/**
 * Who may call every route here: admins (and super admins). The Products tab lists and
 * searches through the public GET /api/products: every product is public.
 */
export async function productAdminRoutes(app: AppInstance) {
  app.patch(
    '/api/admin/products/:id',
    {
      schema: {
        operationId: 'adminUpdateProduct',
        summary: 'Edit a product',
        tags: ['admin'],
        errors: { 404: 'No product has this id.' },
        params: uuidParam,
        body: ZProductEdit,
        response: { 200: ZProduct },
      },
    },
    async (req) => {
      const product = await editProduct(app.db, admitted(req), req.params.id, req.body);
      // The job fetches only when the address differs from the one the copy was made from, and
      // drops the copy when the address was removed.
      await queuePicture(app.jobs, app.db, product.id);
      return product;
    },
  );

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

  app.delete(
    '/api/admin/products/:id',
    {
      schema: {
        operationId: 'adminDeleteProduct',
        summary: 'Delete a product and its reviews',
        tags: ['admin'],
        errors: { 404: 'No product has this id.' },
        params: uuidParam,
        response: { 200: ZOk },
      },
    },
    async (req) => {
      await deleteProduct(app.db, app.storage, admitted(req), req.params.id);
      return { ok: true as const };
    },
  );
}
