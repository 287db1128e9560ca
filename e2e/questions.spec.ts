import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_MEMBER, E2E_MODERATOR, E2E_VETERAN } from './accounts-data';
import { apiAs } from './api-session';
import { violationsEverywhere } from './axe';
import { expect, test } from './fixtures';
import { expectFocusOn, press, tabTo } from './keyboard';
import { signedInSession } from './session';

// Issue 50: a member asks on a product's Questions tab; a moderator lets it through; an owner,
// asked by the site, answers; the asker marks the answer that helped, by keyboard; a visitor
// reads owners' answers first. Axe finds nothing on the tab in either theme at 1280 and 390 px.
test.describe.configure({ mode: 'serial' });
test.use({ storageState: signedInSession(E2E_MEMBER) });

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

/** A request context signed in as `account`, and the origin its writes must name. */
async function as(request: APIRequestContext, account: { email: string; password: string }) {
  return { request, origin: await apiAs(request, account) };
}

test('approved, it asks an owner, who answers; the asker marks it by keyboard', async ({
  page,
  playwright,
  baseURL,
}) => {
  const id = await productId(page, ASKED_ON);
  const owner = await as(await playwright.request.newContext({ baseURL }), E2E_VETERAN);
  const moderator = await as(await playwright.request.newContext({ baseURL }), E2E_MODERATOR);
  try {
    const kept = await owner.request.put(`/api/me/gear-kit/${id}`, {
      headers: { origin: owner.origin },
    });
    expect(kept.ok()).toBe(true);
    const approve = (path: string) =>
      moderator.request.post(path, { headers: { origin: moderator.origin }, data: {} });
    expect((await approve(`/api/admin/questions/${questionId}/approve`)).ok()).toBe(true);
    // The site asks the owner, in the background.
    await expect
      .poll(async () => {
        const res = await owner.request.get('/api/me/notifications');
        const { items } = (await res.json()) as { items: { kind: string; link: string }[] };
        return items.some(
          (n) => n.kind === 'question_for_owner' && n.link.endsWith(`#question-${questionId}`),
        );
      })
      .toBe(true);
    const answered = await owner.request.post(`/api/questions/${questionId}/answers`, {
      headers: { origin: owner.origin },
      data: { text: ANSWER },
    });
    expect(answered.status()).toBe(201);
    const { id: answerId, status } = (await answered.json()) as { id: string; status: string };
    if (status === 'pending')
      expect((await approve(`/api/admin/answers/${answerId}/approve`)).ok()).toBe(true);
  } finally {
    await owner.request.dispose();
    await moderator.request.dispose();
  }

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
