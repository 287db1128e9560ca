import type { Frame } from '@playwright/test';
import { violations, violationsInBothThemes } from './axe';
import { expect, test } from './fixtures';

// The a11y specs pass when axe.ts reports nothing: this shows it reports what axe finds, in the
// page and in a frame within it (the legal documents' sandboxed frame on /terms), and in the
// theme it was found in.

/** An image without a text alternative, in the frame's main landmark (or its body). */
const addImageWithoutText = (frame: Frame) =>
  frame.evaluate(() =>
    (document.querySelector('main') ?? document.body).append(document.createElement('img')),
  );

test('a scan reports an image without a text alternative in the page', async ({ page }) => {
  await page.goto('/about');
  expect(await violations(page)).toEqual([]);
  await addImageWithoutText(page.mainFrame());
  expect(await violations(page)).toEqual(['image-alt (critical): img']);
});

test('a scan reports an image without a text alternative in a frame', async ({ page }) => {
  await page.goto('/terms');
  const frame = await (await page.locator('iframe').elementHandle())!.contentFrame();
  await frame!.waitForLoadState();
  expect(await violations(page)).toEqual([]);
  await addImageWithoutText(frame!);
  expect(await violations(page)).toEqual(['image-alt (critical): iframe img']);
});

test('a scan of both themes reports what only the dark one has, and keeps the theme', async ({
  page,
}) => {
  await page.goto('/about');
  // Dark grey text reads on the light background only.
  await page.getByRole('main').evaluate((main) => {
    const note = document.createElement('p');
    note.textContent = 'Readable in light only';
    note.style.color = '#444444';
    main.append(note);
  });
  expect(await violationsInBothThemes(page)).toEqual([
    expect.stringMatching(/^dark: color-contrast \(serious\): /),
  ]);
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('a scan of both themes reports what colours cannot change once, from light', async ({
  page,
}) => {
  await page.goto('/about');
  await addImageWithoutText(page.mainFrame());
  expect(await violationsInBothThemes(page)).toEqual(['light: image-alt (critical): img']);
});

test('a scan within an element reports what is in it, and not what is outside it', async ({
  page,
}) => {
  await page.goto('/about');
  await addImageWithoutText(page.mainFrame());
  await page.getByRole('contentinfo').evaluate((footer) => {
    const img = document.createElement('img');
    img.className = 'in-footer';
    footer.append(img);
  });
  expect(await violations(page, undefined, 'footer')).toEqual(['image-alt (critical): .in-footer']);
  expect(await violations(page, undefined, 'main')).toEqual(['image-alt (critical): #main > img']);
});
