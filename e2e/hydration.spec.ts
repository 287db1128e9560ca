import { expect, test } from '@playwright/test';

// A page whose server markup the app would render differently must say so in the console,
// where every other spec's fixture (fixtures.ts) fails on it: src/web/lib/hydration-check.ts.
// This spec plants a difference, so it runs without that fixture and reads the console itself.

test('a page whose server markup differs from the app reports the mismatch', async ({ page }) => {
  await page.route('**/products', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<h1([ >])/, '<h2$1').replace('</h1>', '</h2>');
    expect(html, 'the page has a heading to change').toContain('<h2');
    const { 'content-encoding': _, 'content-length': __, ...headers } = response.headers();
    await route.fulfill({ response, body: html, headers });
  });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto('/products');
  await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
  expect(errors.join('\n')).toMatch(
    /Hydration mismatch: the app renders <h1> where the server's markup has .*<h2>/,
  );
  // Repaired as the app renders it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});
