import { queryOptions } from '@tanstack/react-query';
import type { TCreateInvitationRequest } from '@shared/schemas/accounts';
import type { TInvitation, TInvitationCheck } from '@shared/schemas/me';
import { api } from '@web/lib/api';

export const myInvitationsQuery = () =>
  queryOptions({
    queryKey: ['viewer', 'invitations'],
    queryFn: async ({ signal }) =>
      (await api<{ items: TInvitation[] }>('/api/me/invitations', { signal })).items,
  });

export const createInvitation = async (body: TCreateInvitationRequest) =>
  (await api<{ invitation: TInvitation }>('/api/invitations', { method: 'POST', json: body }))
    .invitation;

export const validateInvitation = (invitationCode: string) =>
  api<TInvitationCheck>('/api/invitations/validate', {
    method: 'POST',
    json: { invitationCode },
  });
