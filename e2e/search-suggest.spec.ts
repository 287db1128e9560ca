import type { Locator, Page } from '@playwright/test';
import { violationsInBothThemes } from './axe';
import { expect, test } from './fixtures';
import { expectFocusOn, press, tabTo } from './keyboard';

// Issue 31, keyboard only: a visitor types a misspelt term in the header's box, arrows to a
// suggested product and opens it with Enter. Runs in the desktop and the phone project: each
// header has its own box, and only the one on show is a combobox the visitor can reach.

/** "ripstop" less an o: the demo catalogue's poncho is found by its correction. */
const TYPED = 'ripstp';
const CORRECTED = 'ripstop';
const PONCHO = 'Basecamp Forge Ripstop Shelter Poncho';

const box = (page: Page) => page.getByRole('combobox', { name: 'Search gear' });
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' });

/** From the top of the home page: Tab to the box, type, and wait for the suggestions. */
async function typeInHeader(page: Page, term: string) {
  await page.goto('/');
  await tabTo(page, box(page));
  await page.keyboard.type(term);
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(listbox(page).getByRole('option', { name: PONCHO })).toBeVisible();
}

/** `option` is the one aria-activedescendant points at, and the only one selected. */
async function expectActive(page: Page, option: Locator) {
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(listbox(page).getByRole('option', { selected: true })).toHaveCount(1);
  await expect(box(page)).toHaveAttribute(
    'aria-activedescendant',
    (await option.getAttribute('id'))!,
  );
}

test('a visitor types a misspelt term, arrows to a suggested product and opens it', async ({
  page,
}) => {
  await typeInHeader(page, TYPED);
  const search = page.getByRole('search').filter({ has: box(page) });
  await expect(search.getByText(`Showing results for ${CORRECTED}`, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: /^\d+ suggestions?, showing results for ripstop$/ }),
  ).toHaveCount(1);
  // The matched word is marked, in the name's own case.
  await expect(
    listbox(page).getByRole('option', { name: PONCHO }).locator('mark', { hasText: 'Ripstop' }),
  ).toBeVisible();
  await expect(listbox(page).getByRole('group', { name: 'Products' })).toBeVisible();
  await expect(box(page)).not.toHaveAttribute('aria-activedescendant');

  // The phone's popup fits its screen, and each option is a finger's width tall.
  const width = page.viewportSize()!.width;
  if (width < 640) {
    const frame = (await listbox(page).boundingBox())!;
    expect(frame.x).toBeGreaterThanOrEqual(0);
    expect(frame.x + frame.width).toBeLessThanOrEqual(width);
    for (const option of await listbox(page).getByRole('option').all())
      expect((await option.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }

  // Up from the box wraps to the last option, "See all results"; Home goes to the first.
  const options = listbox(page).getByRole('option');
  await press(page, 'ArrowUp');
  await expectActive(page, listbox(page).getByRole('option', { name: /^See all results for/ }));
  await press(page, 'Home');
  await expectActive(page, options.first());
  const poncho = listbox(page).getByRole('option', { name: PONCHO });
  for (let i = 0; i < 12 && (await poncho.getAttribute('aria-selected')) !== 'true'; i++)
    await press(page, 'ArrowDown');
  await expectActive(page, poncho);
  await expectFocusOn(page, box(page));
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/product\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name: PONCHO })).toBeVisible();
});

test('Escape closes the suggestions, a second Escape empties the box', async ({ page }) => {
  await typeInHeader(page, TYPED);
  await press(page, 'ArrowDown');
  await press(page, 'Escape');
  await expect(listbox(page)).toBeHidden();
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(box(page)).not.toHaveAttribute('aria-activedescendant');
  await expect(box(page)).toHaveValue(TYPED);
  await press(page, 'Escape');
  await expect(box(page)).toHaveValue('');
  await expectFocusOn(page, box(page));
});

test('Enter with no option active searches the catalogue, which offers the search as typed', async ({
  page,
}) => {
  await typeInHeader(page, TYPED);
  await press(page, 'Enter');
  await expect(page).toHaveURL(`/products?search=${TYPED}`);
  const main = page.getByRole('main');
  await expect(main.getByText(`Showing results for ${CORRECTED}`)).toBeVisible();
  await expect(main.getByRole('heading', { name: PONCHO })).toBeVisible();
  const exact = main.getByRole('link', { name: `Search instead for ${TYPED}` });
  await tabTo(page, exact);
  await press(page, 'Enter');
  await expect(page).toHaveURL(`/products?search=${TYPED}&exact=1`);
  // The link goes with the notice: focus waits on the count of what the exact search found.
  await expectFocusOn(page, main.getByRole('status'));
  await expect(main.getByRole('status')).toHaveText('0 products');
  await expect(main.getByText(`Showing results for ${CORRECTED}`)).toBeHidden();
  await expect(main.getByText('No products found matching your filters.')).toBeVisible();
});

test('the open suggestions have no axe violations, light or dark', async ({ page }) => {
  await typeInHeader(page, TYPED);
  await press(page, 'ArrowDown');
  await expect(listbox(page).getByRole('option', { selected: true })).toHaveCount(1);
  expect(await violationsInBothThemes(page)).toEqual([]);
});
