import type { Browser, Page } from '@playwright/test';
import { E2E_MEMBER, E2E_MODERATOR, E2E_VETERAN } from './accounts-data';
import { apiAs } from './api-session';
import { violationsEverywhere } from './axe';
import { bell, bellName, unreadNow } from './bell';
import { expect, test } from './fixtures';
import { expectFocusOn, press, pressUntil, tabTo } from './keyboard';
import { signedInSession } from './session';

// Issue 50: a member asks on a product's Questions tab; a moderator lets it through from the
// admin's Questions tab; an owner, asked by the site, answers in their own browser; the asker's
// bell rises each time without a reload, and they mark the answer that helped; a visitor reads
// it. All by keyboard. Axe finds nothing on the tab or the queue in either theme at 1280 and
// 390 px.
test.describe.configure({ mode: 'serial' });
test.use({ storageState: signedInSession(E2E_MEMBER) });
const moderatorState = signedInSession(E2E_MODERATOR);
const ownerState = signedInSession(E2E_VETERAN);

const ASKED_ON = 'Cinder Trail Lightweight Bivy Cover';
const ANSWERED_ON = 'Ironpine Vanguard 32L Assault Pack';
const QUESTION = `Does the bivy fit over a three-season bag with a pad inside? (${Date.now()})`;
const ANSWER = 'Yes, with a regular pad inside; a wide pad makes the zip tight at the shoulders.';

async function productId(page: Page, name: string) {
  const res = await page.request.get(`/api/products?search=${encodeURIComponent(name)}`);
  const { items } = (await res.json()) as { items: { id: string; name: string }[] };
  return items.find((p) => p.name === name)!.id;
}

const tab = (page: Page) => page.getByRole('region', { name: 'Questions' });

test('a visitor reads owners’ answers first, the one that helped marked', async ({ browser }) => {
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const page = await visitor.newPage();
    await page.goto(`/product/${await productId(page, ANSWERED_ON)}?tab=questions`);
    const question = page.getByRole('article', { name: /take a 3L reservoir/ });
    await expect(question).toBeVisible();
    const first = question.getByRole('article').first();
    await expect(first.getByText('Owns it')).toBeVisible();
    await expect(first.getByText('Helped the asker')).toBeVisible();
    await expect(tab(page).getByText('to ask the members who carry this gear')).toBeVisible();
    expect(await violationsEverywhere(page)).toEqual([]);
  } finally {
    await visitor.close();
  }
});

let questionId = '';

test('a member asks by keyboard; it waits for a moderator', async ({ page }) => {
  const id = await productId(page, ASKED_ON);
  await page.goto(`/product/${id}?tab=questions`);
  const field = page.getByLabel('Your question');
  await tabTo(page, field);
  await page.keyboard.type(QUESTION);
  const ask = page.getByRole('button', { name: 'Ask', exact: true });
  await tabTo(page, ask);
  await expectFocusOn(page, ask);
  await press(page, 'Enter');
  await expect(page.getByText('Question submitted')).toBeVisible();
  const mine = tab(page).getByRole('article', { name: QUESTION });
  await expect(mine.getByText('Waiting for a moderator')).toBeVisible();
  questionId = (await mine.getAttribute('id'))!.replace('question-', '');
  expect(await violationsEverywhere(page)).toEqual([]);
});

/** A second browser with a signed-in session (`signedInSession`, made before the tests). */
async function browserOf(browser: Browser, storageState: string) {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  return { context, page };
}

