import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 16: axe finds nothing, of any impact, on the public screens, in light and dark, at
// desktop and phone widths (the phone project runs this file too).

async function violations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
}

async function firstProductPath(page: Page) {
  const res = await page.request.get('/api/products');
  const { items } = (await res.json()) as { items: { id: string }[] };
  return `/product/${items[0]!.id}`;
}

const PUBLIC = [
  ['/', 'Top Battle-Tested Gear'],
  ['/products', 'All Products'],
  ['/compare', 'Compare Gear'],
  ['/mission-matcher', 'Your Deployment kit'],
  ['/faq', /FAQ|Frequently Asked Questions/],
  ['/about', 'Our Mission'],
  ['/mission', 'Our Mission'],
  ['/contact', 'Contact Us'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/auth', 'Welcome back'],
] as const;

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => {
        // Every frame runs this; a sandboxed one (the legal document's) has no storage.
        if (window === window.top) localStorage.setItem('theme', t);
      }, theme);
    });

    for (const [path, heading] of PUBLIC) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });
    }

    test('a product page has no axe violations', async ({ page }) => {
      await page.goto(await firstProductPath(page));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('tab').first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}

test('asks for less motion and gets none', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/products');
  const card = page.getByRole('main').getByRole('listitem').first().locator('img');
  await expect(card).toBeVisible();
  const duration = await card.evaluate((el) => getComputedStyle(el).transitionDuration);
  expect(parseFloat(duration)).toBeLessThan(0.001);
});
