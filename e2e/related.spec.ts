import type { Page } from '@playwright/test';
import { violationsEverywhere } from './axe';
import { expect, test } from './fixtures';

// Issue 31: related gear under a product page. prepare.ts has five members keep the cheapest and
// the dearest product (fewer would show nothing kept together, issue 44), so each is the other's
// gear kept together; the rest of the list is the cheapest's own category near its price.

async function priciest(page: Page, sort: 'price-low' | 'price-high') {
  const res = await page.request.get(`/api/products?sort=${sort}`);
  return ((await res.json()) as { items: { id: string; name: string }[] }).items[0]!;
}

const section = (page: Page) => page.getByRole('region', { name: 'Related gear' });

test('a product page offers related gear, and one opens', async ({ page }) => {
  const cheapest = await priciest(page, 'price-low');
  const dearest = await priciest(page, 'price-high');
  await page.goto(`/product/${cheapest.id}`);
  await expect(page.getByRole('heading', { level: 1, name: cheapest.name })).toBeVisible();

  const related = section(page);
  await related.scrollIntoViewIfNeeded();
  const cards = related.getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  expect(count).toBeLessThanOrEqual(6);
  // Kept together first, saying so; then the same category, saying that.
  await expect(cards.first().getByRole('heading', { name: dearest.name })).toBeVisible();
  await expect(cards.first()).toContainText('Members keep both in their Gear Kits');
  await expect(cards.nth(1)).toContainText('Same category, similar price');
  await expect(related.getByRole('link', { name: cheapest.name })).toHaveCount(0);
  expect(await violationsEverywhere(page)).toEqual([]);

  await cards.first().getByRole('link', { name: dearest.name }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${dearest.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: dearest.name })).toBeVisible();
  // The dearest product's list leads with the cheapest, kept in the same five kits.
  await expect(section(page).getByRole('listitem').first()).toContainText(cheapest.name);
});

test('a server-rendered product page arrives without related gear, then shows it', async ({
  page,
}) => {
  const cheapest = await priciest(page, 'price-low');
  const html = await (await page.request.get(`/product/${cheapest.id}`)).text();
  expect(html).toContain(cheapest.name);
  expect(html).not.toContain('Related gear');
  await page.goto(`/product/${cheapest.id}`);
  await expect(section(page).getByRole('listitem').first()).toBeVisible();
});
