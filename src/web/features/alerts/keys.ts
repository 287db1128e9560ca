import { rootKeys } from '@web/lib/query-keys';

// Under the catalogue's root: an alert changes its product, whose live change reloads them both.
const all = [...rootKeys.products, 'alerts'] as const;

export const alertKeys = {
  all,
  page: (page: number) => [...all, 'page', page] as const,
};
