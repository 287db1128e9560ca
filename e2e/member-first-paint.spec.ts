import type { APIRequestContext } from '@playwright/test';
import { E2E_MEMBER } from './accounts-data';
import { expect, test } from './fixtures';
import { signedInSession } from './session';

// Issue 26: a member's page is the public page in their frame (decision 018). What the first
// paint shows is what arrives before the app's scripts run, so the first test keeps them from
// loading (the inline theme script still runs): the member's header from the start, never the
// visitor's "Sign In". With the app running, filling in the member's own parts must not move
// the page.

const state = signedInSession(E2E_MEMBER);
test.use({ storageState: state });

const PAGES = ['/', '/products', '/faq'];

/** One product saved for the test, so the header's badge has a count to show. */
async function savedProduct(request: APIRequestContext, base: string) {
  const list = await (await request.get('/api/products?page=1')).json();
  const id = (list as { items: { id: string }[] }).items.at(-1)!.id;
  const res = await request.put(`/api/me/gear-kit/${id}`, { headers: { origin: base } });
  expect(res.ok()).toBe(true);
  return id;
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => {
        if (window === window.top) localStorage.setItem('theme', t);
      }, theme);
    });

    test("shows the member's header and Gear Kit badge before the app runs, never Sign In", async ({
      browser,
      page,
      baseURL,
    }) => {
      const id = await savedProduct(page.request, baseURL!);
      // A page of its own: the app's scripts refused, which the shared fixture would count as errors.
      const context = await browser.newContext({
        storageState: state,
        viewport: page.viewportSize(),
      });
      try {
        const before = await context.newPage();
        await before.addInitScript((t) => localStorage.setItem('theme', t), theme);
        await before.route(/\/assets\/.*\.js$/, (route) => route.abort());
        const count = (await (await page.request.get('/api/me')).json()).viewer.gearKitCount;
        expect(count).toBeGreaterThan(0);
        const wide = page.viewportSize()!.width >= 1024;
        for (const path of PAGES) {
          await before.goto(path);
          await expect(before.locator('html')).toHaveClass(
            theme === 'dark' ? /dark/ : /^(?!.*dark)/,
          );
          await expect(before.getByRole('button', { name: 'Account menu' })).toBeVisible();
          await expect(before.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
          if (wide) {
            const profile = before
              .getByRole('navigation', { name: 'Main' })
              .getByRole('link', { name: /Profile/ });
            await expect(profile).toContainText(`${count} items in your Gear Kit`);
          }
        }
      } finally {
        await context.close();
        await page.request.delete(`/api/me/gear-kit/${id}`, { headers: { origin: baseURL! } });
      }
    });

    test('fills in what is theirs without moving the page', async ({ page, baseURL }) => {
      const id = await savedProduct(page.request, baseURL!);
      try {
        await page.addInitScript(() => {
          const w = window as unknown as { __shift: number };
          w.__shift = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as unknown as {
              value: number;
              hadRecentInput: boolean;
            }[]) {
              if (!e.hadRecentInput) w.__shift += e.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        for (const path of PAGES) {
          const me = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/me');
          await page.goto(path);
          await me;
          // The member's own answers arrive and render: their heart is filled on the catalogue.
          await page.waitForLoadState('networkidle');
          const shift = await page.evaluate(
            () => (window as unknown as { __shift: number }).__shift,
          );
          expect(shift, `layout shift on ${path}`).toBeLessThanOrEqual(0.02);
          await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
        }
        await page.goto('/products');
        // The last card waits to hydrate until the reader comes near it (decision 032), and
        // then shows the member's heart filled, though the server drew it for a visitor.
        const card = page.getByRole('listitem').filter({
          has: page.locator(`a[href="/product/${id}"]`),
        });
        await card.scrollIntoViewIfNeeded();
        await expect(card.locator('[aria-pressed="true"]')).toBeVisible();
      } finally {
        await page.request.delete(`/api/me/gear-kit/${id}`, { headers: { origin: baseURL! } });
      }
    });
  });
}

test('a member may flag a review before their page knows who they are', async ({ page }) => {
  const list = await (await page.request.get('/api/products?page=1')).json();
  const productId = (list as { items: { id: string }[] }).items[0]!.id;
  // /api/me held back: the page stays in the member's frame, signed in but not yet known.
  await page.route(/\/api\/me$/, () => undefined);
  await page.goto(`/product/${productId}`);
  const flag = page.getByRole('article').first().getByRole('button', { name: 'Flag' });
  const dialog = page.getByRole('dialog', { name: 'Flag review' });
  // A click before the card has hydrated may be lost; the member clicks again, but only while
  // no dialog shows: its chunk may take a while on a busy machine, and once open its overlay
  // takes the clicks (a second one would wait out the test).
  await expect(async () => {
    if (!(await dialog.isVisible())) await flag.click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(page.getByText('Sign in required')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
