import { queryOptions } from '@tanstack/react-query';
import type { TContactRequest, TContactUpdate, TInviteRequest } from '@shared/schemas/contact';
import { api } from '@web/lib/api';
import { contactKeys } from './keys';

export const sendContact = (body: TContactRequest) => api('POST /api/contact', { json: body });
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
