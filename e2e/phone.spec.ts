import { E2E_MEMBER } from './accounts-data';
import { violationsInBothThemes } from './axe';
import { expect, test } from './fixtures';
import { signIn } from './session';

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

test('the small-screen menu has no axe violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  expect(await violationsInBothThemes(page)).toEqual([]);
});

test('a member signs out from the small-screen menu', async ({ page }) => {
  // A session of its own: the saved ones other specs share must stay signed in.
  await signIn(page, E2E_MEMBER.email, E2E_MEMBER.password);
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  // Any navigation closes the menu, and a loaded machine may finish the sign-in's own after the
  // menu opened: open it again until it stays for the click.
  await expect(async () => {
    if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: /^Profile/ })).toBeVisible({ timeout: 1_000 });
    await menu.getByRole('button', { name: 'Sign Out' }).click({ timeout: 1_000 });
  }).toPass();
  await expect(page.getByText("You've been successfully signed out")).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
});

test('the Mission Matcher fits a phone, in light and dark', async ({ page }) => {
  for (const theme of ['light', 'dark']) {
    await page.addInitScript((t) => {
      // Every frame runs this; a sandboxed one (the legal document's) has no storage.
      if (window === window.top) localStorage.setItem('theme', t);
    }, theme);
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

test('the catalogue folds its filters away, so the first products show at once', async ({
  page,
}) => {
  await page.goto('/products');
  const first = page.getByRole('main').getByRole('listitem').first();
  await expect(first).toBeVisible();
  expect((await first.boundingBox())!.y).toBeLessThan(page.viewportSize()!.height);
  await expect(page.getByLabel('Search', { exact: true })).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Filters' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Search', { exact: true }).fill('watch');
  await expect(page).toHaveURL(/search=watch/);
  await expect(page.getByRole('button', { name: 'Filters (on)' })).toBeVisible();
});
