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
];

// Every other page of the list is loaded with JavaScript by a11y.spec.ts, which fails on any
// error the page logs (fixtures.ts) as this would.
test('/submit-product renders without errors', async ({ page }) => {
  await page.goto('/submit-product');
  await expect(page.getByRole('heading', { name: 'Sign in required' })).toBeVisible();
});

test('signed-out visitors are sent from /profile and /admin to /auth', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth$/);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  // The build's page renderer is in place: indexed pages arrive with their content (issue 16).
  for (const [path, heading] of PAGES) {
    test(`${path} arrives rendered`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    });
  }

  test('the catalogue arrives with its products', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('$');
  });
});
