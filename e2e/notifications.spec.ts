import type { Browser, Page } from '@playwright/test';
import { NOTIFICATION_MSG } from '../src/shared/schemas/notifications';
import { E2E_MEMBER, E2E_MODERATOR, REVIEW_FIELDS } from './accounts-data';
import { violationsInBothThemes } from './axe';
import { bell, bellName, unreadNow } from './bell';
import { expect, test } from './fixtures';
import { linkIn, mailTo } from './mail';
import { signedInSession } from './session';
import { productNotYetReviewed } from './unreviewed';

// Issue 28: a member's review approved by a moderator in another browser raises the member's
// bell without a reload; the notifications page and the unsubscribe page (reached from the
// approval's e-mail) have no axe violations in either theme at 1280 and 390 px. Each page is
// loaded once and checked in all four ways, as the suite's time is short.
test.describe.configure({ mode: 'serial' });
test.use({ storageState: signedInSession(E2E_MEMBER) });

const TITLE = `Bell review ${Date.now()}`;

/** The moderator approves the review from a browser of their own. */
async function approveElsewhere(browser: Browser, origin: string, reviewId: string) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const signedIn = await context.request.post('/api/auth/sign-in/email', {
      headers: { origin },
      data: { email: E2E_MODERATOR.email, password: E2E_MODERATOR.password },
    });
    expect(signedIn.ok()).toBe(true);
    const approved = await context.request.post(`/api/admin/reviews/${reviewId}/approve`, {
      headers: { origin },
    });
    expect(approved.ok()).toBe(true);
  } finally {
    await context.close();
  }
}

/** The member's e-mail about `title`: the outbox's worker sends it a moment after the event. */
async function mailAbout(title: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await mailTo(E2E_MEMBER.email, new RegExp(title));
    } catch (err) {
      if (attempt === 4) throw err;
    }
  }
}

/** What axe finds at each width, in each theme. */
async function violationsEverywhere(page: Page) {
  const found: string[] = [];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const v of await violationsInBothThemes(page)) found.push(`${width}px ${v}`);
  }
  return found;
}

let unreadBefore = 0;

test("a review approved in another browser raises the member's bell, no reload", async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  await page.goto('/');
  unreadBefore = await unreadNow(page);
  await expect(bell(page)).toHaveAccessibleName(bellName(unreadBefore));

  const productId = (await productNotYetReviewed(page)).split('/').pop()!;
  const written = await page.request.post(`/api/products/${productId}/reviews`, {
    headers: { origin },
    data: {
      title: TITLE,
      content: 'Two weeks in the field; it did what it should and nothing came loose.',
      ...REVIEW_FIELDS,
      pros: [],
      cons: [],
    },
  });
  expect(written.status()).toBe(201);
  const { id } = (await written.json()) as { id: string };
  await approveElsewhere(browser, origin, id);

  await expect(bell(page)).toHaveAccessibleName(bellName(unreadBefore + 1));
  // Said once, politely, by the bell's live region.
  await expect(page.getByRole('status').filter({ hasText: /^1 new notification, / })).toHaveCount(
    1,
  );
});

test('the notifications page: the new one unread, axe clean; following it marks it read', async ({
  page,
}) => {
  await page.goto('/');
  await bell(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const newest = page
    .getByRole('list', { name: 'Your notifications' })
    .getByRole('listitem')
    .first();
  await expect(newest).toContainText(`Unread: Your review "${TITLE}"`);
  await expect(newest.locator('time')).toHaveAttribute('datetime', /^\d{4}-/);
  expect(await violationsEverywhere(page)).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 900 });
  await newest.getByRole('link').click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(bell(page)).toHaveAccessibleName(bellName(unreadBefore));

  // Back on the page, everything else is marked read at once.
  await page.goBack();
  const markAll = page.getByRole('button', { name: 'Mark all as read' });
  if (unreadBefore > 0) await markAll.click();
  await expect(markAll).toBeDisabled();
  await expect(page.getByText('Nothing unread')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
});

test.describe('the unsubscribe link of the e-mail', () => {
  // A visitor: the link works without signing in.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('turns that e-mail off once, undoes, and is axe clean', async ({ page }) => {
    const mail = await mailAbout(TITLE);
    const link = new URL(linkIn(mail, '/unsubscribe?token='));
    let asked = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/unsubscribe') asked++;
    });
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('status')).toContainText(
      'You will no longer get e-mails about: Your reviews, questions and answers approved or rejected.',
    );
    expect(asked, 'the link is used once on arrival').toBe(1);
    expect(await violationsEverywhere(page)).toEqual([]);

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('status')).toContainText('These e-mails are back on');
    await expect(page.getByRole('button', { name: 'Unsubscribe again' })).toBeFocused();
  });

  test.describe('refused', () => {
    test.use({ expectedStatuses: [400] });

    test('without a token, or with a forged one, says why', async ({ page }) => {
      await page.goto('/unsubscribe');
      await expect(page.getByRole('alert')).toHaveText(NOTIFICATION_MSG.tokenInvalid);
      await page.goto('/unsubscribe?token=forged.token');
      await expect(page.getByRole('alert')).toHaveText(NOTIFICATION_MSG.tokenInvalid);
    });
  });
});
