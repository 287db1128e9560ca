import { uuidParam } from '@shared/schemas/common';
import {
  ZGearKitBatch,
  ZGearKitBatchResult,
  ZGearKitChange,
  ZGearKitList,
} from '@shared/schemas/me';
import type { AppInstance } from '../../app-types';
import { admitted } from '../../plugins/guards';
import { listGearKit, removeFromGearKit, saveManyToGearKit, saveToGearKit } from './service';

/** SPEC §8 Gear Kit: what a visitor hears. */
const GUARD = { signIn: 'Please sign in to add items to your Gear Kit' };

// Who may call every route here: any signed-in user, for their own Gear Kit (SPEC §5:
// signed-in only; an unconfirmed email does not stop it, SPEC §6 lists no such limit).
// PUT and DELETE rather than one "toggle": a double click or a retried request then lands
// where the member meant, never back where they started.
export async function gearKitRoutes(app: AppInstance) {
  app.get(
    '/api/me/gear-kit',
    {
      preValidation: app.guards.signedIn(GUARD),
      schema: {
        operationId: 'getGearKit',
        summary: 'List your Gear Kit',
        tags: ['gear-kit'],
        response: { 200: ZGearKitList },
      },
    },
    async (req) => ({ items: await listGearKit(app.db, admitted(req).id) }),
  );

  app.put(
    '/api/me/gear-kit/:id',
    {
      preValidation: app.guards.signedIn(GUARD),
      schema: {
        operationId: 'addToGearKit',
        summary: 'Save a product to your Gear Kit',
        tags: ['gear-kit'],
        errors: { 404: 'No product has this id.', 409: 'The Gear Kit is full.' },
        params: uuidParam,
        response: { 200: ZGearKitChange },
      },
    },
    (req) => saveToGearKit(app.db, admitted(req).id, req.params.id),
  );

  // A mission's whole kit (issue 15): PUT, so sending it twice leaves the same Gear Kit.
  app.put(
    '/api/me/gear-kit',
    {
      preValidation: app.guards.signedIn(GUARD),
      schema: {
        operationId: 'saveGearKit',
        summary: 'Save several products to your Gear Kit at once',
        tags: ['gear-kit'],
        errors: {
          404: 'A product named does not exist; nothing is saved.',
          409: 'The Gear Kit would be over its limit; nothing is saved.',
        },
        body: ZGearKitBatch,
        response: { 200: ZGearKitBatchResult },
      },
    },
    (req) => saveManyToGearKit(app.db, admitted(req).id, req.body.productIds),
  );

  app.delete(
    '/api/me/gear-kit/:id',
    {
      preValidation: app.guards.signedIn(GUARD),
      schema: {
        operationId: 'removeFromGearKit',
        summary: 'Remove a product from your Gear Kit',
        tags: ['gear-kit'],
        params: uuidParam,
        response: { 200: ZGearKitChange },
      },
    },
    (req) => removeFromGearKit(app.db, admitted(req).id, req.params.id),
  );
}
