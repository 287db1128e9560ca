import type { Page } from '@playwright/test';

/**
 * The path of the first catalogue product the page's signed-in member has not reviewed, and
 * with `reviewedByOthers` one that shows other members' reviews too. A member writes one review
 * per product (issue 27), and the specs of one run share their database: another spec may
 * already have had this member review the first product.
 */
export async function productNotYetReviewed(
  page: Page,
  { reviewedByOthers = false } = {},
): Promise<string> {
  const mine = (await (await page.request.get('/api/me/reviews')).json()) as {
    items: { productId: string }[];
  };
  const reviewed = new Set(mine.items.map((r) => r.productId));
  const { items } = (await (await page.request.get('/api/products')).json()) as {
    items: { id: string; reviewCount: number }[];
  };
  const product = items.find(
    (p) => !reviewed.has(p.id) && (!reviewedByOthers || p.reviewCount > 0),
  );
  if (!product) throw new Error('the member has reviewed every product of the first page');
  return `/product/${product.id}`;
}
