import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The roots the features' query keys hang from where one answer spans features. Under
 * `viewer`: what is the signed-in member's own, so signing out drops all of it and a member's
 * page asks for it once hydrated (lib/viewer.ts). Under `admin`: what only admins read, so an
 * admin's action that touches several tabs refreshes them all at once. `products` and
 * `reviews`: the catalogue's two trees, here so that a feature whose change reaches them (a
 * revoked verification, a deleted user) refreshes them without importing those features.
 */
export const rootKeys = {
  viewer: ['viewer'] as const,
  admin: ['admin'] as const,
  products: ['products'] as const,
  reviews: ['reviews'] as const,
};

/**
 * After a change the server made: every cached answer under each prefix is stale, and the ones
 * a screen shows are fetched again. Settles once they have, so a caller may wait for fresh figures.
 */
export async function refresh(client: QueryClient, ...prefixes: QueryKey[]) {
  await Promise.all(prefixes.map((queryKey) => client.invalidateQueries({ queryKey })));
}
