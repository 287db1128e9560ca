import { queryOptions } from '@tanstack/react-query';
import type {
  TAdminContact,
  TContactRequest,
  TContactUpdate,
  TInviteRequest,
} from '@shared/schemas/contact';
import { api } from '@web/lib/api';
import { contactKeys } from './keys';

export const sendContact = (body: TContactRequest) =>
  api('/api/contact', { method: 'POST', json: body });
export const sendInviteRequest = (body: TInviteRequest) =>
  api('/api/invite-requests', { method: 'POST', json: body });

// The admin's Contact Submissions tab (SPEC §2 Admin).
export const adminContactsQuery = () =>
  queryOptions({
    queryKey: contactKeys.admin,
    queryFn: async ({ signal }) =>
      (await api<{ items: TAdminContact[] }>('/api/admin/contact-submissions', { signal })).items,
  });

export const updateContact = (id: string, body: TContactUpdate) =>
  api<TAdminContact>(`/api/admin/contact-submissions/${id}`, { method: 'PATCH', json: body });

export const deleteContact = (id: string) =>
  api(`/api/admin/contact-submissions/${id}`, { method: 'DELETE' });
