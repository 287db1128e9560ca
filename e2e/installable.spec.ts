import { expect, test } from './fixtures';

// Issue 51, installable: Chromium itself finds nothing that keeps the site from being installed
// (the manifest's fields, its icons fetched and decoded, the page it starts at), and the
// manifest is served as one.

test('Chromium finds the site installable from its manifest', async ({ page, context }) => {
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);

  await page.goto('/');
  const cdp = await context.newCDPSession(page);
  try {
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(new URL(url).pathname).toBe('/manifest.webmanifest');
    expect(errors).toEqual([]);
    // Chromium fetches the icons as it checks: poll until it has. A test's browser context is
    // an incognito one, where Chromium installs nothing whatever the site: that one is ours not.
    await expect
      .poll(async () =>
        (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors
          .map((e) => e.errorId)
          .filter((id) => id !== 'in-incognito'),
      )
      .toEqual([]);
  } finally {
    await cdp.detach();
  }
});

test('the browser’s bar takes the colour of the theme chosen, before paint on the next visit', async ({
  page,
}) => {
  const bar = page.locator('meta[name="theme-color"]');
  await page.goto('/');
  await expect(bar).toHaveAttribute('content', '#fbfaf6');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(bar).toHaveAttribute('content', '#10130d');
  // A fresh document: the app sets the bar only on a toggle, so this is index.html's script.
  await page.reload();
  await expect(bar).toHaveAttribute('content', '#10130d');
});
