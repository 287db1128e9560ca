import type { APIRequestContext, Page } from '@playwright/test';
import type { TMyReview } from '../src/shared/schemas/me';
import { E2E_MODERATOR, E2E_REPORTER, REVIEW_SCORES } from './accounts-data';
import { apiAs } from './api-session';
import { startInTheme, THEMES, violations } from './axe';
import { expect, test } from './fixtures';
import { signedInSession } from './session';

// Issue 30, the moderator's side: a member's field report waits in the Pending Reviews tab marked
// as a report, with the review it follows beside it, and is approved there; an approved review
// edited since shows what changed behind "Changed since approved". The tab is axe clean in light
// and dark (the phone project runs this file too). Each test takes one of the reporter's aged
// reviews (prepare.ts) that no earlier test has used.

const RUN = Date.now();

test.use({ storageState: signedInSession(E2E_MODERATOR) });

/** The reporter's approved review, with no report or edit yet; `origin` for their writes. */
async function freshReview(request: APIRequestContext) {
  const origin = await apiAs(request, E2E_REPORTER);
  const { items } = (await (await request.get('/api/me/reviews')).json()) as {
    items: TMyReview[];
  };
  const review = items.find(
    (r) => r.status === 'approved' && r.reports.length === 0 && r.editedAt === null,
  );
  if (!review) throw new Error("the reporter's prepared reviews are all used");
  return { origin, review };
}

async function openPendingTab(page: Page) {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Pending Reviews' }).click();
}

/** Axe finds nothing in the tab in either theme, once `ready` has brought up what to check. */
async function expectAxeClean(page: Page, ready: () => Promise<void>) {
  for (const theme of THEMES) {
    await startInTheme(page, theme);
    await page.reload();
    await page.getByRole('tab', { name: 'Pending Reviews' }).click();
    await ready();
    expect(await violations(page), theme).toEqual([]);
  }
}

test('a moderator approves a field report read beside its review', async ({ page, request }) => {
  const { origin, review } = await freshReview(request);
  const content = `The hip belt buckle cracked on a cold morning, run ${RUN}.`;
  const posted = await request.post(`/api/reviews/${review.id}/reports`, {
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

  await expectAxeClean(page, () => expect(item).toBeVisible());

  // Reject asks for a note, naming the report; closed unsent, focus goes back to Reject.
  const reject = item.getByRole('button', { name: 'Reject' });
  await reject.click();
  const dialog = page.getByRole('dialog', { name: 'Reject this field report?' });
  await expect(dialog).toContainText(
    `The field report on “${review.title}” by ${E2E_REPORTER.name}`,
  );
  await expect(dialog.getByRole('button', { name: 'Reject field report' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(reject).toBeFocused();

  await item.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(
    page.getByText('Field report approved and is now visible to the public'),
  ).toBeVisible();
  await expect(item).toHaveCount(0);
});

test('an edited review shows what changed since it was approved', async ({ page, request }) => {
  const { origin, review } = await freshReview(request);
  const title = `Six months on, run ${RUN}`;
  const edited = await request.patch(`/api/reviews/${review.id}`, {
    headers: { origin },
    data: {
      title,
      content: review.content.replace('held through', 'frayed after'),
      ...REVIEW_SCORES,
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

  await expectAxeClean(page, async () => {
    await disclosure.click();
    await expect(item.locator('ins').first()).toBeVisible();
  });

  await item.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Review approved and is now visible to the public')).toBeVisible();
  await expect(item).toHaveCount(0);
});
