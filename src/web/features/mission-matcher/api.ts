import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TViewer } from '@shared/schemas/me';
import type { TMissionQuery } from '@shared/schemas/mission';
import { toast } from '@web/lib/toast';
import { viewerQuery } from '@web/lib/viewer';
import { GEAR_KIT_SIGN_IN, gearKitQuery } from '@web/features/gear-kit';
import { api, ApiError } from '@web/lib/api';
import { missionKeys } from './keys';

export const missionQuery = (q: TMissionQuery) =>
  queryOptions({
    queryKey: missionKeys.kit(q),
    queryFn: ({ signal }) => api('GET /api/mission-matcher', { query: { ...q }, signal }),
    placeholderData: keepPreviousData,
  });

/** "Add kit to Gear Kit": every pick at once, all or none (the 200-item limit applies). */
export function useAddKitToGearKit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (productIds: string[]) => api('PUT /api/me/gear-kit', { json: { productIds } }),
    onSuccess: ({ items, added }) => {
      client.setQueryData(gearKitQuery().queryKey, items);
      client.setQueryData(viewerQuery().queryKey, (v: TViewer | null | undefined) =>
        v ? { ...v, gearKitCount: items.length } : v,
      );
      toast.success(
        added === 0
          ? 'Every pick is already in your Gear Kit'
          : `Added ${added} ${added === 1 ? 'item' : 'items'} to your Gear Kit`,
      );
    },
    meta: {
      errorToast: (err) =>
        err instanceof ApiError && err.status === 401
          ? GEAR_KIT_SIGN_IN
          : { title: 'Could not add the kit', description: err.message },
    },
  });
}
