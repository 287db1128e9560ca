import { choose, expect, test } from './fixtures';

test('the theme persists across reloads and starts light', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  // Set before first paint by the inline script of index.html, so it is there as soon as the document is.
  await page.waitForLoadState('domcontentloaded');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  // The class is the theme, whoever sets it: the toggle follows (the a11y scans set it so).
  await page.locator('html').evaluate((html) => html.classList.add('dark'));
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});

test.describe(() => {
  test.use({ expect404: true });
  test('an unknown route shows Mission Failed and logs the path', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    const res = await page.goto('/definitely/not/here');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Mission Failed' })).toBeVisible();
    expect(warnings.some((w) => w.includes('/definitely/not/here'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('contact: a validation error, then a message sent and the form cleared', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Pat Doe');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Subject').fill('Feedback');
  await page.getByLabel('Message').fill('Love the site.');
  await expect(page.getByText('14/2000')).toBeVisible();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Validation Error')).toBeVisible();
  await expect(page.getByText('Invalid email address').first()).toBeVisible();

  await page.getByLabel('Email').fill('pat@example.com');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent!')).toBeVisible();
  await expect(page.getByText("We'll get back to you as soon as possible.")).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByLabel('Message')).toHaveValue('');
});

test('invite request: validation, then submitted', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByRole('button', { name: 'Request Beta Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Beta Invite' });
  await dialog.getByLabel('Name').fill('Alex Rivera');
  await dialog.getByLabel('Email').fill('alex@example.com');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Branch is required').first()).toBeVisible();
  await choose(dialog, 'Branch', 'Military Family');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Request submitted!')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The dialog opens from inside the sign-up form; its submit must not reach that form too.
  // Counted once, not awaited: the toast it would raise goes away by itself.
  expect(await page.getByText('Invitation code required').count()).toBe(0);
});

test('FAQ: one item open at a time, by mouse and keyboard, and it closes again', async ({
  page,
}) => {
  await page.goto('/faq');
  const items = page.getByRole('main').locator('details');
  const first = items.nth(0);
  const second = items.nth(1);
  await expect(first).not.toHaveAttribute('open');
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open');
  await expect(
    page.getByText('Battle-Ready Index = round(10 × mean of the five sub-scores)'),
  ).toBeVisible();
  await second.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('open');
  await expect(first).not.toHaveAttribute('open');
  await page.keyboard.press('Space');
  await expect(second).not.toHaveAttribute('open');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Who can write reviews?' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact our support team' })).toHaveAttribute(
    'href',
    '/contact',
  );
});

test('a new page starts at the top; Back returns to where the reader was', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/products');
  const last = page.getByRole('main').getByRole('listitem').last();
  // The product cards, not the skeletons that stand in for them while the list loads.
  await expect(last.getByRole('link').first()).toBeVisible();
  await last.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  // A DOM click: Playwright's own would scroll the link a little further into view first.
  await last
    .getByRole('link')
    .first()
    .evaluate((a: HTMLElement) => a.click());
  await expect(page).toHaveURL(/\/product\//);
  // The address changes first; the product's screen follows when its chunk is in.
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('All Products');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  // Within a few pixels: the restore happens before the last late layout settles.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 20);
});

test('the header search reaches the catalogue as typed, and the navigation marks the page', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  // An escape sequence typed as text must stay text: decoding the query twice would give "A".
  await page.getByRole('search').getByLabel('Search gear').fill('%41 rifle');
  await page.getByRole('search').getByLabel('Search gear').press('Enter');
  await expect(page).toHaveURL(/\/products\?search=%2541\+rifle$/);
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('%41 rifle');
  await expect(nav.getByRole('link', { name: 'All Products' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a screen that fails to load offers a reload, and the next screen clears it', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A deploy has replaced the chunks this tab knows about.
  await page.route(/\/assets\/faq-.*\.js$/, (route) => route.abort());
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'All Products' }).click();
  await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  // The failed fetch and React's report of it are expected; nothing else may be logged.
  expect(pageErrors.length).toBeGreaterThan(0);
  for (const e of pageErrors) expect(e).toMatch(/faq-|dynamically imported module|ERR_FAILED/);
  pageErrors.length = 0;
});

test('a screen whose code is still loading leaves the current one up, not a spinner', async ({
  page,
}) => {
  await page.goto('/about');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/faq-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  // Held: the page the reader was on stays, with nothing loading in its place.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Mission');
  await expect(page.getByRole('main').getByRole('status', { name: 'Loading' })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /FAQ|Frequently Asked Questions/,
  );
});
