import { z } from 'zod';
import { SUGGEST_MAX, SUGGEST_MIN } from '../limits';
import { ZProductCard } from './products';

// Issue 31: the header's suggestions as you type, and related gear on a product page.

export const SUGGEST_MSG = {
  tooShort: `Type at least ${SUGGEST_MIN} characters to search`,
  tooLong: `Search must be at most ${SUGGEST_MAX} characters`,
} as const;

/** GET /api/search/suggest?q= — the term as typed, trimmed. */
export const ZSuggestQuery = z.object({
  q: z
    .string(SUGGEST_MSG.tooShort)
    .trim()
    .min(SUGGEST_MIN, SUGGEST_MSG.tooShort)
    .max(SUGGEST_MAX, SUGGEST_MSG.tooLong),
});
export type TSuggestQuery = z.input<typeof ZSuggestQuery>;

export const ZSuggestedProduct = ZProductCard.pick({
  id: true,
  name: true,
  imageUrl: true,
  picture: true,
  category: true,
  price: true,
  battleReadyIndex: true,
});
export type TSuggestedProduct = z.infer<typeof ZSuggestedProduct>;

export const ZSuggestedCategory = z.object({
  /** A category id of shared/catalog.ts, for /products?category=. */
  id: z.string(),
  label: z.string(),
});
export type TSuggestedCategory = z.infer<typeof ZSuggestedCategory>;

/** Issue 50: a public question whose words hold the term, on its product's Questions tab. */
export const ZSuggestedQuestion = z.object({
  id: z.string(),
  text: z.string(),
  productId: z.string(),
  productName: z.string(),
});
export type TSuggestedQuestion = z.infer<typeof ZSuggestedQuestion>;

export const ZSuggestions = z.object({
  /** The term as the server read it (trimmed), so a late answer can be matched to its request. */
  query: z.string(),
  /**
   * When the term as typed finds few or nothing: the similar words searched instead (issue
   * 31's typo tolerance), lower case; null when the term was searched as typed.
   */
  correctedTo: z.string().nullable(),
  /** Best first: matches of the name before matches of the description only, then by BRI. */
  products: z.array(ZSuggestedProduct),
  categories: z.array(ZSuggestedCategory),
  /** The most useful public questions holding the term (or its correction) in their words. */
  questions: z.array(ZSuggestedQuestion),
});
export type TSuggestions = z.infer<typeof ZSuggestions>;

/** Why a product is offered as related gear, as the product page words it. */
export const RELATED_REASONS = ['kept-together', 'same-category'] as const;
export type RelatedReason = (typeof RELATED_REASONS)[number];

/** GET /api/products/:id/related — up to RELATED_MAX, best first. */
export const ZRelatedGear = z.object({
  items: z.array(z.object({ product: ZProductCard, reason: z.enum(RELATED_REASONS) })),
});
export type TRelatedGear = z.infer<typeof ZRelatedGear>;
