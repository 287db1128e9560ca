import type { Page } from '@playwright/test';
import { E2E_KEEPER, E2E_MODERATOR } from './accounts-data';
import { violationsEverywhere } from './axe';
import { bell, unreadNow } from './bell';
import { expect, test } from './fixtures';
import { expectFocusOn, press, tabTo } from './keyboard';
import { signedInSession } from './session';

// Issue 49: an admin posts an alert on a product in one browser; a member whose Gear Kit holds
// it sees their bell rise in another, without a reload. The banner, the /alerts page and the
// catalogue's standards filter work by keyboard, and have no axe violations in either theme at
// 1280 and 390 px.
test.describe.configure({ mode: 'serial' });
test.use({ storageState: signedInSession(E2E_KEEPER) });
const moderatorState = signedInSession(E2E_MODERATOR);

const PRODUCT = 'Drillhall 30 lb Cast Iron Ruck Plate';
const TEXT = `Welds on some plates crack under load; stop using them (${Date.now()}).`;

async function productId(page: Page) {
  const res = await page.request.get(`/api/products?search=${encodeURIComponent(PRODUCT)}`);
  const { items } = (await res.json()) as { items: { id: string; name: string }[] };
  return items.find((p) => p.name === PRODUCT)!.id;
}

let id = '';

test("an alert an admin posts in another browser raises a keeper's bell, no reload", async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  id = await productId(page);
  const kept = await page.request.put(`/api/me/gear-kit/${id}`, { headers: { origin } });
  expect(kept.ok()).toBe(true);
  await page.goto('/');
  const before = await unreadNow(page);

  const admin = await browser.newContext({ storageState: moderatorState });
  try {
    const adminPage = await admin.newPage();
    await adminPage.goto(`/product/${id}`);
    // Not the fixture's page: wait as it would for the app to take the page over.
    await adminPage.waitForSelector('html[data-app="ready"]', { state: 'attached' });
    await adminPage.getByRole('button', { name: 'Post an alert' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Post an alert' });
    await dialog.getByLabel('Kind').selectOption('safety');
    await dialog.getByLabel('What owners must know').fill(TEXT);
    await dialog.getByLabel('Affected batches or dates (optional)').fill('Plates made in 2025');
    await dialog.getByRole('button', { name: 'Post alert' }).click();
    await expect(dialog).toBeHidden();
    await expect(adminPage.getByRole('region', { name: 'Alerts' })).toContainText(TEXT);
  } finally {
    await admin.close();
  }

  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before + 1} unread`, {
    timeout: 15_000,
  });
});

test('the banner tells the keeper, and the card in their Gear Kit is marked', async ({ page }) => {
  await page.goto(`/product/${id}`);
  const alerts = page.getByRole('region', { name: 'Alerts' });
  await expect(alerts).toContainText('Safety notice');
  await expect(alerts).toContainText(TEXT);
  await expect(alerts).toContainText('Affected: Plates made in 2025');
  // A member has no admin buttons.
  await expect(alerts.getByRole('button')).toHaveCount(0);
  expect(await violationsEverywhere(page)).toEqual([]);

  await page.goto('/profile?tab=gear-kit');
  const card = page.getByRole('listitem').filter({ hasText: PRODUCT });
  await expect(card.getByText('Safety notice')).toBeVisible();
});

test('the alerts page lists it first and leads to the product by keyboard', async ({ page }) => {
  await page.goto('/alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Gear Alerts' })).toBeVisible();
  const first = page.getByRole('main').getByRole('listitem').first();
  await expect(first).toContainText(TEXT);
  const feed = page.getByRole('link', { name: /Atom/ });
  await expect(feed).toHaveAttribute('href', '/alerts.atom');
  expect(await violationsEverywhere(page)).toEqual([]);

  const link = first.getByRole('link', { name: PRODUCT });
  await tabTo(page, link);
  await expectFocusOn(page, link);
  await press(page, 'Enter');
  await expect(page).toHaveURL(new RegExp(`/product/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
});

test('the catalogue narrows to a standard by keyboard, its cards showing it', async ({ page }) => {
  await page.goto('/products');
  const apel = page.getByRole('checkbox', { name: 'APEL' });
  await tabTo(page, apel);
  await press(page, 'Space');
  await expect(page).toHaveURL(/standard=apel/);
  await expect(apel).toBeChecked();
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(page.getByRole('status').filter({ hasText: /products?$/ })).toHaveText('1 product');
  await expect(cards.first()).toContainText('Halyard Impact-Rated Sunglasses');
  await expect(cards.first()).toContainText(/Standards:\s*APEL/);
  const berry = page.getByRole('checkbox', { name: 'Berry Amendment' });
  await tabTo(page, berry);
  await press(page, 'Space');
  await expect(page).toHaveURL(/standard=apel%2Cberry|standard=apel,berry/);
  await expect(page.getByText('No products', { exact: false }).first()).toBeVisible();
  expect(await violationsEverywhere(page)).toEqual([]);
});
