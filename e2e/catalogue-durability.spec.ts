import type { Locator, Page } from '@playwright/test';
import type { TProductPage } from '../src/shared/schemas/products';
import { violationsEverywhere } from './axe';
import { expect, test } from './fixtures';
import { press, tabTo } from './keyboard';

// Issue 47, keyboard only: the catalogue's "Most durable" sort puts the gear most owners still
// have in service at 12 months first, and "Field-tested only" keeps to gear with field reports,
// in the URL. The demo seed gives products owners' field reports.

const cards = (page: Page) => page.getByRole('main').getByRole('listitem');

/** Each card's "86 % in service at 12 months" as 86, in order; null where a card has none. */
const figures = (page: Page) =>
  cards(page).evaluateAll((items) =>
    items.map((item) => {
      const said = item.textContent?.match(/(\d+)\s%\sin service at 12 months/);
      return said ? Number(said[1]) : null;
    }),
  );

/**
 * Highest first, and every card without a figure after every card with one, once the list shown
 * is the sorted one (the last stays up until it arrives).
 */
const expectMostDurableFirst = (page: Page) =>
  expect(async () => {
    const found = await figures(page);
    const withFigure = found.filter((f) => f !== null);
    expect(withFigure.length, 'cards with a 12-month figure').toBeGreaterThan(0);
    expect(found.slice(0, withFigure.length)).toEqual([...withFigure].sort((a, b) => b - a));
  }).toPass();

/** "34 products" → 34, once the list has settled. */
async function productCount(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const status = page.getByRole('status').filter({ hasText: /^[\d,]+ products?$/ });
  return Number((await status.textContent())!.replace(/\D/g, ''));
}

/**
 * The count says `n` products. After the URL changes the last list stays up, not busy, until the
 * next arrives: this waits for the count rather than reading the one still shown.
 */
const expectProductCount = (page: Page, n: number) =>
  expect(page.getByRole('status').filter({ hasText: /^[\d,]+ products?$/ })).toHaveText(
    `${n.toLocaleString('en-US')} ${n === 1 ? 'product' : 'products'}`,
  );

/** A closed select steps through its options with the arrow keys, as a reader's would. */
async function chooseByKeys(page: Page, select: Locator, value: string) {
  await tabTo(page, select);
  for (let i = 0; i < 8 && (await select.inputValue()) !== value; i++)
    await press(page, 'ArrowDown');
  await expect(select).toHaveValue(value);
}

test('Most durable orders the catalogue; Field-tested only narrows it and stays in the URL', async ({
  page,
}) => {
  await page.goto('/products');
  const all = await productCount(page);

  await chooseByKeys(page, page.getByRole('combobox', { name: 'Sort by' }), 'durability');
  await expect(page).toHaveURL(/\/products\?sort=durability$/);
  await expect(
    page.getByRole('combobox', { name: 'Sort by' }).locator('option:checked'),
  ).toHaveText('Most durable');
  await expectProductCount(page, all);
  await expectMostDurableFirst(page);

  // From a shared link to the second page, the box takes the reader back to the first.
  await page.goto('/products?sort=durability&page=2');
  const fieldTested = page.getByRole('checkbox', { name: 'Field-tested only' });
  await expect(fieldTested).not.toBeChecked();
  await tabTo(page, fieldTested);
  await press(page, 'Space');
  await expect(fieldTested).toBeChecked();
  await expect(page).toHaveURL(/\/products\?sort=durability&fieldTested=1$/);
  const answer = await page.request.get('/api/products?fieldTested=1');
  const tested = ((await answer.json()) as TProductPage).total;
  expect(tested).toBeGreaterThan(0);
  expect(tested).toBeLessThan(all);
  await expectProductCount(page, tested);
  await expectMostDurableFirst(page);
  expect(await violationsEverywhere(page)).toEqual([]);

  // The URL keeps it: a reload shows the same list, the box still ticked.
  await page.reload();
  await expect(fieldTested).toBeChecked();
  await expectProductCount(page, tested);

  await tabTo(page, fieldTested);
  await press(page, 'Space');
  await expect(fieldTested).not.toBeChecked();
  await expect(page).toHaveURL(/\/products\?sort=durability$/);
  await expectProductCount(page, all);

  await press(page, 'Space');
  await expect(page).toHaveURL(/fieldTested=1/);
  await tabTo(page, page.getByRole('button', { name: 'Reset' }));
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/products$/);
  // Reset, disabled once pressed, hands focus to the count, which says the new one.
  await expect(page.getByRole('status').filter({ hasText: /products?$/ })).toBeFocused();
  await expect(fieldTested).not.toBeChecked();
  await expectProductCount(page, all);
});
