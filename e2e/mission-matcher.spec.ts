import type { Page } from '@playwright/test';
import { E2E_MEMBER } from './accounts-data';
import { expect, test } from './fixtures';
import { signedInSession } from './session';

// Issue 15: a visitor builds a kit, tunes it, swaps an alternate and reopens the shared link;
// a member adds the whole kit to the Gear Kit.

const kit = (page: Page) => page.getByRole('region', { name: /kit$/ });
/** The picks' names, slot by slot: each slot card's first link (its picture is hidden). */
const pickNames = async (page: Page) => {
  const names: string[] = [];
  for (const slot of await kit(page).locator('ol > li').all()) {
    names.push((await slot.getByRole('link').first().textContent()) ?? '');
  }
  return names;
};
const total = async (page: Page) =>
  Number(
    ((await page.getByTestId('kit-total').locator('span').first().textContent()) ?? '').replace(
      /[$,]/g,
      '',
    ),
  );

test.describe('a visitor', () => {
  test('builds a kit, changes budget and a priority, swaps an alternate, and reloads it', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Find My Kit' }).click();
    await expect(page).toHaveURL(/\/mission-matcher$/);
    await expect(page.getByRole('heading', { name: 'Your Deployment kit' })).toBeVisible();

    await page.getByText('Everyday carry', { exact: true }).click();
    await expect(page).toHaveURL(/profile=everyday-carry/);
    await expect(page.getByRole('heading', { name: 'Your Everyday carry kit' })).toBeVisible();

    const budget = page.getByRole('textbox', { name: 'Budget (USD)' });
    await budget.fill('10');
    await budget.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Budget must be at least $25');
    await budget.fill('150');
    await budget.press('Enter');
    await expect(page).toHaveURL(/budget=150/);
    await expect.poll(() => total(page)).toBeLessThanOrEqual(150);
    await expect(page.getByTestId('kit-total')).toContainText('of $150.00');

    const costValue = page.getByRole('group', { name: 'Cost vs. Value' });
    await costValue.getByText('Low', { exact: true }).click();
    await expect(page).toHaveURL(/costValue=low/);
    // The last kit stays up while the new one loads (marked busy): swap in one of the new one's.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

    const swap = kit(page)
      .getByRole('button', { name: /^Swap in / })
      .first();
    const swapped = ((await swap.getAttribute('aria-label')) ?? '').replace('Swap in ', '');
    await swap.click();
    await expect(page).toHaveURL(/swap=\d+%3A[0-9a-f-]{36}|swap=\d+:[0-9a-f-]{36}/);
    await expect.poll(() => pickNames(page)).toContain(swapped);
    const before = await pickNames(page);
    const totalBefore = await total(page);
    expect(totalBefore).toBeLessThanOrEqual(150);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your Everyday carry kit' })).toBeVisible();
    expect(await pickNames(page)).toEqual(before);
    expect(await total(page)).toBe(totalBefore);
    await expect(page).toHaveTitle(/Everyday carry kit within \$150 – Mission Matcher/);

    await page.goBack();
    await expect(page).not.toHaveURL(/swap=/);
  });
});

test.describe('a member', () => {
  test.use({ storageState: signedInSession(E2E_MEMBER) });

  test('adds the whole kit to the Gear Kit and sees the badge count it', async ({ page }) => {
    await page.goto('/mission-matcher?profile=pt-fitness&budget=10000');
    await expect(page.getByRole('heading', { name: 'Your PT & fitness kit' })).toBeVisible();
    const badge = page
      .getByRole('banner')
      .getByRole('link', { name: /Profile/ })
      .first();
    const count = async () =>
      Number(/(\d+) items? in your Gear Kit/.exec((await badge.textContent()) ?? '')?.[1] ?? 0);
    const before = await count();
    await page.getByRole('button', { name: 'Add kit to Gear Kit' }).click();
    const toast = page.getByText(/^Added \d+ items? to your Gear Kit$/);
    await expect(toast).toBeVisible();
    const added = Number(/Added (\d+)/.exec((await toast.textContent()) ?? '')?.[1]);
    expect(added).toBeGreaterThan(0);
    await expect.poll(count).toBe(before + added);

    // Leaving out the Gear Kit now gives a kit with none of those picks.
    const picks = await pickNames(page);
    await page.getByRole('switch', { name: 'Leave out what is already in my Gear Kit' }).click();
    await expect(page).toHaveURL(/skipKit=1/);
    await expect(page.getByText('Leaving out what is already in your Gear Kit.')).toBeVisible();
    for (const name of await pickNames(page)) expect(picks).not.toContain(name);
  });
});
