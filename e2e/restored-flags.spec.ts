import type { APIRequestContext, Page } from '@playwright/test';
import type { TAdminFlag } from '../src/shared/schemas/admin';
import type { TReview } from '../src/shared/schemas/reviews';
import { E2E_MEMBER, E2E_MODERATOR } from './accounts-data';
import { violationsInBothThemes } from './axe';
import { expect, test as base } from './fixtures';
import { signedInSession } from './session';

// Issue 44: a review a moderator kept over members' flags is marked "Restored before" in the
// Review Flags tab when it is flagged again, so the moderator knows those flags were overruled
// once and the new ones come from others. The tab is axe clean with the mark, light and dark.

const RUN = Date.now();
const MEMBER_SESSION = signedInSession(E2E_MEMBER);

/** `flagger`: the member's own requests, on the session signed in once per run. */
const test = base.extend<{ flagger: APIRequestContext; origin: string }>({
  origin: async ({ baseURL }, use) => use(new URL(baseURL!).origin),
  flagger: async ({ playwright, baseURL }, use) => {
    const context = await playwright.request.newContext({ baseURL, storageState: MEMBER_SESSION });
    await use(context);
    await context.dispose();
  },
});

test.use({ storageState: signedInSession(E2E_MODERATOR) });

/** An approved review of the demo catalogue that nobody has flagged, and no e2e member wrote. */
async function unflaggedReview(page: Page) {
  const flags = (await (await page.request.get('/api/admin/flags')).json()) as {
    items: TAdminFlag[];
  };
  const flagged = new Set(flags.items.map((f) => f.review.id));
  const { items } = (await (await page.request.get('/api/products')).json()) as {
    items: { id: string }[];
  };
  for (const product of items.slice().reverse()) {
    const page1 = (await (
      await page.request.get(`/api/products/${product.id}/reviews`)
    ).json()) as { items: TReview[] };
    const review = page1.items.find(
      (r) => !flagged.has(r.id) && ![E2E_MEMBER.name, E2E_MODERATOR.name].includes(r.author.name),
    );
    if (review) return review.id;
  }
  throw new Error('no unflagged review in the demo catalogue');
}

test('a review flagged again after a moderator restored it is marked restored before', async ({
  page,
  flagger,
  origin,
}) => {
  const reviewId = await unflaggedReview(page);
  const flag = (description: string) =>
    flagger.post(`/api/reviews/${reviewId}/flags`, {
      headers: { origin },
      data: { reason: 'misleading', description },
    });
  const first = `Overstated, run ${RUN} (${test.info().project.name})`;
  expect((await flag(first)).status()).toBe(201);
  const flags = (await (await page.request.get('/api/admin/flags')).json()) as {
    items: TAdminFlag[];
  };
  const pending = flags.items.find((f) => f.description === first)!;
  const dismissed = await page.request.post(`/api/admin/flags/${pending.id}/dismiss`, {
    headers: { origin },
  });
  expect(dismissed.status()).toBe(200);
  const again = `Still overstated, run ${RUN} (${test.info().project.name})`;
  expect((await flag(again)).status()).toBe(201);

  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Review Flags' }).click();
  const item = page.getByRole('listitem').filter({ hasText: again });
  await expect(item.getByText('Restored before')).toBeVisible();
  // The dismissed flag, among the handled ones, is on the same review and says so too.
  await page.getByRole('button', { name: /^Show handled flags/ }).click();
  const handled = page.getByRole('listitem').filter({ hasText: `“${first}”` });
  await expect(handled.getByText('Dismissed')).toBeVisible();
  await expect(handled.getByText('Restored before')).toBeVisible();
  expect(await violationsInBothThemes(page)).toEqual([]);
});
