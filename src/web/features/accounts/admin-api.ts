import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  TAdminUserPage,
  TAdminUserQuery,
  TCreateUserRequest,
} from '@shared/schemas/admin-users';
import { api, withQuery } from '@web/lib/api';
import { accountKeys } from './keys';

// The admin's Users tab (SPEC §2 Admin, Users).

export const adminUsersQuery = (q: TAdminUserQuery) =>
  queryOptions({
    queryKey: accountKeys.userPage(q),
    queryFn: ({ signal }) =>
      api<TAdminUserPage>(withQuery('/api/admin/users', { ...q }), { signal }),
    placeholderData: keepPreviousData,
  });

export const createUser = (body: TCreateUserRequest) =>
  api<{ user: { id: string; email: string } }>('/api/admin/users', { method: 'POST', json: body });

export const setAdmin = (id: string, admin: boolean) =>
  api(`/api/admin/users/${encodeURIComponent(id)}/admin`, { method: admin ? 'POST' : 'DELETE' });

export const deleteUser = (id: string) =>
  api(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE' });
