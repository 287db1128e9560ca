import type { TContactRequest, TInviteRequest } from '@shared/schemas/contact';
import { api } from '@web/lib/api';

export const sendContact = (body: TContactRequest) =>
  api('/api/contact', { method: 'POST', json: body });
export const sendInviteRequest = (body: TInviteRequest) =>
  api('/api/invite-requests', { method: 'POST', json: body });