/** Not the fixture's page: wait as it would for the app to take the page over. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
}

test('a moderator lets it through by keyboard; an owner asked answers in their browser; the asker’s bell rises each time', async ({
  page,
  browser,
}) => {
  test.slow(); // three browsers, axe at two widths in two themes, a moderation
  const id = await productId(page, ASKED_ON);
  await page.goto('/');
  const unread = await unreadNow(page);
  await expect(bell(page)).toHaveAccessibleName(bellName(unread));

  // The veteran keeps the bivy, so the site asks them once the question is public.
  const owner = await browserOf(browser, ownerState);
  const moderator = await browserOf(browser, moderatorState);
  try {
    const origin = new URL(page.url()).origin;
    const kept = await owner.page.request.put(`/api/me/gear-kit/${id}`, { headers: { origin } });
    expect(kept.ok()).toBe(true);

    const admin = moderator.page;
    await open(admin, '/admin');
    const questionsTab = admin.getByRole('tab', { name: 'Questions', exact: true });
    await tabTo(admin, admin.getByRole('tab', { selected: true }));
    await pressUntil(admin, 'ArrowRight', questionsTab);
    await expect(questionsTab).toHaveAttribute('aria-selected', 'true');
    const item = admin.getByRole('article', { name: 'Question by Field Tester' }).filter({
      hasText: QUESTION,
    });
    await expect(item).toContainText(ASKED_ON);
    await tabTo(admin, admin.locator('[data-queue-item][tabindex="0"]'));
    await press(admin, 'Home');
    if (!(await item.evaluate((el) => el === document.activeElement))) {
      await pressUntil(admin, 'j', item, 30);
    }
    expect(await violationsEverywhere(admin)).toEqual([]);
    await expectFocusOn(admin, item);
    await press(admin, 'a');
    await expect(
      admin.getByText('Question approved and is now visible to the public'),
    ).toBeVisible();
    await expect(item).toHaveCount(0);
    // The asker hears it was approved, live.
    await expect(bell(page)).toHaveAccessibleName(bellName(unread + 1), { timeout: 15_000 });

    // The owner is asked in the background; the notice leads them to the question.
    const ownerPage = owner.page;
    await expect
      .poll(async () => {
        const res = await ownerPage.request.get('/api/me/notifications');
        const { items } = (await res.json()) as { items: { kind: string; link: string }[] };
        return items.some(
          (n) => n.kind === 'question_for_owner' && n.link.endsWith(`#question-${questionId}`),
        );
      })
      .toBe(true);
    await open(ownerPage, '/notifications');
    const notice = ownerPage
      .getByRole('list', { name: 'Your notifications' })
      .getByRole('listitem')
      .filter({ hasText: `A member asks about the ${ASKED_ON}` })
      .first();
    await tabTo(ownerPage, notice.getByRole('link'));
    await press(ownerPage, 'Enter');
    await expect(ownerPage).toHaveURL(new RegExp(`#question-${questionId}$`));
    const asked = tab(ownerPage).getByRole('article', { name: QUESTION });
    await tabTo(ownerPage, asked.getByRole('button', { name: 'Answer', exact: true }));
    await press(ownerPage, 'Enter');
    await expectFocusOn(ownerPage, asked.getByLabel('Your answer'));
    await ownerPage.keyboard.type(ANSWER);
    await tabTo(ownerPage, asked.getByRole('button', { name: 'Post answer' }));
    await press(ownerPage, 'Enter');
    // A member of a week or less waits for a moderator, as a review would.
    await expect(
      ownerPage.getByText('A moderator will look at it before it is public.'),
    ).toBeVisible();
    await expectFocusOn(ownerPage, asked.getByRole('button', { name: 'Answer', exact: true }));
    const mine = asked.getByRole('article', { name: /^Answer by / });
    await expect(mine).toContainText(ANSWER);
    await expect(mine.getByText('Waiting for a moderator')).toBeVisible();
    const answerId = (await mine.getAttribute('id'))!.replace('answer-', '');
    const approved = await admin.request.post(`/api/admin/answers/${answerId}/approve`, {
      headers: { origin },
      data: {},
    });
    expect(approved.ok()).toBe(true);
  } finally {
    await owner.context.close();
    await moderator.context.close();
  }
  // The asker hears it was answered, live.
  await expect(bell(page)).toHaveAccessibleName(bellName(unread + 2), { timeout: 15_000 });

  await page.goto(`/product/${id}?tab=questions#question-${questionId}`);
  const question = tab(page).getByRole('article', { name: QUESTION });
  const answer = question.getByRole('article', { name: /^Answer by / });
  await expect(answer).toContainText(ANSWER);
  await expect(answer.getByText('Owns it')).toBeVisible();
  const helped = answer.getByRole('button', { name: 'This helped' });
  await tabTo(page, helped);
  await press(page, 'Enter');
  await expect(answer.getByRole('button', { name: 'Marked as helpful' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(answer.getByText('Helped the asker')).toBeVisible();
});

test('a visitor sees the owner’s answer that helped', async ({ browser }) => {
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const page = await visitor.newPage();
    await open(page, `/product/${await productId(page, ASKED_ON)}?tab=questions`);
    const answer = tab(page)
      .getByRole('article', { name: QUESTION })
      .getByRole('article', { name: /^Answer by / });
    await expect(answer).toContainText(ANSWER);
    await expect(answer.getByText('Owns it')).toBeVisible();
    await expect(answer.getByText('Helped the asker')).toBeVisible();
  } finally {
    await visitor.close();
  }
});

test('a reader opens an edited question’s earlier version by keyboard', async ({
  page,
  playwright,
  baseURL,
}) => {
  const id = await productId(page, ANSWERED_ON);
  const moderator = await playwright.request.newContext({ baseURL });
  const origin = await apiAs(moderator, E2E_MODERATOR);
  const before = `Does the waist belt come off without tools? (${Date.now()})`;
  const after = `${before.slice(0, -1)}, and the frame sheet too?)`;
  try {
    // An admin's question is public at once, so its rewrite keeps the version readers saw.
    const asked = await moderator.post(`/api/products/${id}/questions`, {
      headers: { origin },
      data: { text: before },
    });
    const { id: questionId } = (await asked.json()) as { id: string };
    const edited = await moderator.patch(`/api/questions/${questionId}`, {
      headers: { origin },
      data: { text: after },
    });
    expect(edited.ok()).toBe(true);
    await page.goto(`/product/${id}?tab=questions#question-${questionId}`);
    const question = tab(page).getByRole('article', { name: after });
    const history = question.getByRole('button', { name: 'Edited · earlier versions' });
    // Tabbing starts where the reader is reading: at the question's words, not the page's top,
    // which as many other questions as earlier specs asked may lie ahead of.
    await question.getByText(after).click();
    await tabTo(page, history);
    await press(page, 'Enter');
    const dialog = page.getByRole('dialog', { name: 'Earlier versions' });
    await expect(dialog.getByText('Version 1')).toBeVisible();
    await expect(dialog).toContainText(before);
    await press(page, 'Escape');
    await expect(dialog).toBeHidden();
    await expectFocusOn(page, history);
    // Axe scans the dialog opened again, after the focus's return is checked: in one CI run the
    // focus was not back on the button after the scans at 390 and 1280 px (cause not found).
    await press(page, 'Enter');
    await expect(dialog.getByText('Version 1')).toBeVisible();
    expect(await violationsEverywhere(page)).toEqual([]);
  } finally {
    await moderator.dispose();
  }
});
