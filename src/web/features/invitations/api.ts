import { queryOptions } from '@tanstack/react-query';
import type { TCreateInvitationRequest } from '@shared/schemas/accounts';
import { api } from '@web/lib/api';
import { invitationKeys } from './keys';

export const myInvitationsQuery = () =>
  queryOptions({
    queryKey: invitationKeys.mine,
    queryFn: async ({ signal }) => (await api('GET /api/me/invitations', { signal })).items,
  });

export const createInvitation = async (body: TCreateInvitationRequest) =>
  (await api('POST /api/invitations', { json: body })).invitation;

export const validateInvitation = (invitationCode: string) =>
  api('POST /api/invitations/validate', { json: { invitationCode } });

// The admin's Invitations tab (SPEC §2 Admin).
export const adminInvitationsQuery = () =>
  queryOptions({
    queryKey: invitationKeys.admin,
    queryFn: async ({ signal }) => (await api('GET /api/admin/invitations', { signal })).items,
  });

export const createAdminInvitation = async (body: TCreateInvitationRequest) =>
  (await api('POST /api/admin/invitations', { json: body })).invitation;

export const changeInvitation = (id: string, change: 'revoke' | 'renew') =>
  api(`POST /api/admin/invitations/:id/${change}`, { params: { id } });

/** Who is inviting: a member (their daily limit applies) or an admin. */
export const INVITERS = {
  member: { create: createInvitation, listKey: invitationKeys.mine },
  admin: { create: createAdminInvitation, listKey: invitationKeys.admin },
} as const;
export type Inviter = keyof typeof INVITERS;
