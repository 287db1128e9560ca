import { expect, test } from './fixtures';

const PAGES: [string, string | RegExp][] = [
  ['/', 'Top Battle-Tested Gear'],
  ['/products', 'All Products'],
  ['/compare', 'Compare Gear'],
  ['/mission-matcher', 'Mission Matcher'],
  ['/about', 'Our Mission'],
  ['/mission', 'Our Mission'],
  ['/faq', /FAQ|Frequently Asked Questions/],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/contact', 'Contact Us'],
  ['/submit-product', 'Sign in required'],
];

for (const [path, heading] of PAGES) {
  test(`${path} renders without errors`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  });
}

test('signed-out visitors are sent from /profile and /admin to /auth', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth$/);
});
