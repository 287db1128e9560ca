import type { Browser, Page } from '@playwright/test';
import { APPEAL_MSG } from '../src/shared/schemas/appeals';
import { APPEAL_REVIEW_TITLE, E2E_ADMIN, E2E_APPELLANT, E2E_MODERATOR } from './accounts-data';
import { violationsEverywhere } from './axe';
import { bell, bellName, unreadNow } from './bell';
import { expect, test } from './fixtures';
import { signedInSession } from './session';

// Issue 52: the author of a rejected review appeals it in their browser; the moderator who
// rejected it may not settle it; another admin reverses it in a third, and the author's bell
// rises without a reload. The profile's and the admins' Appeals tabs and both dialogs have no
// axe violations, light and dark, at 1280 and 390 px. prepare.ts wrote the rejection.
test.use({ storageState: signedInSession(E2E_APPELLANT) });
const moderatorState = signedInSession(E2E_MODERATOR);
const adminState = signedInSession(E2E_ADMIN);

const NOTE = 'It is my own winter with it: I bought it and used it every night, no advert.';
const REASON = 'First-hand and on topic; the link to the maker was not there.';

/** The admins' Appeals tab, in a browser of its own signed in as `state`'s admin. */
async function appealsTabAs(browser: Browser, state: string) {
  const context = await browser.newContext({ storageState: state });
  const page = await context.newPage();
  await page.goto('/admin');
  // Not the fixture's page: wait as it would for the app to take the page over.
  await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
  await page.getByRole('tab', { name: 'Appeals', exact: true }).click();
  const appeal = page.getByRole('article', { name: APPEAL_REVIEW_TITLE });
  await expect(appeal).toBeVisible();
  return { context, page, appeal };
}

const decision = (page: Page) => page.getByRole('article', { name: APPEAL_REVIEW_TITLE });

test('an author appeals a rejection; another admin reverses it in another browser and the author’s bell rises', async ({
  page,
  browser,
}) => {
  await page.goto('/profile?tab=appeals');
  const appealable = decision(page);
  await expect(appealable).toContainText('Rejected: Spam or advertising');
  await expect(appealable).toContainText("Moderator's note: Reads like an advert.");
  expect(await violationsEverywhere(page)).toEqual([]);

  await appealable.getByRole('button', { name: 'Appeal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Appeal the decision on your review?' });
  const note = dialog.getByLabel('Why the decision should change');
  await note.fill('Unfair.');
  await dialog.getByRole('button', { name: 'Send appeal' }).click();
  await expect(dialog.getByText(APPEAL_MSG.noteTooShort)).toBeVisible();
  await expect(note).toHaveAttribute('aria-invalid', 'true');
  expect(await violationsEverywhere(page)).toEqual([]);
  await note.fill(NOTE);
  await dialog.getByRole('button', { name: 'Send appeal' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Appeal sent')).toBeVisible();
  const made = page.getByRole('region', { name: 'Your appeals' }).getByRole('article');
  await expect(made).toContainText(NOTE);
  await expect(made).toContainText('Open');
  await expect(page.getByRole('region', { name: 'Decisions you can appeal' })).toHaveCount(0);
  const before = await unreadNow(page);

  // The moderator who rejected it sees the appeal, and may not settle it.
  const moderator = await appealsTabAs(browser, moderatorState);
  try {
    await expect(moderator.appeal.getByRole('button', { name: 'Settle' })).toBeDisabled();
    await expect(moderator.appeal).toContainText(
      'You made this decision: another admin settles its appeal.',
    );
  } finally {
    await moderator.context.close();
  }

  const admin = await appealsTabAs(browser, adminState);
  try {
    await expect(admin.appeal).toContainText(NOTE);
    await expect(admin.appeal).toContainText(`by ${E2E_MODERATOR.name}`);
    expect(await violationsEverywhere(admin.page)).toEqual([]);
    await admin.appeal.getByRole('button', { name: 'Settle' }).click();
    const settle = admin.page.getByRole('dialog', { name: 'Settle this appeal?' });
    await settle.getByRole('button', { name: 'Settle appeal' }).click();
    await expect(settle.getByText(APPEAL_MSG.outcome)).toBeVisible();
    await expect(settle.getByText(APPEAL_MSG.reasonRequired)).toBeVisible();
    expect(await violationsEverywhere(admin.page)).toEqual([]);
    await settle.getByRole('radio', { name: 'Reverse: restore it' }).check();
    await settle.getByLabel('Reason, for the author').fill(REASON);
    await settle.getByRole('button', { name: 'Settle appeal' }).click();
    await expect(settle).toBeHidden();
    await expect(admin.page.getByText('Decision reversed')).toBeVisible();
    await expect(admin.appeal).toBeHidden();
  } finally {
    await admin.context.close();
  }

  await expect(bell(page)).toHaveAccessibleName(bellName(before + 1), { timeout: 15_000 });
  await page.reload();
  await expect(made).toContainText('Reversed');
  await expect(made).toContainText(`Admin’s reason: ${REASON}`);
});
