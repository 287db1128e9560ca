import type { Page } from '@playwright/test';
import { longDate } from '@shared/format';
import { E2E_ROAMER, ROAMER_REVIEW_TITLE } from './accounts-data';
import { expect, test } from './fixtures';
import { signIn, signOut } from './session';

// Issue 51, offline: the service worker keeps the pages a reader saw and shows them without a
// connection under a notice of when they were kept; a page never seen shows the offline page,
// listing what was kept. A field report written offline is kept as a draft, waits, and is posted
// once when the connection returns. A member's pages and drafts go at sign-out. A new release's
// worker waits until the reader takes it, then the page reloads into it.
test.describe.configure({ mode: 'serial' });
test.use({
  serviceWorkers: 'allow',
  storageState: { cookies: [], origins: [] },
  expectOffline: true,
});

const PRODUCT = 'Drillhall 30 lb Cast Iron Ruck Plate';
const NOTICE = `Offline — showing what you saw on ${longDate(new Date())}`;

/** The paths (with their queries) the worker has kept pages of. */
const keptPaths = (page: Page) =>
  page.evaluate(async () => {
    if (!(await caches.has('kept-pages'))) return [];
    const pages = await caches.open('kept-pages');
    return (await pages.keys()).map(({ url }) => url.slice(new URL(url).origin.length));
  });

const keptAnswers = (page: Page) =>
  page.evaluate(async () =>
    (await caches.has('kept-answers'))
      ? (await (await caches.open('kept-answers')).keys()).length
      : 0,
  );

/** Until the service worker answers this page's requests and has kept `path`. */
async function kept(page: Page, path: string) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(() => keptPaths(page)).toContain(path);
}

/** The browser goes offline for the test's body and comes back whatever happens. */
async function offline(page: Page, body: () => Promise<void>) {
  await page.context().setOffline(true);
  try {
    await body();
  } finally {
    await page.context().setOffline(false);
  }
}

async function productPath(page: Page) {
  const res = await page.request.get(`/api/products?search=${encodeURIComponent(PRODUCT)}`);
  const { items } = (await res.json()) as { items: { id: string; name: string }[] };
  return `/product/${items.find((p) => p.name === PRODUCT)!.id}`;
}

test('pages read are kept: offline they open under a notice, and a page never read shows what was kept', async ({
  page,
}) => {
  // The first page loads before the worker looks after anything: it keeps it once it does.
  await page.goto('/faq');
  await kept(page, '/faq');
  const product = await productPath(page);
  // Reached inside the app, with no page fetched: kept as the app's page with its answers.
  await page.goto(`/products?search=${encodeURIComponent(PRODUCT)}`);
  await page.getByRole('link', { name: PRODUCT }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await kept(page, product);
  await expect(page.getByText(NOTICE)).toBeHidden();

  await offline(page, async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: NOTICE })).toBeVisible();

    // A link without a connection loads the page whole, which the worker has.
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'FAQ' })
      .click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1, name: /Frequently Asked/ })).toBeVisible();
    await expect(page.getByText(NOTICE)).toBeVisible();

    await page.goto('/compare');
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await expect(page).toHaveURL(/\/compare$/);
    const list = page.getByRole('list').filter({ has: page.getByRole('link', { name: /FAQ/ }) });
    await list.getByRole('link', { name: new RegExp(PRODUCT) }).click();
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
    await expect(page.getByText(NOTICE)).toBeVisible();
  });

  // Back online, the next answer from the server ends the notice.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await expect(page.getByText(NOTICE)).toBeHidden();
});

/** The drafts this device keeps (lib/offline/use-draft.ts), by form. */
const drafts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('battle-ready');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('drafts')) return resolve([]);
          const all = db.transaction('drafts').objectStore('drafts').getAll();
          all.onsuccess = () => resolve((all.result as { form: string }[]).map((d) => d.form));
          all.onerror = () => reject(all.error);
        };
      }),
  );

async function roamersReview(page: Page) {
  const { items } = (await (await page.request.get('/api/me/reviews')).json()) as {
    items: { id: string; productId: string; title: string; reports: unknown[] }[];
  };
  return items.find((r) => r.title === ROAMER_REVIEW_TITLE)!;
}

