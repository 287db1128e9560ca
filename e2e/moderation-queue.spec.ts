import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { E2E_MODERATOR, E2E_SAILOR, REVIEW_FIELDS } from './accounts-data';
import { apiAs } from './api-session';
import { expect, test } from './fixtures';
import { expectFocusOn, press, pressUntil, tabTo } from './keyboard';
import { signedInSession } from './session';

// Issue 29: the pending reviews come riskiest first, each with its reasons; a moderator clears
// them with the keyboard alone: moving with j/k, rejecting one with r (and a note), selecting
// with x and rejecting the selection at once (confirmed), approving with a. Focus shows
// throughout and goes on to the next review after each decision.

const RUN = Date.now();
const SPAM = `Best deal ${RUN}`;
const COPY = `Best deal again ${RUN}`;
const PLAIN = `Solid pouch ${RUN}`;
const KEEPER = `Dry after every crossing ${RUN}`;
const SPAM_TEXT =
  'Great gear, but buy it cheaper at http://deals.example/pouch and www.cheap-gear.example today!';

test.use({ storageState: signedInSession(E2E_MODERATOR) });

/** Four pending reviews by one member on four products: a linked one, a copy of it, two plain. */
async function seedQueue(request: APIRequestContext) {
  const origin = await apiAs(request, E2E_SAILOR);
  const mine = (await (await request.get('/api/me/reviews')).json()) as {
    items: { productId: string }[];
  };
  const reviewed = new Set(mine.items.map((r) => r.productId));
  const { items } = (await (await request.get('/api/products')).json()) as {
    items: { id: string }[];
  };
  const products = items.filter((p) => !reviewed.has(p.id));
  const reviews = [
    [SPAM, SPAM_TEXT],
    [COPY, `${SPAM_TEXT} `],
    [PLAIN, 'Fits four magazines and the drain hole keeps it dry after river crossings.'],
    [KEEPER, 'The roll-top seals well; a week of rain and the spare socks stayed dry.'],
  ];
  for (const [i, [title, content]] of reviews.entries()) {
    const posted = await request.post(`/api/products/${products[i]!.id}/reviews`, {
      headers: { origin },
      data: { title, content, ...REVIEW_FIELDS },
    });
    expect(posted.status()).toBe(201);
  }
}

const queueItem = (page: Page, title: string) =>
  page.getByRole('tabpanel').getByRole('article', { name: title });

async function focusItem(page: Page, item: Locator) {
  await press(page, 'Home');
  if (await item.evaluate((el) => el === document.activeElement)) return;
  await pressUntil(page, 'j', item, 30);
}

test('a moderator clears a risky queue with the keyboard', async ({ page, request }) => {
  await seedQueue(request);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  // The tabs are one stop: Tab reaches the open one, arrows move along them.
  const tab = page.getByRole('tab', { name: 'Pending Reviews' });
  await tabTo(page, page.getByRole('tab', { selected: true }));
  await pressUntil(page, 'ArrowRight', tab);
  await expect(tab).toHaveAttribute('aria-selected', 'true');

  const spam = queueItem(page, SPAM);
  await expect(spam).toBeVisible();
  // The riskiest first: the linked review and its copy lead the queue, with their reasons.
  const titles = await page
    .getByRole('tabpanel')
    .getByRole('article')
    .evaluateAll((els) => els.slice(0, 2).map((el) => el.querySelector('h3')?.textContent));
  expect(titles.sort()).toEqual([COPY, SPAM].sort());
  await expect(spam.getByText(/link/i).first()).toBeVisible();
  await expect(
    queueItem(page, COPY).getByRole('link', { name: /similar to another review/ }),
  ).toBeVisible();

  // Into the queue: the first review is one stop after the selection buttons and the help.
  await tabTo(page, page.getByRole('tabpanel').getByRole('article').first());
  await focusItem(page, spam);
  await expectFocusOn(page, spam);

  // r: reject with a note; focus goes on to the review after it.
  await press(page, 'r');
  const reject = page.getByRole('dialog', { name: 'Reject this review?' });
  await expect(reject).toBeVisible();
  await page.keyboard.type('Links to a shop are not a review.');
  // Issue 52: the reason, after the note, is asked for.
  await pressUntil(page, 'Tab', reject.getByLabel('Reason'));
  await reject.getByLabel('Reason').selectOption('spam');
  await pressUntil(page, 'Tab', reject.getByRole('button', { name: 'Reject review' }));
  await press(page, 'Enter');
  await expect(page.getByText('Review rejected and will not be displayed')).toBeVisible();
  await expect(spam).toHaveCount(0);
  await expect(page.locator('[data-queue-item]:focus')).toHaveCount(1);

  // x on the copy and on a plain one, then Reject selected, confirmed.
  const copy = queueItem(page, COPY);
  const plain = queueItem(page, PLAIN);
  await focusItem(page, copy);
  await press(page, 'x');
  await focusItem(page, plain);
  await press(page, 'x');
  await expect(copy.getByRole('checkbox')).toBeChecked();
  await expect(plain.getByRole('checkbox')).toBeChecked();
  await expect(page.getByText('2 selected')).toBeVisible();
  await pressUntil(page, 'Shift+Tab', page.getByRole('button', { name: 'Reject selected' }), 60);
  await press(page, 'Enter');
  const rejectMany = page.getByRole('dialog', { name: 'Reject 2 reviews?' });
  await expect(rejectMany).toBeVisible();
  await rejectMany.getByLabel('Reason').selectOption('not_first_hand');
  await pressUntil(page, 'Tab', rejectMany.getByRole('button', { name: 'Reject 2 reviews' }));
  await press(page, 'Enter');
  await expect(page.getByText('2 reviews rejected and will not be displayed')).toBeVisible();
  await expect(copy).toHaveCount(0);
  await expect(plain).toHaveCount(0);
  await expect(page.locator('[data-queue-item]:focus')).toHaveCount(1);

  // a: approve the one worth keeping; focus goes on.
  const keeper = queueItem(page, KEEPER);
  await focusItem(page, keeper);
  await press(page, 'a');
  await expect(page.getByText('Review approved and is now visible to the public')).toBeVisible();
  await expect(keeper).toHaveCount(0);
});
