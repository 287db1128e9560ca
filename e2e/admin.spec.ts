import type { APIRequestContext } from '@playwright/test';
import { E2E_MODERATOR, E2E_MEMBER, REVIEW_FIELDS } from './accounts-data';
import { choose, expect, test } from './fixtures';
import { signedInSession } from './session';

// Issue 6, first part: an admin works the moderation queues from /admin — a pending review, a
// pending product and a flag — and finds each decision in the audit log; a member is turned away.
test.describe.configure({ mode: 'serial' });

const STAMP = Date.now();
const REVIEW_TITLE = `Queue review ${STAMP}`;
const PRODUCT = `Queue product ${STAMP}`;
const FLAG_NOTE = `Queue flag ${STAMP}`;

/**
 * Fills the queues through the API as the signed-in admin (who may write, submit and flag too),
 * on the page's own session: sign-in is limited to 5 a minute, and other specs sign in as well.
 */
async function fillQueues(request: APIRequestContext, origin: string) {
  const products = (await (await request.get('/api/products')).json()) as {
    items: { id: string }[];
  };
  const [first, second] = products.items;
  const review = await request.post(`/api/products/${second!.id}/reviews`, {
    headers: { origin },
    data: {
      title: REVIEW_TITLE,
      content: 'Three weeks on the range; the stitching held and the buckles did not slip.',
      ...REVIEW_FIELDS,
      pros: [],
      cons: [],
    },
  });
  expect(review.status()).toBe(201);
  const submission = await request.post('/api/submissions', {
    headers: { origin },
    data: {
      amazonUrl: `https://www.amazon.com/dp/B0Q${String(STAMP).slice(-7)}`,
      name: PRODUCT,
      category: 'training',
      price: 34.5,
      description: 'A weighted vest with adjustable plates for rucking practice.',
    },
  });
  expect(submission.status()).toBe(201);
  const reviews = (await (await request.get(`/api/products/${first!.id}/reviews`)).json()) as {
    items: { id: string }[];
  };
  const flag = await request.post(`/api/reviews/${reviews.items[0]!.id}/flags`, {
    headers: { origin },
    data: { reason: 'misleading', description: FLAG_NOTE },
  });
  expect(flag.status()).toBe(201);
}

