import type { TProductListQuery } from '@shared/schemas/products';
import { rootKeys } from '@web/lib/query-keys';

// Every product answer sits under `all`: a live change to products reloads them together.
const all = rootKeys.products;

export const productKeys = {
  all,
  list: (q: TProductListQuery) => [...all, 'list', q] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
  /** How long a product lasts (issue 47): its estimate changes with its other figures. */
  durability: (id: string) => [...all, 'durability', id] as const,
  /** Related gear (issue 31): what members keep together, so a Gear Kit change reloads it. */
  related: [...all, 'related'] as const,
  relatedTo: (id: string) => [...all, 'related', id] as const,
  highlights: [...all, 'highlights'] as const,
  categories: [...all, 'categories'] as const,
  lookup: (search: string) => [...all, 'lookup', search] as const,
  /** What became of a picture's address (the admin's edit dialog, issue 32). */
  picture: (id: string) => [...all, 'picture', id] as const,
  /** Issue 49: only admins read it, so it hangs under the admin root. */
  complianceQueue: [...rootKeys.admin, 'compliance'] as const,
};
