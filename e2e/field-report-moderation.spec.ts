import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { TMyReview } from '../src/shared/schemas/me';
import { E2E_MODERATOR, E2E_REPORTER, REVIEW_FIELDS, REVIEW_SCORES } from './accounts-data';
import { expectFocusOn, press, pressUntil, tabTo } from './keyboard';
import { violationsEverywhere } from './axe';
import { expect, test as base } from './fixtures';
import { signedInSession } from './session';

// Issue 30, the moderator's side: a member's field report waits in the Pending Reviews tab marked
// as a report, with the review it follows beside it, and is approved there; an approved review
// edited since shows what changed behind "Changed since approved". The tab is axe clean in light
// and dark, at 1280 and 390 px. Each test takes one of the reporter's aged
// reviews (prepare.ts) that no earlier test has used.

const RUN = Date.now();

const REPORTER_SESSION = signedInSession(E2E_REPORTER);

/**
 * `reporter`: the reporter's own requests, on a session signed in once per run: sign-in is
 * limited to 5 a minute per e-mail, and this file's tests at both widths would pass it.
 */
const test = base.extend<{ reporter: APIRequestContext; origin: string }>({
  origin: async ({ baseURL }, use) => use(new URL(baseURL!).origin),
  reporter: async ({ playwright, baseURL }, use) => {
    const context = await playwright.request.newContext({
      baseURL,
      storageState: REPORTER_SESSION,
    });
    await use(context);
    await context.dispose();
  },
});

test.use({ storageState: signedInSession(E2E_MODERATOR) });

/** The reporter's approved reviews with no report or edit yet. */
async function freshReviews(reporter: APIRequestContext, count: number) {
  const { items } = (await (await reporter.get('/api/me/reviews')).json()) as {
    items: TMyReview[];
  };
  const fresh = items.filter(
    (r) => r.status === 'approved' && r.reports.length === 0 && r.editedAt === null,
  );
  if (fresh.length < count) throw new Error("the reporter's prepared reviews are all used");
  return fresh.slice(0, count);
}

async function freshReview(reporter: APIRequestContext) {
  return (await freshReviews(reporter, 1))[0]!;
}

async function openPendingTab(page: Page) {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Pending Reviews' }).click();
}

