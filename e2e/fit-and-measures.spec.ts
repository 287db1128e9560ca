import type { Page } from '@playwright/test';
import type { TProduct } from '../src/shared/schemas/products';
import { E2E_FITTER, E2E_MODERATOR, FIT_PRODUCT } from './accounts-data';
import { apiAs } from './api-session';
import { violationsEverywhere } from './axe';
import { expect, test } from './fixtures';
import { press, tabTo } from './keyboard';
import { signedInSession } from './session';

// Issue 48: a member reviews sized gear saying the size worn, the fit and a measured weight; a
// moderator approves it; the product page shows the verdict and the measurement, and the card
// the member's size. Then, keyboard only, the catalogue's weight filter and compare's specs.
// The member reviews FIT_PRODUCT, which no other spec reviews: a member reviews a product once.

async function productNamed(page: Page, name: string): Promise<TProduct> {
  const { items } = (await (
    await page.request.get(`/api/products?search=${encodeURIComponent(name)}`)
  ).json()) as { items: { id: string; name: string }[] };
  const found = items.find((p) => p.name === name);
  if (!found) throw new Error(`the demo catalogue has no ${name}`);
  return (await (await page.request.get(`/api/products/${found.id}`)).json()) as TProduct;
}

/**
 * The product's reviews narrowed to `title`. The list dims while a search's answer loads, and
 * axe would read its dimmed text: wait for the search to be answered (not every visit sends it:
 * an answer the page holds already), then for the list to settle.
 */
async function searchReviews(page: Page, title: string) {
  const answered = page
    .waitForResponse((res) => new URL(res.url()).searchParams.get('search') === title, {
      timeout: 2_000,
    })
    .catch(() => null);
  await page.getByLabel('Search reviews').fill(title);
  await answered;
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe(() => {
  test.use({ storageState: signedInSession(E2E_FITTER) });

  test('a review with size, fit and a measured weight, once approved, shows on the product', async ({
    page,
    request,
  }) => {
    test.slow(); // axe in both themes on the form and the page, and a moderation
    const before = await productNamed(page, FIT_PRODUCT);
    expect(before.fit?.sized).toBe('footwear');
    const weighedBefore = before.specs.find((s) => s.key === 'weight')?.measured?.n ?? 0;
    const title = 'Fits a half size small';

    await page.goto(`/product/${before.id}`);
    await page.getByRole('tab', { name: 'Write a Review' }).click();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Your review').fill('Order half a size up; the toe box is narrow.');
    await page.getByRole('radio', { name: '4 stars' }).click();
    const group = page.getByRole('button', { name: /^Fit and measurements/ });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await group.click();
    await page.getByLabel('Size worn').fill('10.5');
    await page.getByLabel('Your usual size in another product').fill('10 in most trainers');
    await page.getByRole('radio', { name: 'Runs small' }).check();
    await page.getByRole('radio', { name: 'Narrow' }).check();
    await page.getByRole('radio', { name: 'Bought it' }).check();
    // A weight past the field's range is refused with the shared message, and nothing is sent.
    await page.getByLabel('Weight (g)').fill('900000');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Weight must be between 1 and 200,000 g').first()).toBeVisible();
    await page.getByLabel('Weight (g)').fill('312');
    expect(await violationsEverywhere(page), 'review form with fit').toEqual([]);
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Review submitted').first()).toBeVisible();

    const { items } = (await (await page.request.get('/api/me/reviews')).json()) as {
      items: { id: string; title: string }[];
    };
    const review = items.find((r) => r.title === title)!;
    const origin = await apiAs(request, E2E_MODERATOR);
    const approved = await request.post(`/api/admin/reviews/${review.id}/approve`, {
      headers: { origin },
      data: {},
    });
    expect(approved.ok()).toBe(true);

    const after = await productNamed(page, before.name);
    expect(after.fit!.verdicts.small).toBe(before.fit!.verdicts.small + 1);
    expect(after.specs.find((s) => s.key === 'weight')!.measured!.n).toBe(weighedBefore + 1);

    await page.goto(`/product/${before.id}`);
    const specs = page.getByRole('region', { name: 'Specs', exact: true });
    await expect(specs.getByRole('row', { name: /Weight/ })).toContainText(
      `(${weighedBefore + 1} owner`,
    );
    const fit = page.getByRole('region', { name: 'Fit', exact: true });
    await expect(fit).toContainText(after.fit!.summary);
    await searchReviews(page, title);
    const card = page.getByRole('article', { name: title });
    await expect(card).toContainText(
      'Size worn 10.5 · Runs small · Narrow · Usually: 10 in most trainers',
    );
    // Both systems are drawn; the reader's choice shows one, and holds across pages like the theme.
    const shows = async (seen: string, unseen: string) => {
      const measured = page.getByRole('article', { name: title }).getByText(/^Measured:/);
      await expect(measured.getByText(seen, { exact: true })).toBeVisible();
      await expect(measured.getByText(unseen, { exact: true })).toBeHidden();
    };
    await shows('312 g', '11 oz');
    await specs.getByText('Imperial', { exact: true }).click();
    await expect(specs.getByRole('radio', { name: 'Imperial' })).toBeChecked();
    await shows('11 oz', '312 g');
    await page.reload();
    await searchReviews(page, title);
    await shows('11 oz', '312 g');
    expect(await violationsEverywhere(page), 'product page with specs and fit').toEqual([]);
  });
});

test('keyboard only: the catalogue narrows to gear up to a weight, compare lines up its specs', async ({
  page,
}) => {
  await page.goto('/products');
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') {
    await tabTo(page, toggle);
    await press(page, 'Enter');
  }
  const upTo = page.getByLabel('Weight up to');
  await tabTo(page, upTo);
  await page.keyboard.type('300');
  await press(page, 'Enter');
  await expect(page).toHaveURL(/maxWeight=300/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // The cards are the products claiming 300 g or less, and none else.
  const { items, total } = (await (
    await page.request.get('/api/products?maxWeight=300')
  ).json()) as { items: { name: string }[]; total: number };
  expect(total).toBeGreaterThan(0);
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(items.length);
  for (const { name } of items) await expect(cards.filter({ hasText: name })).toHaveCount(1);

  await page.goto('/compare');
  for (const [slot, term] of [
    [1, 'Stride Road Trainer'],
    [2, 'Ridgeline 65L'],
  ] as const) {
    const box = page.getByRole('combobox', { name: `Product ${slot}` });
    await tabTo(page, box);
    await page.keyboard.type(term);
    await expect(page.getByRole('option').first()).toContainText(term);
    // The chosen product takes the combobox's place, and focus with it goes back to the page.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(term) })).toBeVisible();
  }
  const table = page.getByRole('region', { name: 'Specs table' });
  await expect(table.getByRole('row', { name: /Weight/ })).toContainText('298 g');
  await expect(table.getByRole('row', { name: /Weight/ })).toContainText('2,676 g');
  await expect(table.getByRole('row', { name: /Volume/ })).toContainText('Not stated');
  expect(await violationsEverywhere(page), 'compare with specs').toEqual([]);
});
