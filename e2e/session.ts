import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Signs in through /auth. Accounts the e2e prepare step created have not agreed to the legal
 * documents yet; unless a test is about that dialog, agree so the page is usable.
 */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  { agreeToLegal = true } = {},
) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  // The layout asks whether documents await agreement once the member is known; its answer
  // says whether the dialog will appear, so nothing here depends on how long that takes.
  const agreementCheck = agreeToLegal
    ? page.waitForResponse(
        (r) => r.url().endsWith('/api/me/agreements') && r.request().method() === 'GET',
      )
    : null;
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  if (!agreementCheck) return;
  const status = (await (await agreementCheck).json()) as { needsAgreement: boolean };
  if (!status.needsAgreement) return;
  const dialog = page.getByRole('dialog', { name: 'Updated Legal Documents' });
  await dialog.getByLabel('I have read and agree to the Terms of Service').check();
  await dialog.getByLabel('I have read and agree to the Privacy Policy').check();
  await dialog.getByRole('button', { name: 'I Agree' }).click();
  await expect(dialog).toBeHidden();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText("You've been successfully signed out")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
}

/**
 * Signs an account in once for a whole spec file and returns the saved session's path, for
 * `test.use({ storageState })`: sign-in is limited to 5 a minute per address and email, and
 * several specs sign the same accounts in. Call it at the top of a file; the file is removed
 * when the file's tests are done.
 */
export function signInOncePerFile(account: { email: string; password: string }, label: string) {
  const state = path.join(os.tmpdir(), `br-e2e-${label}-${process.pid}.json`);
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    await signIn(await context.newPage(), account.email, account.password);
    await context.storageState({ path: state });
    await context.close();
  });
  test.afterAll(() => rmSync(state, { force: true }));
  return state;
}
