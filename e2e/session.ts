import type { Page } from '@playwright/test';
import { expect } from './fixtures';

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
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  if (!agreeToLegal) return;
  const dialog = page.getByRole('dialog', { name: 'Updated Legal Documents' });
  // The dialog appears once the agreement check answers; give it that moment.
  await page.waitForLoadState('networkidle');
  if (await dialog.isVisible()) {
    await dialog.getByLabel('I have read and agree to the Terms of Service').check();
    await dialog.getByLabel('I have read and agree to the Privacy Policy').check();
    await dialog.getByRole('button', { name: 'I Agree' }).click();
    await expect(dialog).toBeHidden();
  }
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText("You've been successfully signed out")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
}
