import type { Page } from '@playwright/test';
import { violationsEverywhere } from './axe';
import { expect, test } from './fixtures';

// Issue 51: low-data mode. The reader turns it on from the footer, or the browser's data saver
// does (`Save-Data: on`); related gear then waits to be asked for, the server draws the next page
// for the mode (the smallest picture alone: seo/page-cache.int.test.ts), and the screen's code
// waits until the reader presses, types or focuses in it.

async function cheapestProduct(page: Page) {
  const res = await page.request.get('/api/products?sort=price-low');
  return ((await res.json()) as { items: { id: string; name: string }[] }).items[0]!;
}

const lowDataSwitch = (page: Page) => page.getByRole('switch', { name: 'Low-data mode' });
const related = (page: Page) => page.getByRole('region', { name: 'Related gear' });

/** Counts the related gear answers the page asks for from now on. */
function relatedAsked(page: Page) {
  let asked = 0;
  page.on('request', (req) => {
    if (/\/api\/products\/[^/]+\/related/.test(req.url())) asked += 1;
  });
  return () => asked;
}

test('a reader turns low-data mode on: related gear waits to be asked for', async ({
  page,
  context,
}) => {
  const product = await cheapestProduct(page);
  await page.goto('/about');
  await expect(lowDataSwitch(page)).not.toBeChecked();
  await lowDataSwitch(page).click();
  await expect(lowDataSwitch(page)).toBeChecked();
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'br.low-data')?.value).toBe('1');

  const asked = relatedAsked(page);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const show = related(page).getByRole('button', { name: 'Show related gear' });
  await show.scrollIntoViewIfNeeded();
  await expect(related(page)).toContainText(
    'Low-data mode: related gear and its pictures load when you ask.',
  );
  await expect(lowDataSwitch(page)).toBeChecked();
  expect(asked()).toBe(0);
  expect(await violationsEverywhere(page)).toEqual([]);

  await show.press('Enter');
  await expect(related(page).getByRole('heading', { name: 'Related gear' })).toBeFocused();
  await expect(related(page).getByRole('listitem').first()).toBeVisible();
  expect(asked()).toBe(1);

  // Off again: the next page shows related gear by itself.
  await lowDataSwitch(page).click();
  await expect(lowDataSwitch(page)).not.toBeChecked();
  await page.reload();
  await related(page).scrollIntoViewIfNeeded();
  await expect(related(page).getByRole('listitem').first()).toBeVisible();
  await expect(related(page).getByRole('button', { name: 'Show related gear' })).toHaveCount(0);
});

test.describe('with the data saver on', () => {
  test.use({ extraHTTPHeaders: { 'save-data': 'on' } });

  test("it starts in low-data mode, and the reader's no keeps it off", async ({ page }) => {
    const product = await cheapestProduct(page);
    await page.goto(`/product/${product.id}`);
    await expect(lowDataSwitch(page)).toBeChecked();
    await expect(related(page).getByRole('button', { name: 'Show related gear' })).toBeVisible();

    await lowDataSwitch(page).click();
    await expect(lowDataSwitch(page)).not.toBeChecked();
    await page.reload();
    await expect(lowDataSwitch(page)).not.toBeChecked();
    await related(page).scrollIntoViewIfNeeded();
    await expect(related(page).getByRole('listitem').first()).toBeVisible();
  });
});

/** The product page's own code: the chunk of its screen. */
const SCREEN_CODE = /\/assets\/product-detail-[\w-]+\.js$/;

/** The screen's code arrives a moment after it was asked for, as on a weak link. */
const codeArrivesLate = (page: Page) =>
  page.route(SCREEN_CODE, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });

test.describe('a screen that waits for the reader', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'br.low-data', value: '1', url: baseURL! }]);
  });

  test('is read without its code, which loads at the first press and does what it was asked', async ({
    page,
  }) => {
    const product = await cheapestProduct(page);
    const screenCode: string[] = [];
    page.on('request', (req) => {
      if (SCREEN_CODE.test(req.url())) screenCode.push(req.url());
    });
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    // Read to its end: nothing of the screen's code.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(screenCode).toEqual([]);
    // The header is the app's at once.
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);

    // The first press fetches the code, and the tab it pressed opens.
    const questions = page.getByRole('tab', { name: 'Questions' });
    await questions.click();
    await expect(questions).toHaveAttribute('aria-selected', 'true');
    expect(screenCode).toHaveLength(1);
    // By keyboard, the screen now working as any other.
    const reviews = page.getByRole('tab', { name: /^Reviews/ });
    await reviews.focus();
    await page.keyboard.press('Enter');
    await expect(reviews).toHaveAttribute('aria-selected', 'true');
  });

  test('a key pressed in it before its code arrives is done once it has', async ({ page }) => {
    const product = await cheapestProduct(page);
    await codeArrivesLate(page);
    await page.goto(`/product/${product.id}`);
    const questions = page.getByRole('tab', { name: 'Questions' });
    await questions.focus();
    await page.keyboard.press('Enter');
    await expect(questions).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });

  test('words typed in it before its code arrives stay, and are searched for', async ({ page }) => {
    const product = await cheapestProduct(page);
    await codeArrivesLate(page);
    await page.goto(`/product/${product.id}`);
    const search = page.getByRole('searchbox', { name: 'Search reviews' });
    await search.pressSequentially('zqxv');
    await expect(search).toHaveValue('zqxv');
    await expect(page.getByRole('tab', { name: /^Reviews \(0 of \d+\)$/ })).toBeVisible();
  });
});
