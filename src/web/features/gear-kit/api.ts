import { queryOptions } from '@tanstack/react-query';
import type { TGearKitItem } from '@shared/schemas/me';
import { api } from '@web/lib/api';

export const gearKitQuery = () =>
  queryOptions({
    queryKey: ['viewer', 'gear-kit'],
    queryFn: async ({ signal }) =>
      (await api<{ items: TGearKitItem[] }>('/api/me/gear-kit', { signal })).items,
  });
