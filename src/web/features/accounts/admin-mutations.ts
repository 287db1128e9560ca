import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUPER_ADMIN_REFUSALS, type SuperAdminRefusal } from '@shared/schemas/admin-users';
import { ApiError } from '@web/lib/api';
import type { ScreenPart } from '@web/lib/mutations';
import { refresh, rootKeys } from '@web/lib/query-keys';
import { createUser, deleteUser, setAdmin } from './admin-api';

// The admin's users tab (SPEC §2 Admin, §6).

/** SPEC §8 Admin users: a refusal's toast title names which rule said no. */
function refusalTitle(err: Error, fallback: string) {
  const code = err instanceof ApiError ? err.code : '';
  return code in SUPER_ADMIN_REFUSALS ? SUPER_ADMIN_REFUSALS[code as SuperAdminRefusal] : fallback;
}

export function useSetAdmin(member: { id: string; isAdmin: boolean }, screen: ScreenPart) {
  const client = useQueryClient();
  return useMutation({
    ...screen,
    mutationFn: () => setAdmin(member.id, !member.isAdmin),
    meta: {
      errorToast: (err) => ({
        title: refusalTitle(err, 'Error updating role'),
        description: err.message,
      }),
    },
    onSuccess: async (...done) => {
      await screen.onSuccess?.(...done);
      void refresh(client, rootKeys.admin);
    },
  });
}

/** A member goes with their reviews: the catalogue's figures change too. */
export function useDeleteUser(screen: ScreenPart<unknown, string>) {
  const client = useQueryClient();
  return useMutation({
    ...screen,
    mutationFn: deleteUser,
    meta: {
      errorToast: (err) => ({
        title: refusalTitle(err, 'Error deleting user'),
        description: err.message || 'Failed to delete user',
      }),
    },
    onSuccess: async (...done) => {
      void refresh(client, rootKeys.admin, rootKeys.products, rootKeys.reviews);
      await screen.onSuccess?.(...done);
    },
  });
}

export function useCreateUser(
  screen: ScreenPart<Awaited<ReturnType<typeof createUser>>, Parameters<typeof createUser>[0]>,
) {
  const client = useQueryClient();
  return useMutation({
    ...screen,
    mutationFn: createUser,
    meta: { errorTitle: 'Error creating user', errorFallback: 'Failed to create user account' },
    onSuccess: async (...done) => {
      void refresh(client, rootKeys.admin);
      await screen.onSuccess?.(...done);
    },
  });
}
