import type { APIRequestContext, Page } from '@playwright/test';
import {
  E2E_MODERATOR,
  E2E_SAILOR,
  E2E_VETERAN,
  REVIEW_FIELDS,
  VERIFY_PROVIDER_NAME,
} from './accounts-data';
import { apiAs } from './api-session';
import { violationsEverywhere } from './axe';
import { expect, test } from './fixtures';
import { mailTo } from './mail';
import { signedInSession } from './session';
import { productNotYetReviewed } from './unreviewed';

// Issue 29: a member verifies their service through the local OpenID provider (serve.mjs runs
// one, which answers as a veteran), another through a code sent to a .mil address and read from
// the mail outbox; the badge shows on their profile and on their approved review.

/** A review of a product the page's member has not reviewed, approved by a moderator. */
async function approvedReviewBy(page: Page, request: APIRequestContext, title: string) {
  const path = await productNotYetReviewed(page);
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const posted = await page.request.post(`/api${path.replace('/product/', '/products/')}/reviews`, {
    headers: { origin },
    data: {
      title,
      content: 'Carried it through two deployments; the stitching never gave.',
      ...REVIEW_FIELDS,
    },
  });
  expect(posted.status()).toBe(201);
  const { id } = (await posted.json()) as { id: string };
  await apiAs(request, E2E_MODERATOR);
  const approved = await request.post(`/api/admin/reviews/${id}/approve`, {
    headers: { origin },
    data: {},
  });
  expect(approved.ok()).toBe(true);
  return path;
}

test.describe('through the identity provider', () => {
  test.use({ storageState: signedInSession(E2E_VETERAN) });

  test('a veteran verifies; the badge shows on their profile and their review, Verified only keeps it', async ({
    page,
    request,
  }) => {
    const title = `Deployment tested ${Date.now()}`;
    const productPath = await approvedReviewBy(page, request, title);

    await page.goto('/profile?tab=verification');
    await page.getByRole('button', { name: `Verify with ${VERIFY_PROVIDER_NAME}` }).click();
    await expect(page).toHaveURL(/\/verify\/callback\?/);
    await expect(page.getByText('Your service is verified')).toBeVisible();
    await expect(page.getByRole('status').getByText('Veteran')).toBeVisible();
    await page.getByRole('link', { name: 'Back to your verification' }).click();
    await expect(page).toHaveURL(/tab=verification/);
    await expect(page.getByRole('button', { name: 'Remove verification' })).toBeVisible();
    await expect(page.getByText('Verified Veteran').first()).toBeVisible();

    await page.goto(productPath);
    await page.getByLabel('Search reviews').fill(title);
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText('Verified Veteran')).toBeVisible();
    await page.getByLabel('Verified only').check();
    await expect(card).toBeVisible();
    await expect(page.getByText(/^[1-9]\d* of \d+ reviews? from verified members$/)).toBeVisible();
  });
});

test.describe('with a .mil code', () => {
  test.use({ storageState: signedInSession(E2E_SAILOR) });

  test('a sailor verifies with a code from their .mil mailbox; the tab is axe clean, light and dark, wide and narrow', async ({
    page,
  }) => {
    const address = 'deck.seaman@navy.mil';
    await page.goto('/profile?tab=verification');
    const email = page.getByLabel('Your .mil e-mail address');
    await email.fill('deck.seaman@gmail.com');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Enter an address on a .mil domain').first()).toBeVisible();

    await email.fill(address);
    await page.getByRole('button', { name: 'Send code' }).click();
    const codeField = page.getByLabel('Code from the e-mail');
    await expect(codeField).toBeVisible();
    const mail = await mailTo(address, /code/i);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toBeTruthy();
    await codeField.fill(code!);
    await page.getByRole('button', { name: 'Confirm code' }).click();
    await expect(page.getByText('Your reviews now carry the badge')).toBeVisible();
    await expect(page.getByText('Verified Service Member').first()).toBeVisible();

    await expect(page.getByRole('button', { name: 'Remove verification' })).toBeVisible();
    expect(await violationsEverywhere(page)).toEqual([]);
    await page.getByRole('button', { name: 'Remove verification' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove your verification?' });
    await expect(confirm).toBeVisible();
    expect(await violationsEverywhere(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
  });
});
