import { expect, test } from './fixtures';

// Runs in the phone project only (playwright.config.ts).
test('the small-screen menu lists the main links', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  for (const name of ['All Products', 'Mission Matcher', 'Compare', 'Mission', 'Sign In'])
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  await menu.getByRole('link', { name: 'Compare' }).click();
  await expect(page).toHaveURL(/\/compare$/);
  await expect(menu).toBeHidden();
});

test('the Mission Matcher fits a phone, in light and dark', async ({ page }) => {
  for (const theme of ['light', 'dark']) {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto('/mission-matcher?profile=deployment&budget=60');
    await expect(page.getByRole('heading', { name: 'Your Deployment kit' })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await expect(page.getByText(/the cheapest complete kit costs/)).toBeVisible();
    // Nothing wider than the screen: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
  }
});
