// Categories and branches of SPEC §1–2, with their display labels.

export const CATEGORIES = [
  { id: 'deployment', name: 'Deployment Essentials' },
  { id: 'training', name: 'Training & PT Gear' },
  { id: 'barracks', name: 'Barracks & Downtime' },
  { id: 'tech', name: 'Tech & Communications' },
  { id: 'nutrition', name: 'Nutrition & Sustainment' },
  { id: 'daily', name: 'Daily Essentials' },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]['id'];
export const CATEGORY_IDS = CATEGORIES.map((c) => c.id) as [CategoryId, ...CategoryId[]];

export function categoryName(id: string): string {
  return CATEGORIES.find((c) => c.id === id)?.name ?? id;
}

/** The six service branches: the review filter offers these. */
export const SERVICE_BRANCHES = [
  { id: 'army', label: 'Army' },
  { id: 'navy', label: 'Navy' },
  { id: 'air_force', label: 'Air Force' },
  { id: 'marines', label: 'Marines' },
  { id: 'coast_guard', label: 'Coast Guard' },
  { id: 'space_force', label: 'Space Force' },
] as const;

/** Forms and profiles also offer Veteran and Family (shown as Military Family). */
export const BRANCHES = [
  ...SERVICE_BRANCHES,
  { id: 'veteran', label: 'Veteran' },
  { id: 'family', label: 'Military Family' },
] as const;

export type BranchId = (typeof BRANCHES)[number]['id'];
export const BRANCH_IDS = BRANCHES.map((b) => b.id) as [BranchId, ...BranchId[]];
export const SERVICE_BRANCH_IDS = SERVICE_BRANCHES.map((b) => b.id) as [BranchId, ...BranchId[]];

/** A product with no approved reviews has top branch "All". */
export const ALL_BRANCHES_LABEL = 'All';

export function branchLabel(id: string | null | undefined): string {
  if (!id) return ALL_BRANCHES_LABEL;
  return BRANCHES.find((b) => b.id === id)?.label ?? ALL_BRANCHES_LABEL;
}

export const PRODUCT_SORTS = ['bri', 'rating', 'price-low', 'price-high', 'durability'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  bri: 'Battle-Ready Index',
  rating: 'Highest Rated',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
  // Issue 47: 12-month survival from field reports; products with too few owners come after.
  durability: 'Most durable',
};

export const REVIEW_SORTS = [
  'helpful',
  'recent',
  'rating-high',
  'rating-low',
  'longest-owned',
] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  helpful: 'Most Helpful',
  recent: 'Most Recent',
  'rating-high': 'Highest Rating',
  'rating-low': 'Lowest Rating',
  /** Issue 30: the longest ownership an approved field report states, unreported last. */
  'longest-owned': 'Longest Owned',
};

/** Rating filter of SPEC §9: all, 5 only, 4+, 3+, 2+, 1+. */
export const RATING_FILTERS = ['all', '5', '4', '3', '2', '1'] as const;
export type RatingFilter = (typeof RATING_FILTERS)[number];
export const RATING_FILTER_LABELS: Record<RatingFilter, string> = {
  all: 'All ratings',
  '5': '5 stars only',
  '4': '4+ stars',
  '3': '3+ stars',
  '2': '2+ stars',
  '1': '1+ stars',
};

/** SPEC §5 Flagging: the reasons a review can be flagged for. */
export const FLAG_REASONS = [
  { id: 'spam', label: 'Spam' },
  { id: 'inappropriate', label: 'Inappropriate' },
  { id: 'misleading', label: 'Misleading' },
  { id: 'off-topic', label: 'Off-topic' },
  { id: 'other', label: 'Other' },
] as const;
export type FlagReason = (typeof FLAG_REASONS)[number]['id'];
export const FLAG_REASON_IDS = FLAG_REASONS.map((r) => r.id) as [FlagReason, ...FlagReason[]];
