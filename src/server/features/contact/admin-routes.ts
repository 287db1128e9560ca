import { ZOk } from '@shared/schemas/common';
import {
  ZAdminContact,
  ZAdminContactList,
  ZContactIdParam,
  ZContactUpdate,
} from '@shared/schemas/contact';
import type { AppInstance } from '../../app-types';
import { admitted } from '../../plugins/guards';
import { deleteContact, listContacts, updateContact } from './admin-service';

/** Who may call every route here: admins (and super admins). */
export async function contactAdminRoutes(app: AppInstance) {
  app.get(
    '/api/admin/contact-submissions',
    {
      schema: {
        operationId: 'adminListContactMessages',
        summary: 'List the messages sent to the site',
        tags: ['admin'],
        response: { 200: ZAdminContactList },
      },
    },
    async () => ({ items: await listContacts(app.db) }),
  );

  app.patch(
    '/api/admin/contact-submissions/:id',
    {
      schema: {
        operationId: 'adminUpdateContactMessage',
        summary: "Change a message's status and notes",
        tags: ['admin'],
        errors: { 404: 'No message has this id.' },
        params: ZContactIdParam,
        body: ZContactUpdate,
        response: { 200: ZAdminContact },
      },
    },
    (req) => updateContact(app.db, admitted(req), req.params.id, req.body),
  );

  app.delete(
    '/api/admin/contact-submissions/:id',
    {
      schema: {
        operationId: 'adminDeleteContactMessage',
        summary: 'Delete a message',
        tags: ['admin'],
        errors: { 404: 'No message has this id.' },
        params: ZContactIdParam,
        response: { 200: ZOk },
      },
    },
    async (req) => {
      await deleteContact(app.db, admitted(req), req.params.id);
      return { ok: true as const };
    },
  );
}
