import type {
  TSuggestedCategory,
  TSuggestedProduct,
  TSuggestedQuestion,
  TSuggestions,
} from '@shared/schemas/search';
import { paths } from '@web/lib/paths';

/** One choice of the popup, and where Enter or a click on it leads. */
export type SuggestOption =
  | { kind: 'product'; product: TSuggestedProduct; href: string }
  | { kind: 'category'; category: TSuggestedCategory; href: string }
  | { kind: 'question'; question: TSuggestedQuestion; href: string }
  | { kind: 'all'; term: string; href: string };

/**
 * The popup's options in the order the arrows walk them: products, categories, members'
 * questions (issue 50), then "See all results", which goes where Enter in the box always went.
 */
export function suggestOptions(term: string, data: TSuggestions | null): SuggestOption[] {
  const q = term.trim();
  return [
    ...(data?.products ?? []).map((product): SuggestOption => ({
      kind: 'product',
      product,
      href: paths.product(product.id),
    })),
    ...(data?.categories ?? []).map((category): SuggestOption => ({
      kind: 'category',
      category,
      href: paths.products({ category: category.id }),
    })),
    ...(data?.questions ?? []).map((question): SuggestOption => ({
      kind: 'question',
      question,
      href: paths.productQuestions(question.productId, question.id),
    })),
    { kind: 'all', term: q, href: paths.products({ search: q }) },
  ];
}

/** What the live region says once the list has settled. */
export function suggestionsSpoken(data: TSuggestions): string {
  const n = data.products.length + data.categories.length + data.questions.length;
  const count = n === 0 ? 'No suggestions' : `${n} ${n === 1 ? 'suggestion' : 'suggestions'}`;
  return data.correctedTo ? `${count}, showing results for ${data.correctedTo}` : count;
}
