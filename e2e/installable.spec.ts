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
