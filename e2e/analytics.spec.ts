import { expect, test } from './fixtures';

// Decision 010: with analytics and ads off (the default), a visitor's browser talks to our own
// origin only. (The switched-on journey is in admin.spec.ts, where an admin session exists.)

const ours = (url: URL) => ['127.0.0.1', 'localhost'].includes(url.hostname);

test("with no analytics ID, a visitor's browser asks no other host for anything", async ({
  page,
  context,
}) => {
  const outside: string[] = [];
  await context.route(
    (url) => url.protocol.startsWith('http') && !ours(url),
    async (route) => {
      outside.push(route.request().url());
      await route.abort();
    },
  );

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Top Battle-Tested Gear' })).toBeVisible();
  await page.getByRole('link', { name: /Browse Products/ }).click();
  await expect(page).toHaveURL(/\/products$/);
  const cards = page.getByRole('main').getByRole('listitem');
  const name = (await cards.first().getByRole('heading').textContent())!;
  await cards.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('combobox', { name: 'Search gear' }).fill('watch');
  await page.getByRole('combobox', { name: 'Search gear' }).press('Enter');
  await expect(page).toHaveURL(/\/products\?search=watch$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await page.waitForLoadState('networkidle');

  expect(outside).toEqual([]);
  expect(await page.locator('meta[name^="br-"]').count()).toBe(0);
  expect(await page.evaluate(() => 'dataLayer' in window || 'adsbygoogle' in window)).toBe(false);
  await expect(page.locator('ins.adsbygoogle')).toHaveCount(0);
});
