import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TAdminUserQuery, TCreateUserRequest } from '@shared/schemas/admin-users';
import { api } from '@web/lib/api';
import { accountKeys } from './keys';

// The admin's Users tab (SPEC §2 Admin, Users).

export const adminUsersQuery = (q: TAdminUserQuery) =>
  queryOptions({
    queryKey: accountKeys.userPage(q),
    queryFn: ({ signal }) => api('GET /api/admin/users', { query: { ...q }, signal }),
    placeholderData: keepPreviousData,
  });

export const createUser = (body: TCreateUserRequest) =>
  api('POST /api/admin/users', { json: body });

export const setAdmin = (id: string, admin: boolean) =>
  api(admin ? 'POST /api/admin/users/:id/admin' : 'DELETE /api/admin/users/:id/admin', {
    params: { id },
  });

export const deleteUser = (id: string) => api('DELETE /api/admin/users/:id', { params: { id } });