test('a field report written without a connection waits as typed, and is posted once when it returns', async ({
  page,
}) => {
  await signIn(page, E2E_ROAMER.email, E2E_ROAMER.password);
  const review = await roamersReview(page);
  expect(review.reports).toEqual([]);
  const reportPage = `/product/${review.productId}?report=${review.id}`;
  await page.goto(reportPage);
  let form = page.getByRole('dialog', { name: 'Add field report' });
  const words = 'The filter clogged on silty water in week three; backflushing cleared it.';
  await form.getByLabel('What happened').fill(words);

  // Left and come back to: the words are there, and can be thrown away.
  await expect.poll(() => drafts(page)).toContain(`report:${review.id}:new`);
  await page.goto(reportPage);
  form = page.getByRole('dialog', { name: 'Add field report' });
  await expect(form.getByLabel('What happened')).toHaveValue(words);
  await expect(form.getByText(/Your draft from .* is back, as you left it\./)).toBeVisible();

  await offline(page, async () => {
    await form.getByRole('button', { name: 'Submit Field Report' }).click();
    await expect(form).toBeHidden();
    await expect(
      page.getByText('Waiting for a connection — will send automatically: your field report'),
    ).toBeVisible();
  });
  // Back online: the page (and the worker's Background Sync) send it, the server acts once.
  await expect(page.getByText('Field report submitted!')).toBeVisible();
  await expect(page.getByText(/Waiting for a connection/)).toBeHidden();
  await expect.poll(async () => (await roamersReview(page)).reports).toHaveLength(1);
  expect(await drafts(page)).not.toContain(`report:${review.id}:new`);
  await page.reload();
  expect((await roamersReview(page)).reports).toHaveLength(1);
});

test("a member's Gear Kit opens offline, and signing out takes every kept page of theirs", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  await signIn(page, E2E_ROAMER.email, E2E_ROAMER.password);
  const product = await productPath(page);
  const put = await page.request.put(`/api/me/gear-kit/${product.split('/').at(-1)}`, {
    headers: { origin },
  });
  expect(put.ok()).toBe(true);
  await page.goto('/profile?tab=gear-kit');
  await expect(page.getByRole('link', { name: PRODUCT })).toBeVisible();
  await kept(page, '/profile?tab=gear-kit');

  await offline(page, async () => {
    await page.reload();
    await expect(page.getByRole('link', { name: PRODUCT })).toBeVisible();
    await expect(page.getByText(NOTICE)).toBeVisible();
  });

  // A message begun on the contact page is kept as a draft, theirs alone.
  await page.goto('/contact');
  await page.getByLabel('Message').fill('Is there a field manual for the gravity filter?');
  await expect.poll(() => drafts(page)).toContain('contact');
  await signOut(page);
  expect(await drafts(page)).toEqual([]);
  // Nothing of theirs is left: what is kept now is a visitor's, from after the sign-out.
  expect(await keptPaths(page)).not.toContain('/profile?tab=gear-kit');
  await offline(page, async () => {
    await page.goto('/profile?tab=gear-kit');
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await expect(page.getByRole('link', { name: PRODUCT })).toBeHidden();
  });
  expect(await keptAnswers(page)).toBeLessThan(10);
});

test('a new release waits for the reader, who reloads into it whole', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.evaluate(() => ((window as { before?: true }).before = true));
  // The browser finds a new release as a worker script that differs from the running one's;
  // another address for the same script stands for it here.
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?release=next'));

  const offer = page.getByText('A new version of Battle Ready is ready.');
  await expect(offer).toBeVisible();
  // It waits: the page still runs on the worker it started with.
  const running = () => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
  expect(await running()).toMatch(/\/sw\.js$/);
  expect(await page.evaluate(() => (window as { before?: true }).before)).toBe(true);

  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
  expect(await page.evaluate(() => (window as { before?: true }).before)).toBeUndefined();
  expect(await running()).toMatch(/\/sw\.js\?release=next$/);
});
