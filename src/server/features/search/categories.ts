import { CATEGORIES } from '@shared/catalog';
import type { TSuggestedCategory } from '@shared/schemas/search';

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * Categories (shared/catalog.ts) with every word of `term` in their label or id, in the
 * catalogue's order: "pt gear" finds Training & PT Gear.
 */
export function matchingCategories(term: string, limit: number): TSuggestedCategory[] {
  const words = wordsOf(term);
  if (words.length === 0) return [];
  return CATEGORIES.filter((c) => {
    const text = `${c.name} ${c.id}`.toLowerCase();
    return words.every((w) => text.includes(w));
  })
    .slice(0, limit)
    .map((c) => ({ id: c.id, label: c.name }));
}
