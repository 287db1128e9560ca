import { expect, test } from './fixtures';

const PAGES: [string, string | RegExp][] = [
  ['/', 'Top Battle-Tested Gear'],
  ['/products', 'All Products'],
  ['/compare', 'Compare Gear'],
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

test('the small-screen menu lists the main links', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'phone layout only');
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  for (const name of ['All Products', 'Compare', 'Mission', 'Sign In'])
    await expect(menu.getByRole('link', { name })).toBeVisible();
  await menu.getByRole('link', { name: 'Compare' }).click();
  await expect(page).toHaveURL(/\/compare$/);
  await expect(menu).toBeHidden();
});
