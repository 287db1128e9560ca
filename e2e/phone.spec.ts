import { expect, test } from './fixtures';

// Runs in the phone project only (playwright.config.ts).
test('the small-screen menu lists the main links', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  for (const name of ['All Products', 'Compare', 'Mission', 'Sign In'])
    await expect(menu.getByRole('link', { name })).toBeVisible();
  await menu.getByRole('link', { name: 'Compare' }).click();
  await expect(page).toHaveURL(/\/compare$/);
  await expect(menu).toBeHidden();
});
