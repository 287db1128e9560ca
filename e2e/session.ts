import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
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

/** The saved sessions of this worker, by account: each is signed in once. */
const savedSessions = new Set<string>();
process.on('exit', () => {
  for (const state of savedSessions) rmSync(state, { force: true });
});

/**
 * A saved session signed in earlier in the run may meet legal documents uploaded since (the
 * admin's journeys upload some): it agrees to them as `signIn` does, so no spec finds the
 * blocking dialog over its page.
 */
async function agreeToNewDocuments(browser: Browser, state: string) {
  const context = await browser.newContext({ storageState: state });
  try {
    const origin = new URL(test.info().project.use.baseURL!).origin;
    const status = (await (await context.request.get(`${origin}/api/me/agreements`)).json()) as {
      needsAgreement: boolean;
      missingDocuments: { id: string }[];
    };
    if (!status.needsAgreement) return;
    const agreed = await context.request.post(`${origin}/api/me/agreements`, {
      headers: { origin },
      data: { documentIds: status.missingDocuments.map((d) => d.id) },
    });
    expect(agreed.ok()).toBe(true);
  } finally {
    await context.close();
  }
}

/**
 * The path of a saved session of `account`, for `test.use({ storageState })`, signed in once
 * per worker by the first spec file that asks: sign-in is limited to 5 a minute per address and
 * email, so signing the same member in for file after file ran into it whenever the files were
 * quick. A test on such a session must not sign out, or the next file's session is gone.
 */
export function signedInSession(account: { email: string; password: string }) {
  const state = path.join(
    os.tmpdir(),
    `br-e2e-session-${account.email.replace(/[^a-z0-9]+/gi, '-')}-${process.pid}.json`,
  );
  test.beforeAll(async ({ browser }) => {
    if (savedSessions.has(state)) {
      await agreeToNewDocuments(browser, state);
      return;
    }
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    await signIn(await context.newPage(), account.email, account.password);
    await context.storageState({ path: state });
    await context.close();
    savedSessions.add(state);
  });
  return state;
}
