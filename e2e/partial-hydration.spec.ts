import { expect, test } from './fixtures';

// Decision 032: a page's static parts keep the server's markup, and its cards and reviews
// hydrate when the reader comes near them. Neither may cost the reader a working link or
// button, nor rebuild what the server drew.

const PAGES = ['/', '/products', '/about', '/mission', '/faq', '/terms', '/privacy'];

test('taking a page over rebuilds none of the markup the server drew', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __rebuilt: string[] };
    w.__rebuilt = [];
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      // Frames (a legal document, an ad) have no app.
      if (!root) return;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            // A loading indicator that goes when its content has come (a legal document's
            // frame, once another test has uploaded one) is the page working, not a rebuild.
            const loading =
              node instanceof Element &&
              (node.matches('[role=status]') || node.querySelector('[role=status]'));
            if (!loading) w.__rebuilt.push(`removed ${node.nodeName}`);
          }
        }
      }).observe(root, { childList: true, subtree: true });
    });
  });
  for (const path of PAGES) {
    await page.goto(path);
    // Every card near the screen has woken by now, and the ones below wait.
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(300);
    const rebuilt = await page.evaluate(
      () => (window as unknown as { __rebuilt: string[] }).__rebuilt,
    );
    expect(rebuilt, `nodes the app replaced on ${path}`).toEqual([]);
  }
});

test('a link in a static part navigates inside the app', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await page.getByRole('main').getByRole('link', { name: 'Browse Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
    'the page was not reloaded',
  ).toBe(true);
  // The footer stays the markup the server drew; the mission page is drawn by the app.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Mission', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Mission' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Find My Kit' }).click();
  await expect(page).toHaveURL(/\/mission-matcher$/);
  expect(
    await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
  ).toBe(true);
});

test('a card far below the fold works when the keyboard reaches it first', async ({ page }) => {
  await page.goto('/products');
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  const last = page.locator('li.product-card').last().getByRole('link');
  const href = await last.getAttribute('href');
  // Focus before it was ever near the screen: focusing wakes it before Enter lands.
  await last.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  expect(
    await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
    'the page was not reloaded',
  ).toBe(true);
});
