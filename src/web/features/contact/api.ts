import { queryOptions } from '@tanstack/react-query';
import type { TContactRequest, TContactUpdate, TInviteRequest } from '@shared/schemas/contact';
import { api } from '@web/lib/api';
import { sendOrQueue, type WhenSent } from '@web/lib/offline/send-or-queue';
import { contactKeys } from './keys';

/** Without a connection it waits on the device to be sent (issue 51). */
export const sendContact = (body: TContactRequest, whenSent: WhenSent) =>
  sendOrQueue('POST /api/contact', { json: body }, whenSent);
export const sendInviteRequest = (body: TInviteRequest) =>
  api('POST /api/invite-requests', { json: body });

// The admin's Contact Submissions tab (SPEC §2 Admin).
export const adminContactsQuery = () =>
  queryOptions({
    queryKey: contactKeys.admin,
    queryFn: async ({ signal }) =>
      (await api('GET /api/admin/contact-submissions', { signal })).items,
  });

export const updateContact = (id: string, body: TContactUpdate) =>
  api('PATCH /api/admin/contact-submissions/:id', { params: { id }, json: body });

export const deleteContact = (id: string) =>
  api('DELETE /api/admin/contact-submissions/:id', { params: { id } });