test.describe('as a member', () => {
  test.use({ storageState: signedInSession(E2E_MEMBER) });

  test('a member who opens /admin is told Access Denied and sent home', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByText("You don't have admin privileges")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('as an admin', () => {
  test.use({ storageState: signedInSession(E2E_MODERATOR) });

  test('an admin approves a review and a product, resolves a flag, and sees the log', async ({
    page,
    baseURL,
  }) => {
    await fillQueues(page.request, new URL(baseURL!).origin);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText('Growth Rate')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Invitations', selected: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Pending Reviews' }).click();
    const review = page.getByRole('listitem').filter({ hasText: REVIEW_TITLE });
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Review approved and is now visible to the public')).toBeVisible();
    await expect(review).toBeHidden();

    await page.getByRole('tab', { name: 'Pending Products' }).click();
    const product = page.getByRole('listitem').filter({ hasText: PRODUCT });
    await product.getByLabel('Admin notes (optional)').fill('Good addition');
    await product.getByRole('button', { name: 'Approve & Publish' }).click();
    await expect(page.getByText('Product has been added to the catalog')).toBeVisible();
    await expect(product).toBeHidden();

    await page.getByRole('tab', { name: 'Review Flags' }).click();
    const flag = page.getByRole('listitem').filter({ hasText: FLAG_NOTE });
    await flag.getByRole('button', { name: 'Resolve' }).click();
    await expect(page.getByText('Flag resolved')).toBeVisible();
    await expect(flag).toBeHidden();

    await page.getByRole('tab', { name: 'Audit Log' }).click();
    const log = page.getByRole('tabpanel');
    await expect(log.getByText(`approved a product submission: ${PRODUCT}`)).toBeVisible();
    await expect(log.getByText('Notes: Good addition')).toBeVisible();
    await expect(log.getByText(`approved a review: ${REVIEW_TITLE}`)).toBeVisible();
    await expect(log.getByText(/resolved a flag/)).toBeVisible();

    // The approved product is in the catalogue.
    await page.goto(`/products?search=${encodeURIComponent(PRODUCT)}`);
    await expect(page.getByRole('link', { name: PRODUCT })).toBeVisible();
  });

  test('an admin edits a product with the submission rules, then deletes it', async ({ page }) => {
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Products', exact: true }).click();
    await page.getByLabel('Search products').fill(PRODUCT);
    const row = page.getByRole('listitem').filter({ hasText: PRODUCT });
    await row.getByRole('button', { name: `Edit ${PRODUCT}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit product' });
    await dialog.getByLabel('Price ($)').fill('36.125');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Price can have at most 2 decimal places').first()).toBeVisible();
    await dialog.getByLabel('Price ($)').fill('36');
    // Pictures are copied from Amazon's image hosts only (issue 32): the admin hears why not.
    await dialog.getByLabel('Image URL (optional)').fill('https://example.com/gear.jpg');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Product updated')).toBeVisible();
    await expect(row).toContainText('$36.00');
    await row.getByRole('button', { name: `Edit ${PRODUCT}` }).click();
    await expect(dialog.getByLabel('Image URL (optional)')).toHaveValue(
      'https://example.com/gear.jpg',
    );
    await expect(dialog.getByText(/^We couldn't copy this picture/)).toContainText(
      'Pictures are fetched only from m.media-amazon.com',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('button', { name: `Delete ${PRODUCT}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete product' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Product deleted')).toBeVisible();
    await expect(row).toBeHidden();
  });

  test('an admin answers a contact message and invites a beta requester', async ({
    page,
    baseURL,
  }) => {
    const email = `requester-${STAMP}@example.com`;
    const sent = await page.request.post('/api/invite-requests', {
      headers: { origin: new URL(baseURL!).origin },
      data: { name: 'Requester', email, branch: 'veteran', message: 'Please let me in.' },
    });
    expect(sent.status()).toBe(201);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Contact Submissions' }).click();
    const item = page.getByRole('listitem').filter({ hasText: email });
    await expect(item.getByText('Invite request', { exact: true })).toBeVisible();
    await choose(item, 'Status', 'Resolved');
    await item.getByLabel('Admin notes').fill('Invited');
    await item.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Submission updated successfully')).toBeVisible();

    await item.getByRole('button', { name: 'Create invitation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite someone' });
    await expect(dialog.getByLabel('Email')).toHaveValue(email);
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(page.getByText('Invitation created!')).toBeVisible();
  });

  test('an admin edits the banner setting and the home page shows it', async ({ page }) => {
    const banner = `Range day ${STAMP}`;
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Site Settings' }).click();
    await page.getByLabel('Banner text').fill(banner);
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(page.getByText('Setting saved')).toBeVisible();
    const toggle = page.getByRole('switch', { name: 'Show the home page banner' });
    if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    // The switch shows its new state at once and is disabled until the save has answered: a
    // page loaded before then may be rendered without the banner (or cancel the save).
    await expect(toggle).toBeEnabled();
    await page.goto('/');
    await expect(page.getByText(banner)).toBeVisible();
    // Off again, so the other specs see the default home page.
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Site Settings' }).click();
    await page.getByRole('switch', { name: 'Show the home page banner' }).click();
    await expect(page.getByRole('switch', { name: 'Show the home page banner' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(page.getByRole('switch', { name: 'Show the home page banner' })).toBeEnabled();
  });

  test("an admin switches on analytics and AdSense; a visitor's pages load them and count views", async ({
    page,
    baseURL,
    browser,
  }) => {
    const origin = new URL(baseURL!).origin;
    const GA = 'G-E2ETEST12';
    const CLIENT = 'ca-pub-1234567890123456';
    const save = async (key: string, value: string) =>
      expect(
        (
          await page.request.put(`/api/admin/settings/${key}`, {
            headers: { origin },
            data: { value },
          })
        ).status(),
      ).toBe(200);
    // A visitor without a session; Google's hosts answered by stubs (no network here).
    const visitor = await browser.newContext({ baseURL });
    try {
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'Site Settings' }).click();
      const field = page.getByLabel('Google Analytics ID');
      await field.fill('G-12');
      await expect(page.getByText('Google Analytics ID must look like G-XXXXXXXXXX')).toBeVisible();
      await field.fill(GA);
      await page.locator('form', { has: field }).getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Setting saved')).toBeVisible();
      await save('adsense_enabled', 'true');
      await save('google_adsense_client_id', CLIENT);

      const scripts: string[] = [];
      const outside: string[] = [];
      await visitor.route(
        (url) => url.protocol === 'https:',
        async (route) => {
          const url = route.request().url();
          const stub =
            url.startsWith('https://www.googletagmanager.com/gtag/js?') ||
            url.startsWith('https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?');
          (stub ? scripts : outside).push(url);
          if (!stub) return route.abort();
          return route.fulfill({ contentType: 'text/javascript', body: '/* stub */' });
        },
      );
      const v = await visitor.newPage();
      const errors: string[] = [];
      v.on('pageerror', (e) => errors.push(e.message));
      v.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
      const pageViews = () =>
        v.evaluate(() =>
          ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
            .map((entry) => Array.from(entry))
            .filter(([command, name]) => command === 'event' && name === 'page_view')
            .map(([, , params]) => params),
        );

      await v.goto('/faq');
      await expect
        .poll(() => scripts)
        .toEqual([`https://www.googletagmanager.com/gtag/js?id=${GA}`]);
      await expect
        .poll(pageViews)
        .toEqual([
          { page_path: '/faq', page_location: `${origin}/faq`, page_title: 'FAQ | Battle Ready' },
        ]);
      // A client-side navigation with a query string: one more page view, the tag not reloaded.
      await v.getByRole('combobox', { name: 'Search gear' }).fill('watch');
      await v.getByRole('combobox', { name: 'Search gear' }).press('Enter');
      await expect(v).toHaveURL(/\/products\?search=watch$/);
      await expect
        .poll(async () => (await pageViews()).at(-1))
        .toEqual({
          page_path: '/products?search=watch',
          page_location: `${origin}/products?search=watch`,
          page_title: 'All Products | Battle Ready',
        });
      // A product page fills its ad slot: AdSense's script once, one request for the unit.
      const card = v.getByRole('main').getByRole('listitem').first();
      const name = (await card.getByRole('heading').textContent())!;
      await card.getByRole('link').click();
      await expect(v.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(v.locator('ins.adsbygoogle')).toHaveAttribute('data-ad-client', CLIENT);
      await expect
        .poll(() => scripts.filter((s) => s.includes('adsbygoogle')))
        .toEqual([
          `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${CLIENT}`,
        ]);
      await expect
        .poll(() =>
          v.evaluate(() => (window as unknown as { adsbygoogle?: unknown[] }).adsbygoogle),
        )
        .toEqual([{}]);
      expect((await pageViews()).map((p) => (p as { page_title: string }).page_title)).toEqual([
        'FAQ | Battle Ready',
        'All Products | Battle Ready',
        `${name} | Battle Ready`,
      ]);
      expect(scripts).toHaveLength(2);
      expect(outside).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await visitor.close();
      // Off again, so the other specs see the default: no third party at all.
      await save('google_analytics_id', '');
      await save('adsense_enabled', 'false');
      await save('google_adsense_client_id', '');
    }
  });

  test('an admin uploads Terms v3; a signed-in user then meets the agreement dialog', async ({
    page,
  }) => {
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Legal Documents' }).click();
    await page.getByLabel('Version').fill(`3.${STAMP % 1000}`);
    await page.getByLabel('PDF file (up to 20 MB)').setInputFiles({
      name: 'terms-v3.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
      ),
    });
    await page.getByRole('button', { name: 'Upload Document' }).click();
    await expect(page.getByText(/Terms of Service version 3\.\d+ is now in force/)).toBeVisible();

    // Signed in and agreed to the earlier terms, this admin must agree again, like everyone:
    // the dialog comes up over the page at once.
    const dialog = page.getByRole('dialog', { name: 'Updated Legal Documents' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('I have read and agree to the Terms of Service').check();
    await dialog.getByLabel('I have read and agree to the Privacy Policy').check();
    await dialog.getByRole('button', { name: 'I Agree' }).click();
    await expect(dialog).toBeHidden();
  });
});
