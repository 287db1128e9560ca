import { choose, expect, test } from './fixtures';

test('browse, filter, search, open a product and filter its reviews', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Top Battle-Tested Gear' })).toBeVisible();
  await page.getByRole('link', { name: /Browse Products/ }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('status').filter({ hasText: /^\d+ products$/ })).toBeVisible();

  // Category filter: the URL and every card follow it.
  await choose(page, 'Category', 'Tech & Communications');
  await expect(page).toHaveURL(/category=tech/);
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards.first()).toContainText('Tech & Communications');
  const techCount = await cards.count();
  for (let i = 0; i < techCount; i += 1)
    await expect(cards.nth(i)).toContainText('Tech & Communications');

  // Price: lower the maximum thumb with the keyboard to $100.
  const maxThumb = page.getByRole('slider', { name: 'Maximum price' });
  await maxThumb.focus();
  for (let i = 0; i < 40; i += 1) await maxThumb.press('ArrowLeft');
  await expect(page).toHaveURL(/maxPrice=100/);
  await expect(page.getByText('$0 – $100')).toBeVisible();
  await expect(page.locator('[aria-busy="false"]')).toBeVisible();
  const prices = await cards.getByText(/^\$[\d,]+\.\d\d$/).allTextContents();
  expect(prices.length).toBeGreaterThan(0);
  for (const p of prices) expect(Number(p.replace(/[$,]/g, ''))).toBeLessThanOrEqual(100);

  // Reset, then search from the catalogue box.
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await page.getByLabel('Search', { exact: true }).fill('watch');
  await expect(page).toHaveURL(/search=watch/);
  await expect(cards.first()).toContainText(/watch/i);

  // Nothing matches: the spec's empty state.
  await page.getByLabel('Search', { exact: true }).fill('zzzz-no-such-gear');
  await expect(page.getByText('No products found matching your filters.')).toBeVisible();

  // Back restores the previous search.
  await page.goBack();
  await expect(page).toHaveURL(/search=watch/);
  await expect(cards.first()).toContainText(/watch/i);

  // Open the first product.
  const canonical = page.locator('link[rel="canonical"]');
  const productLd = () =>
    page
      .locator('script[type="application/ld+json"]')
      .allTextContents()
      .then((all) => all.map((t) => JSON.parse(t)).find((ld) => ld['@type'] === 'Product'));
  await expect(canonical).toHaveAttribute('href', new URL('/products', page.url()).href);
  expect(await productLd()).toBeUndefined();
  const name = (await cards.first().getByRole('heading').textContent())!;
  await cards.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${name} | Battle Ready`);
  // The client-side navigation brought the product's head: canonical, social URL, JSON-LD.
  await expect(canonical).toHaveCount(1);
  await expect(canonical).toHaveAttribute('href', page.url());
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', page.url());
  await expect.poll(async () => (await productLd())?.name).toBe(name);
  expect((await productLd()).url).toBe(page.url());
  await expect(page.getByText('Battle-Ready Index')).toBeVisible();
  await expect(page.getByRole('link', { name: /View on Amazon/ })).toHaveAttribute(
    'href',
    /amazon\.com\/dp\//,
  );

  // Reviews tab: filter by a branch that has no reviews here, then clear it.
  const tab = page.getByRole('tab', { name: /^Reviews \(\d+\)$/ });
  await expect(tab).toBeVisible();
  const total = Number((await tab.textContent())!.match(/\d+/)![0]);
  await choose(page, 'Filter by rating', '5 stars only');
  await expect(
    page.getByRole('tab', { name: new RegExp(`^Reviews \\(\\d+ of ${total}\\)$`) }).or(tab),
  ).toBeVisible();
  await choose(page, 'Filter by rating', 'All ratings');
  await choose(page, 'Sort reviews', 'Most Recent');
  await page.getByRole('searchbox', { name: 'Search reviews' }).fill('qqqq-nothing');
  await expect(
    page.getByText('No reviews match your filters. Try adjusting your search criteria.'),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: `Reviews (0 of ${total})` })).toBeVisible();

  // Visitors are asked to sign in before voting or saving to the Gear Kit.
  await page.getByRole('searchbox', { name: 'Search reviews' }).fill('');
  await page
    .getByRole('button', { name: /^Helpful/ })
    .first()
    .click();
  await expect(page.getByText('Please sign in to vote on reviews')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Gear Kit' }).click();
  await expect(page.getByText('Please sign in to add items to your Gear Kit')).toBeVisible();
});

test('header search goes to the catalogue with the term', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('combobox', { name: 'Search gear' }).fill('stove');
  await page.getByRole('combobox', { name: 'Search gear' }).press('Enter');
  await expect(page).toHaveURL(/\/products\?search=stove$/);
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('stove');
});

test.describe(() => {
  test.use({ expect404: true });
  test('an unknown product shows Product Not Found with a way back', async ({ page }) => {
    const res = await page.goto('/product/00000000-0000-4000-8000-000000000000');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });
});
