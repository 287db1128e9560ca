import type { Page } from '@playwright/test';

/**
 * The path of the first catalogue product the page's signed-in member has not reviewed; with
 * `reviewedByOthers`, one that shows other members' reviews too, and with `fromTheEnd` the last
 * of the first page. A member writes one review per product (issue 27), and the specs of one
 * run share their database: another spec may already have had this member review the first
 * product. A review a spec leaves behind takes from the end, clear of those that take from the
 * start (and of `keyboard.spec.ts`, which reviews the home page's first card).
 */
export async function productNotYetReviewed(
  page: Page,
  { reviewedByOthers = false, fromTheEnd = false } = {},
): Promise<string> {
  const mine = (await (await page.request.get('/api/me/reviews')).json()) as {
    items: { productId: string }[];
  };
  const reviewed = new Set(mine.items.map((r) => r.productId));
  const { items } = (await (await page.request.get('/api/products')).json()) as {
    items: { id: string; reviewCount: number }[];
  };
  const fits = (p: (typeof items)[number]) =>
    !reviewed.has(p.id) && (!reviewedByOthers || p.reviewCount > 0);
  const product = fromTheEnd ? items.findLast(fits) : items.find(fits);
  if (!product) throw new Error('the member has reviewed every product of the first page');
  return `/product/${product.id}`;
}
