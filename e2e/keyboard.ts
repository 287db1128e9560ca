import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

// Issue 16, keyboard only: the journeys move with keys alone, and after every key press what
// has focus must show it.

/**
 * Whether the focused element shows a focus outline: its own, or its ::after's (a product
 * card's link draws its outline around the whole card that way).
 */
function focusSeen(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'nothing has focus';
    const outlined = [null, '::after'].some((pseudo) => {
      const s = getComputedStyle(el, pseudo);
      return (
        s.outlineStyle !== 'none' &&
        parseFloat(s.outlineWidth) >= 1 &&
        s.outlineColor !== 'rgba(0, 0, 0, 0)'
      );
    });
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40);
    return outlined ? 'visible' : `no focus outline on <${el.tagName.toLowerCase()}> "${name}"`;
  });
}

/** Focus may land a moment after the key (a dialog loading, a list refetching). */
export async function expectVisibleFocus(page: Page) {
  await expect.poll(() => focusSeen(page)).toBe('visible');
}

export async function expectFocusOn(page: Page, target: Locator) {
  await expect(target).toBeFocused();
  await expectVisibleFocus(page);
}

export async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  await expectVisibleFocus(page);
}

const hasFocus = (target: Locator) =>
  target.evaluateAll((els) => els.some((el) => el === document.activeElement));

/** Presses `key` until `target` (or any of the elements it matches) has focus. */
export async function pressUntil(page: Page, key: string, target: Locator, max = 12) {
  await expect(target.first()).toBeVisible();
  for (let i = 0; i < max; i++) {
    const before = await page.evaluateHandle(() => document.activeElement);
    await press(page, key);
    // Radix's roving focus (menus, tabs) moves focus in a timeout after the key: look where it
    // lands, not where it was a moment before, or the next press carries it past the target.
    const moved = await page
      .waitForFunction((el) => document.activeElement !== el, before, { timeout: 2_000 })
      .then(
        () => true,
        () => false,
      );
    await before.dispose();
    if (await hasFocus(target)) return;
    if (!moved) break;
  }
  throw new Error(`${key} ×${max} never reached ${target.toString()}`);
}

/** A page's whole header and filters may lie on the way. */
export const tabTo = (page: Page, target: Locator) => pressUntil(page, 'Tab', target, 80);

/** Signs in on /auth, agreeing to updated legal documents if the dialog asks. */
export async function signInByKeyboard(page: Page, account: { email: string; password: string }) {
  await page.goto('/auth');
  const agreements = page.waitForResponse(
    (r) => r.url().endsWith('/api/me/agreements') && r.request().method() === 'GET',
  );
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(account.email);
  await press(page, 'Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const status = (await (await agreements).json()) as { needsAgreement: boolean };
  if (status.needsAgreement) await agreeByKeyboard(page);
}

async function agreeByKeyboard(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Updated Legal Documents' });
  const terms = dialog.getByLabel('I have read and agree to the Terms of Service');
  await expectFocusOn(page, terms);
  await press(page, 'Space');
  await expect(terms).toBeChecked();
  const privacy = dialog.getByLabel('I have read and agree to the Privacy Policy');
  await tabTo(page, privacy);
  await press(page, 'Space');
  await expect(privacy).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'I Agree' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}
