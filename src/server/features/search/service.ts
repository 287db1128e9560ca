import { SUGGEST_CATEGORIES, SUGGEST_PRODUCTS, SUGGEST_QUESTIONS } from '@shared/limits';
import type { TSuggestedProduct, TSuggestions } from '@shared/schemas/search';
import type { Db } from '../../db/types';
import { bestTermMatches, planFor, searchTolerant, termFilter, type SearchPlan } from '../products';
import { questionsMatching } from '../questions';
import { matchingCategories } from './categories';

/**
 * Products whose name has the term, then those whose description only has it, each best BRI
 * first. Fewer than SUGGEST_PRODUCTS names' matches are all there are, so the best matches of
 * name or description past them are the best of the description only. Each search chooses its
 * plan by its own share of the catalogue (a term common in descriptions can be rare in names);
 * "description and not name" would not do: the planner would read its share as that of the
 * description and walk the whole index for matches that do not exist.
 */
async function suggestedProducts(
  db: Db,
  term: string,
  namesPlan?: Promise<SearchPlan>,
): Promise<TSuggestedProduct[]> {
  const named = await bestTermMatches(
    db,
    'name',
    term,
    SUGGEST_PRODUCTS,
    namesPlan && (await namesPlan),
  );
  const rest =
    named.length < SUGGEST_PRODUCTS
      ? await bestTermMatches(db, 'text', term, SUGGEST_PRODUCTS + named.length)
      : [];
  const seen = new Set(named.map((p) => p.id));
  return [...named, ...rest.filter((p) => !seen.has(p.id))]
    .slice(0, SUGGEST_PRODUCTS)
    .map(({ id, name, imageUrl, picture, category, price, battleReadyIndex }) => ({
      id,
      name,
      imageUrl,
      picture,
      category,
      price,
      battleReadyIndex,
    }));
}

/**
 * The header's suggestions for `term` (trimmed), its misspellings forgiven: products, categories
 * and (issue 50) members' questions.
 */
export async function suggest(db: Db, term: string): Promise<TSuggestions> {
  // Planned while the vocabulary reads the term: most terms are searched as typed. A term
  // the vocabulary corrects or rules out wastes one EXPLAIN.
  const namesPlanAsTyped = planFor(db, termFilter('name', term), SUGGEST_PRODUCTS);
  namesPlanAsTyped.catch(() => undefined);
  const { found, correctedTo } = await searchTolerant(db, term, {
    find: (t) => suggestedProducts(db, t, t === term ? namesPlanAsTyped : undefined),
    none: [],
    size: (items) => items.length,
  });
  const categories = matchingCategories(term, SUGGEST_CATEGORIES);
  const questions = await questionsMatching(db, correctedTo ?? term, SUGGEST_QUESTIONS);
  return {
    query: term,
    correctedTo,
    products: found,
    categories:
      categories.length === 0 && correctedTo
        ? matchingCategories(correctedTo, SUGGEST_CATEGORIES)
        : categories,
    questions,
  };
}
