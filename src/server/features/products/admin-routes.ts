import { ZOk, uuidParam } from '@shared/schemas/common';
import { ZProductEdit } from '@shared/schemas/product-edit';
import { ZProduct } from '@shared/schemas/products';
import type { AppInstance } from '../../app-types';
import { admitted } from '../../plugins/guards';
import { deleteProduct, editProduct } from './admin-service';
import { complianceQueue, decideClaimFlag } from './compliance-flags';
import {
  ZClaimFlagDecision,
  ZClaimFlagIdParam,
  ZComplianceQueue,
} from '@shared/schemas/compliance';
import type { ProductsOptions } from './options';

/**
 * Who may call every route here: admins (and super admins). The Products tab lists and
 * searches through the public GET /api/products: every product is public.
 */
export async function productAdminRoutes(app: AppInstance, opts: ProductsOptions) {
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
      await opts.onEdit(product.id);
      return product;
    },
  );

  app.get(
    '/api/admin/compliance',
    {
      schema: {
        operationId: 'adminComplianceQueue',
        summary: 'List open flags on compliance claims and checks due again',
        tags: ['admin'],
        response: { 200: ZComplianceQueue },
      },
    },
    () => complianceQueue(app.db),
  );

  app.post(
    '/api/admin/compliance-flags/:id/decision',
    {
      schema: {
        operationId: 'adminDecideClaimFlag',
        summary: 'Dismiss or uphold a flag on a compliance claim',
        tags: ['admin'],
        errors: { 404: 'No flag has this id.', 409: 'The flag was already decided.' },
        params: ZClaimFlagIdParam,
        body: ZClaimFlagDecision,
        response: { 200: ZOk },
      },
    },
    async (req) => {
      await decideClaimFlag(app.db, admitted(req), req.params.id, req.body);
      return { ok: true as const };
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
      await deleteProduct(app.db, app.storage, opts.onDelete, admitted(req), req.params.id);
      return { ok: true as const };
    },
  );
}
