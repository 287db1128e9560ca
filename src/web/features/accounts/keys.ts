import type { TAdminUserQuery } from '@shared/schemas/admin-users';
import { rootKeys } from '@web/lib/query-keys';

const users = [...rootKeys.admin, 'users'] as const;

export const accountKeys = {
  agreements: [...rootKeys.viewer, 'agreements'] as const,
  setup: (token: string) => ['setup', token] as const,
  users,
  userPage: (q: TAdminUserQuery) => [...users, q] as const,
};
