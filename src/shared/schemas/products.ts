import { z } from 'zod';
import { CATEGORY_IDS, PRODUCT_SORTS } from '../catalog';
import { CATALOGUE_PAGE_CAP } from '../limits';
import { moneyParam, pageParam, scoreFields, searchParam } from './common';
import { standardFilterParam, ZComplianceClaim } from './compliance';
import { ZProductFit } from './fit';
import type { ObtainedCounts } from '../obtained';
import { ZAlert } from './alerts';
import { ALERT_KIND_IDS } from '../alerts';
import { ZProductSpec } from './specs';
import { specFilterParam } from './spec-filters';

export const ZProductListQuery = z
  .object({
    search: searchParam,
    category: z.enum(CATEGORY_IDS, 'Unknown category').optional(),
    minPrice: moneyParam('Minimum price'),
    maxPrice: moneyParam('Maximum price'),
    /** Issue 48: the maker's claimed weight (g) and volume (L) within these bounds. */
    minWeight: specFilterParam('weight', 'Minimum weight'),
    maxWeight: specFilterParam('weight', 'Maximum weight'),
    minVolume: specFilterParam('volume', 'Minimum volume'),
    maxVolume: specFilterParam('volume', 'Maximum volume'),
    /** Issue 49: only products claiming every one of these standards, checked or not. */
    standard: standardFilterParam,
    sort: z.enum(PRODUCT_SORTS, 'Unknown sort').optional().default('bri'),
    page: pageParam.pipe(
      z.number().max(CATALOGUE_PAGE_CAP, `Page must be at most ${CATALOGUE_PAGE_CAP}`),
    ),
    /** `1`: only products with at least one approved field report (issue 47). */
    fieldTested: z
      .enum(['1'], 'fieldTested must be 1')
      .optional()
      .transform((v) => v === '1'),
    /**
     * `1`: search the term exactly as typed, never a correction of it (issue 31: the link
     * beside "Showing results for …").
     */
    exact: z
      .enum(['1'], 'exact must be 1')
      .optional()
      .transform((v) => v === '1'),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'Minimum price cannot be more than maximum price',
    path: ['minPrice'],
  })
  .refine(
    (q) => q.minWeight === undefined || q.maxWeight === undefined || q.minWeight <= q.maxWeight,
    { message: 'Minimum weight cannot be more than maximum weight', path: ['minWeight'] },
  )
  .refine(
    (q) => q.minVolume === undefined || q.maxVolume === undefined || q.minVolume <= q.maxVolume,
    { message: 'Minimum volume cannot be more than maximum volume', path: ['minVolume'] },
  );
export type TProductListQuery = z.input<typeof ZProductListQuery>;

/** The compare slots' type-ahead: names only, best 20. */
export const ZProductLookupQuery = z.object({ search: searchParam });

/** Our copy of a product's picture (shared/product-images.ts `productPicture` makes its URLs). */
export const ZStoredPicture = z.object({
  hash: z.string(),
  widths: z.array(z.number()),
  avif: z.boolean(),
  width: z.number(),
  height: z.number(),
});

export const ZProduct = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /**
   * The picture's address as given. A browser is never sent to it (decision 007, issue 32):
   * it shows `picture`, or a site image (`/images/…`) named here. Lists carry site images only.
   */
  imageUrl: z.string().nullable(),
  picture: ZStoredPicture.nullable(),
  amazonUrl: z.string().nullable(),
  category: z.string(),
  price: z.number(),
  averageRating: z.number(),
  reviewCount: z.number(),
  /** Of `reviewCount`, those by members with a current service verification (issue 29). */
  verifiedReviewCount: z.number(),
  /** Of `reviewCount`, those with an approved field report (issue 30), and the longest owned. */
  fieldTestedCount: z.number(),
  longestOwnedMonths: z.number().nullable(),
  /**
   * Issue 47: the share still in service after DURABILITY_HEADLINE_MONTH months, by the
   * survival estimate; null below DURABILITY_MIN_OWNERS owners or before any owner reached it.
   */
  survival12Months: z.number().nullable(),
  /**
   * Issue 48: the spec fields of its category that have a claim or a measurement, in the
   * category's order, each with the maker's claim and owners' measure.
   */
  specs: z.array(ZProductSpec),
  /**
   * Issue 49: the standards it is said to meet, in the standards' order: the maker's claim, or
   * checked by an admin against the official source on a day.
   */
  compliance: z.array(ZComplianceClaim),
  /** Issue 49: its alerts, newest first, open and resolved (kept as history). */
  alerts: z.array(ZAlert),
  /** Issue 49: the kind of its newest open alert, which its cards mark; null when none is open. */
  alert: z.enum(ALERT_KIND_IDS).nullable(),
  /** Issue 48: how it fits, by its owners; null when it does not come in sizes. */
  fit: ZProductFit.nullable(),
  /** Issue 52: how its reviewers got it, counted over its approved reviews. */
  obtainedCounts: z.object({
    bought: z.number(),
    issued: z.number(),
    free: z.number(),
    discounted: z.number(),
    borrowed: z.number(),
    unstated: z.number(),
    connected: z.number(),
  }) satisfies z.ZodType<ObtainedCounts>,
  /** Issue 52: its figures less the incentivized reviews, for a reader who leaves them out. */
  withoutIncentives: z
    .object({
      reviewCount: z.number(),
      averageRating: z.number(),
      battleReadyIndex: z.number(),
      ...scoreFields,
    })
    .nullable(),
  battleReadyIndex: z.number(),
  topBranch: z.string(),
  ...scoreFields,
  createdAt: z.string(),
});
export type TProduct = z.infer<typeof ZProduct>;

/**
 * A product as a card shows it, in catalogue pages and the home page's sections: no
 * description, sub-scores or links, which only its own page shows. Pages carry their answers
 * for the browser to take over (issue 26), so a list's weight is paid twice per page.
 */
export const ZProductCard = ZProduct.pick({
  id: true,
  name: true,
  imageUrl: true,
  picture: true,
  category: true,
  price: true,
  averageRating: true,
  reviewCount: true,
  battleReadyIndex: true,
  survival12Months: true,
  /** Issue 49: on a card, each claim's standard and status only (a compact badge). */
  compliance: true,
  alert: true,
});
export type TProductCard = z.infer<typeof ZProductCard>;

export const ZProductHighlights = z.object({
  topGear: z.array(ZProductCard),
  recentlyReviewed: z.array(ZProductCard),
});
export type TProductHighlights = z.infer<typeof ZProductHighlights>;

export const ZProductPage = z.object({
  items: z.array(ZProductCard),
  /** Matching products, counted up to CATALOGUE_COUNT_CAP for filters other than category. */
  total: z.number(),
  /** True when more than CATALOGUE_COUNT_CAP products match: total is then the cap. */
  totalCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
  /**
   * Issue 31: when the search as typed found few or nothing and similar words found more, the
   * words searched instead (the page's items are theirs); null otherwise.
   */
  correctedTo: z.string().nullable(),
});
export type TProductPage = z.infer<typeof ZProductPage>;

export const ZProductSummary = z.object({ id: z.string(), name: z.string() });
export type TProductSummary = z.infer<typeof ZProductSummary>;
export const ZProductLookup = z.object({ items: z.array(ZProductSummary) });

export const ZCategoryCount = z.object({ id: z.string(), name: z.string(), count: z.number() });
export type TCategoryCount = z.infer<typeof ZCategoryCount>;
export const ZCategoryList = z.object({ items: z.array(ZCategoryCount) });
