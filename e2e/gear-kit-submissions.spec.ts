import type { Page } from '@playwright/test';
import { E2E_MODERATOR, E2E_MEMBER } from './accounts-data';
import { choose, expect, test } from './fixtures';
import { signedInSession } from './session';

// Issue 5's journeys: a member saves products to the Gear Kit (the header badge counts them)
// and compares two from it; a member submits a product, fixing a non-Amazon link first, sees
// it pending, an admin approves it through the API, and it appears in the catalogue.
test.describe.configure({ mode: 'serial' });

test.use({ storageState: signedInSession(E2E_MEMBER) });

const gearKitBadge = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: /Profile/ })
    .first();

test('hearts go to the Gear Kit, the badge counts them, and two open in Compare', async ({
  page,
}) => {
  await page.goto('/products');
  const cards = page.getByRole('main').getByRole('listitem');
  const names: string[] = [];
  for (const i of [0, 1]) {
    const card = cards.nth(i);
    names.push((await card.getByRole('heading').textContent()) ?? '');
    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: names[i] })).toBeVisible();
    const heart = page.getByRole('button', { name: 'Add to Gear Kit' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(page.getByText('Added to Gear Kit').first()).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(gearKitBadge(page)).toContainText(`${i + 1} items in your Gear Kit`);
    await page.goBack();
  }
  // The catalogue's own hearts know what is saved.
  await expect(cards.nth(0).getByRole('button', { name: /to Gear Kit/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await gearKitBadge(page).click();
  await page.getByRole('tab', { name: 'Gear Kit (2)' }).click();
  await expect(page).toHaveURL(/tab=gear-kit/);
  const kit = page.getByRole('tabpanel');
  for (const name of names) await kit.getByRole('checkbox', { name: `Compare ${name}` }).check();
  await kit.getByRole('link', { name: 'Compare (2)' }).click();
  await expect(page).toHaveURL(/\/compare\?ids=/);
  for (const name of names) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }

  // Un-hearting from the product page takes it out again.
  await page.getByRole('link', { name: names[0] }).first().click();
  await page.getByRole('button', { name: 'Add to Gear Kit' }).click();
  await expect(page.getByText('Removed from Gear Kit')).toBeVisible();
  await expect(gearKitBadge(page)).toContainText('1 items in your Gear Kit');
});

const PRODUCT = `E2E Recon Pack ${Date.now()}`;
const ASIN = `B0E2E${String(Date.now()).slice(-5)}`;

test('a member submits a product; an admin approves it; it is in the catalogue', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Submit a Product' })).toBeVisible();

  await page.getByLabel('Amazon URL').fill('https://www.ebay.com/itm/1234567890');
  await page.getByLabel('Product Name').fill(PRODUCT);
  await choose(page, 'Category', 'Deployment Essentials');
  await page.getByLabel('Price ($)').fill('89.95');
  await page
    .getByLabel('Description')
    .fill('A 30-litre assault pack with a hydration sleeve and MOLLE webbing.');
  await page.getByRole('button', { name: 'Submit Product' }).click();
  const message = 'Must be a valid Amazon product URL (e.g., amazon.com, amazon.co.uk)';
  await expect(page.getByText('Validation Error')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();

  await page.getByLabel('Amazon URL').fill(`https://www.amazon.com/Recon-Pack/dp/${ASIN}?th=1`);
  await page.getByRole('button', { name: 'Submit Product' }).click();
  await expect(page.getByText('Product submitted!')).toBeVisible();
  await expect(page.getByText('Your product submission is pending admin approval.')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\?tab=submissions$/);
  const mine = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: PRODUCT });
  await expect(mine.getByText('Pending')).toBeVisible();

  // The admin approves through the API (the admin screen is issue 6).
  const origin = new URL(page.url()).origin;
  const signedIn = await request.post('/api/auth/sign-in/email', {
    headers: { origin },
    data: { email: E2E_MODERATOR.email, password: E2E_MODERATOR.password },
  });
  expect(signedIn.ok()).toBe(true);
  const pending = (await (await request.get('/api/admin/submissions')).json()) as {
    items: { id: string; name: string; amazonUrl: string }[];
  };
  const ours = pending.items.find((s) => s.name === PRODUCT)!;
  expect(ours.amazonUrl).toBe(`https://www.amazon.com/dp/${ASIN}`);
  const approved = await request.post(`/api/admin/submissions/${ours.id}/approve`, {
    headers: { origin },
    data: { notes: 'Welcome aboard' },
  });
  expect(approved.ok()).toBe(true);

  await page.reload();
  await expect(mine.getByText('Approved')).toBeVisible();
  await expect(mine.getByText('Welcome aboard')).toBeVisible();
  await page.goto(`/products?search=${encodeURIComponent(PRODUCT)}`);
  await page.getByRole('link', { name: PRODUCT }).click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await expect(page.getByText('Not yet rated')).toBeVisible();
  await expect(page.getByRole('link', { name: /View on Amazon/ })).toHaveAttribute(
    'href',
    `https://www.amazon.com/dp/${ASIN}`,
  );
});

test('pasting an Amazon link fills the empty fields, and only those', async ({ page }) => {
  await page.goto('/submit-product');
  const name = page.getByLabel('Product Name');
  const description = page.getByLabel('Description');

  // The local stand-in answers for this product's page (e2e/serve.mjs).
  await page.getByLabel('Amazon URL').fill('https://www.amazon.com/Cook-Set/dp/B0AUTOFIL1/ref=x');
  await expect(name).toHaveValue('E2E Canteen Cook Set');
  await expect(description).toHaveValue(
    'Nesting steel cup and stove stand that fits a one-quart canteen.',
  );
  await expect(page.getByText('Filled in from Amazon: name, description.')).toBeVisible();

  // Another link takes the first one's details away with it.
  await page.getByLabel('Amazon URL').fill('https://www.amazon.com/dp/B0NOPAGE01');
  await expect(page.getByText("Amazon's page could not be read")).toBeVisible();
  await expect(name).toHaveValue('');
  await expect(description).toHaveValue('');

  // What the member typed stays theirs.
  await name.fill('My Own Name For It');
  await page.getByLabel('Amazon URL').fill('https://www.amazon.com/dp/B0AUTOFIL1');
  await expect(page.getByText('Filled in from Amazon: description.')).toBeVisible();
  await expect(name).toHaveValue('My Own Name For It');
});
