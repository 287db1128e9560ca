import type { TMissionQuery } from '@shared/schemas/mission';
import { productKeys } from '@web/features/products';

// Under the products' keys, so a live change to products or reviews refreshes the kit.
const all = [...productKeys.all, 'mission'] as const;

export const missionKeys = {
  all,
  kit: (q: TMissionQuery) => [...all, q] as const,
};
