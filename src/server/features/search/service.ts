import { and, ilike, not } from 'drizzle-orm';
import { SUGGEST_CATEGORIES, SUGGEST_PRODUCTS } from '@shared/limits';
import type { TSuggestedProduct, TSuggestions } from '@shared/schemas/search';
import { products } from '../../db/schema';
import type { Db } from '../../db/types';
import { containsLowered, containsPattern } from '../../lib/sql-text';
import { bestMatches, searchTolerant } from '../products';
import { matchingCategories } from './categories';

/**
 * Products whose name has the term, then those whose description only has it, each best BRI
 * first. Two searches side by side, each choosing its own plan: a term common in descriptions
 * can be rare in names.
 */
async function suggestedProducts(db: Db, term: string): Promise<TSuggestedProduct[]> {
  const inName = ilike(products.name, containsPattern(term));
  const [named, described] = await Promise.all([
    bestMatches(db, inName, SUGGEST_PRODUCTS),
    bestMatches(
      db,
      and(containsLowered(products.searchText, term), not(inName))!,
      SUGGEST_PRODUCTS,
    ),
  ]);
  return [...named, ...described]
    .slice(0, SUGGEST_PRODUCTS)
    .map(({ id, name, imageUrl, category, price, battleReadyIndex }) => ({
      id,
      name,
      imageUrl,
      category,
      price,
      battleReadyIndex,
    }));
}

/** The header's suggestions for `term` (trimmed), its misspellings forgiven. */
export async function suggest(db: Db, term: string): Promise<TSuggestions> {
  const { found, correctedTo } = await searchTolerant(db, term, {
    find: (t) => suggestedProducts(db, t),
    none: [],
    size: (items) => items.length,
  });
  const categories = matchingCategories(term, SUGGEST_CATEGORIES);
  return {
    query: term,
    correctedTo,
    products: found,
    categories:
      categories.length === 0 && correctedTo
        ? matchingCategories(correctedTo, SUGGEST_CATEGORIES)
        : categories,
  };
}
