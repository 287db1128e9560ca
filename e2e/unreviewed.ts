import type { Page } from '@playwright/test';

/**
 * The path of the first catalogue product the page's signed-in member has not reviewed. A
 * member writes one review per product (issue 27), and the specs of one run share their
 * database: another spec may already have had this member review the first product.
 */
export async function productNotYetReviewed(page: Page): Promise<string> {
  const mine = (await (await page.request.get('/api/me/reviews')).json()) as {
    items: { productId: string }[];
  };
  const reviewed = new Set(mine.items.map((r) => r.productId));
  const { items } = (await (await page.request.get('/api/products')).json()) as {
    items: { id: string }[];
  };
  const product = items.find((p) => !reviewed.has(p.id));
  if (!product) throw new Error('the member has reviewed every product of the first page');
  return `/product/${product.id}`;
}