test('a moderator approves a field report read beside its review', async ({
  page,
  reporter,
  origin,
}) => {
  const review = await freshReview(reporter);
  const content = `The hip belt buckle cracked on a cold morning, run ${RUN}.`;
  const posted = await reporter.post(`/api/reviews/${review.id}/reports`, {
    headers: { origin },
    data: { monthsOwned: 9, state: 'failed', content, ...REVIEW_SCORES, durability: 3 },
  });
  expect(posted.status()).toBe(201);

  await openPendingTab(page);
  const item = page.getByRole('article', { name: `On “${review.title}”` });
  await expect(item).toBeVisible();
  await expect(item.getByText('Field report', { exact: true })).toBeVisible();
  await expect(item.getByText('Broke or failed')).toBeVisible();
  await expect(item.getByText('9 months owned')).toBeVisible();
  await expect(item.getByText(content)).toBeVisible();
  // The new scores read against the review's: durability was 8, now 3.
  await expect(item.getByRole('definition').filter({ hasText: '8 → now 3' })).toBeVisible();
  // The original beside it: its title, text and scores.
  const original = item.getByRole('region', { name: /^Original review/ });
  await expect(original.getByText(review.title, { exact: true })).toBeVisible();
  await expect(original.getByText(review.content)).toBeVisible();
  await expect(original.getByRole('img', { name: '4.0 out of 5 stars' })).toBeVisible();
  await expect(item.getByRole('link', { name: review.productName })).toBeVisible();

  expect(await violationsEverywhere(page)).toEqual([]);

  // Reject asks for a note, naming the report; closed unsent, focus goes back to Reject.
  const reject = item.getByRole('button', { name: 'Reject' });
  await reject.click();
  const dialog = page.getByRole('dialog', { name: 'Reject this field report?' });
  await expect(dialog).toContainText(
    `The field report on “${review.title}” by ${E2E_REPORTER.name}`,
  );
  await expect(dialog.getByRole('button', { name: 'Reject field report' })).toBeVisible();
  expect(await violationsEverywhere(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(reject).toBeFocused();

  await item.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(
    page.getByText('Field report approved and is now visible to the public'),
  ).toBeVisible();
  await expect(item).toHaveCount(0);
});

test('an edited review shows what changed since it was approved', async ({
  page,
  reporter,
  origin,
}) => {
  const review = await freshReview(reporter);
  const title = `Six months on, run ${RUN}`;
  const edited = await reporter.patch(`/api/reviews/${review.id}`, {
    headers: { origin },
    data: {
      title,
      content: review.content.replace('held through', 'frayed after'),
      ...REVIEW_FIELDS,
      durability: 4,
      pros: ['Light', 'Packs small'],
      cons: review.cons,
    },
  });
  expect(edited.ok()).toBe(true);

  await openPendingTab(page);
  const item = page.getByRole('article', { name: title });
  const disclosure = item.getByRole('button', { name: 'Changed since approved' });
  await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  await disclosure.click();
  await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
  const changes = item.locator(`#${await disclosure.getAttribute('aria-controls')}`);
  await expect(changes.locator('del', { hasText: review.title })).toBeVisible();
  await expect(changes.locator('ins', { hasText: title })).toBeVisible();
  await expect(changes.locator('del', { hasText: 'held through' })).toBeVisible();
  await expect(changes.locator('ins', { hasText: 'frayed after' })).toBeVisible();
  await expect(changes.getByText('Durability 8 → 4')).toBeVisible();
  await expect(changes.locator('ins', { hasText: 'Packs small' })).toBeVisible();
  await expect(changes.locator('del', { hasText: 'Quiet' })).toBeVisible();

  expect(await violationsEverywhere(page)).toEqual([]);

  await item.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Review approved and is now visible to the public')).toBeVisible();
  await expect(item).toHaveCount(0);
});

/** Home, then j until `item` has focus. */
async function focusItem(page: Page, item: Locator) {
  await press(page, 'Home');
  if (await item.evaluate((el) => el === document.activeElement)) return;
  await pressUntil(page, 'j', item, 30);
}

test('a moderator rejects one field report with a note and approves another, by keyboard alone', async ({
  page,
  reporter,
  origin,
}) => {
  const reviews = await freshReviews(reporter, 2);
  const [toReject, toApprove] = reviews as [TMyReview, TMyReview];
  const note = `Say what broke, not where to buy a new one (run ${RUN}).`;
  for (const [review, content] of [
    [toApprove, `Still carried every week, run ${RUN}; the stitching holds.`],
    [toReject, `Bought a better one at a shop I can link you to, run ${RUN}.`],
  ] as const) {
    const posted = await reporter.post(`/api/reviews/${review.id}/reports`, {
      headers: { origin },
      data: { monthsOwned: 1, state: 'in_service', content },
    });
    expect(posted.status()).toBe(201);
  }

  await openPendingTab(page);
  const reports = page.getByRole('list', {
    name: 'Field reports, long-waiting first, then newest',
  });
  const rejectItem = reports.getByRole('article', { name: `On “${toReject.title}”` });
  const approveItem = reports.getByRole('article', { name: `On “${toApprove.title}”` });
  // Into the reports' list, which follows the reviews' own, and to the report to refuse.
  await tabTo(page, reports.getByRole('article'));
  await focusItem(page, rejectItem);
  await expectFocusOn(page, rejectItem);

  // r asks for a note; sent, focus goes on to the report that followed.
  await press(page, 'r');
  const dialog = page.getByRole('dialog', { name: 'Reject this field report?' });
  await expect(dialog).toBeVisible();
  // The dialog focuses its note a moment after it shows; keys typed before would go elsewhere.
  await expect(dialog.getByRole('textbox')).toBeFocused();
  await page.keyboard.type(note);
  await dialog.getByLabel('Reason').selectOption('off_topic');
  await pressUntil(page, 'Tab', dialog.getByRole('button', { name: 'Reject field report' }));
  await press(page, 'Enter');
  await expect(page.getByText('Field report rejected and will not be displayed')).toBeVisible();
  await expect(rejectItem).toHaveCount(0);
  await expect(page.locator('[data-queue-item]:focus')).toHaveCount(1);

  // a approves the other where it stands.
  await focusItem(page, approveItem);
  await press(page, 'a');
  await expect(
    page.getByText('Field report approved and is now visible to the public'),
  ).toBeVisible();
  await expect(approveItem).toHaveCount(0);

  // The author hears of both, the refusal with the moderator's note; their review lists each.
  const { items } = (await (await reporter.get('/api/me/notifications')).json()) as {
    items: { title: string; detail: string | null }[];
  };
  const refused = items.find(
    (n) => n.title.includes(`“${toReject.title}”`) || n.title.includes(`"${toReject.title}"`),
  );
  expect(refused?.title).toMatch(/was not approved$/);
  expect(refused?.detail).toBe(`Moderator's note: ${note}`);
  const mine = (await (await reporter.get('/api/me/reviews')).json()) as { items: TMyReview[] };
  const statusOf = (id: string) => mine.items.find((r) => r.id === id)?.reports[0]?.status;
  expect([statusOf(toReject.id), statusOf(toApprove.id)]).toEqual(['rejected', 'approved']);
});
