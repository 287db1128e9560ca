/**
 * What cached public answers are made of (plugins/read-cache.ts). Routes tag their answers
 * with these; features/events/cache-tags.ts says which committed change drops which tag.
 */
export const CACHE_TAGS = {
  /** Catalogue pages, highlights, categories, the compare type-ahead: any product row. */
  catalogue: 'catalogue',
  /** One product's page data. */
  product: (id: string) => `product:${id}`,
  everyProduct: 'product:*',
  /** The first page of a product's approved reviews, as visitors read it. */
  reviewsOf: (productId: string) => `reviews:${productId}`,
  everyReviewList: 'reviews:*',
  /** The first page of a product's questions, as visitors read it (issue 50). */
  questionsOf: (productId: string) => `questions:${productId}`,
  everyQuestionList: 'questions:*',
  /** Any question or answer: the header's suggestions name questions (issue 50). */
  anyQuestion: 'questions',
  /** Reviewers' names, branches and scores, and review photos, shown in every review list. */
  reviewers: 'reviewers',
  settings: 'settings',
  advisors: 'advisors',
  /** What members keep together in their Gear Kits: a product page's related gear (issue 31). */
  gearKits: 'gear-kits',
  /** Pages rendered for visitors (seo/page-renderer.ts): any change may show on one. */
  pages: 'pages',
  /** What pages' headers show of a signed-in member: Gear Kit counts and roles (seo/member-frame.ts). */
  viewers: 'viewers',
} as const;
