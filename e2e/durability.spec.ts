import type { APIRequestContext, Page } from '@playwright/test';
import { percentText, survivalHeadline } from '../src/shared/durability';
import type { TDurability } from '../src/shared/schemas/durability';
import { violationsEverywhere } from './axe';
import { expect, test } from './fixtures';
import { expectFocusOn, press, tabTo } from './keyboard';

// Issue 47: how long gear lasts, from the demo seed's field reports. A product page's "How long
// it lasts" and compare's "How long they last": the chart, its table reached and opened with
// the keyboard alone, axe clean in light and dark; at 1280 and 390 px.
// Their figures are server markup kept as it is: a first visit never fetches their code.

interface Card {
  id: string;
  name: string;
  survival12Months: number | null;
}

/** The catalogue by 12-month survival: the seed's products with an estimate come first. */
async function byDurability(request: APIRequestContext) {
  const res = await request.get('/api/products?sort=durability');
  const { items } = (await res.json()) as { items: Card[] };
  const lasting = items.filter((p) => p.survival12Months !== null);
  expect(lasting.length, 'the demo seed has products with a survival estimate').toBeGreaterThan(1);
  // The page's last: the fewest owners, too few for an estimate.
  const unmeasured = items.at(-1)!;
  expect(unmeasured.survival12Months).toBeNull();
  return { lasting, unmeasured };
}

async function durabilityOf(request: APIRequestContext, id: string) {
  return (await (await request.get(`/api/products/${id}/durability`)).json()) as TDurability;
}

/** The figures' chunks the page fetched: none on a first visit, whose markup the server drew. */
function figureChunks(page: Page) {
  const fetched: string[] = [];
  page.on('request', (req) => {
    if (/\/durability-(comparison-)?figures-[^/]*\.js$/.test(req.url())) fetched.push(req.url());
  });
  return fetched;
}

test('a product page says how long it lasts, with its chart and a table the keyboard opens', async ({
  page,
  request,
}) => {
  const { lasting } = await byDurability(request);
  const product = lasting[0]!;
  const { owners, curve, modes } = await durabilityOf(request, product.id);
  const fetched = figureChunks(page);

  await page.goto(`/product/${product.id}`);
  await page.waitForLoadState('networkidle');
  const section = page.getByRole('region', { name: 'How long it lasts' });
  await expect(section.getByText(survivalHeadline(curve, owners)!)).toBeVisible();
  await expect(
    section.getByRole('img', { name: /^Share still in service by months owned/ }),
  ).toBeVisible();
  // What gave out, one item a failure mode.
  await expect(section.getByRole('listitem')).toHaveCount(modes.length);
  expect(fetched, 'a first visit keeps the server’s markup').toEqual([]);

  const summary = section.getByText('Show the data as a table');
  const table = section.getByRole('table', { name: 'Share still in service by month owned' });
  await expect(table).toBeHidden();
  await tabTo(page, summary);
  await expectFocusOn(page, summary);
  await press(page, 'Enter');
  await expect(table).toBeVisible();
  // A header row, then a row a step of the curve.
  await expect(table.getByRole('row')).toHaveCount(curve.length + 1);
  await expect(table.getByRole('row').nth(1)).toHaveText(
    `0${percentText(1)}${percentText(1)}${owners}`,
  );
  expect(await violationsEverywhere(page)).toEqual([]);

  // The FAQ says how the estimate is made.
  await section.getByRole('link', { name: 'How is this worked out?' }).click();
  await expect(page).toHaveURL(/\/faq#how-long-it-lasts$/);
  await expect(
    page.getByRole('heading', { name: 'How is “How long it lasts” worked out?' }),
  ).toBeInViewport();
  // Open at its answer, not only scrolled to its question.
  await expect(page.locator('#how-long-it-lasts')).toHaveAttribute('open', '');
  await expect(page.getByText('Kaplan-Meier').first()).toBeVisible();
});

test('compare draws the products’ curves on one chart and reads each at 12 months', async ({
  page,
  request,
}) => {
  const { lasting, unmeasured } = await byDurability(request);
  const [a, b] = [lasting[0]!, lasting[1]!];
  const fetched = figureChunks(page);

  await page.goto(`/compare?ids=${a.id},${b.id},${unmeasured.id}`);
  await page.waitForLoadState('networkidle');
  const row = page.getByRole('region', { name: 'In service at 12 months' });
  await expect(row.getByText(percentText(a.survival12Months!), { exact: true })).toBeVisible();
  await expect(row.getByText(percentText(b.survival12Months!), { exact: true })).toBeVisible();
  await expect(row.getByText('Not enough field reports yet')).toBeVisible();

  const card = page.getByRole('region', { name: 'How long they last' });
  const legend = card.getByRole('listitem');
  await expect(legend).toHaveText([
    a.name,
    b.name,
    `${unmeasured.name} — not enough field reports yet`,
  ]);
  const chart = card.getByRole('img', { name: /^Share still in service by months owned/ });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleName(new RegExp(`${a.name}: .*; ${b.name}: `));
  expect(fetched, 'a first visit keeps the server’s markup').toEqual([]);

  const summary = card.getByText('Show the data as a table');
  await tabTo(page, summary);
  await press(page, 'Enter');
  await expect(card.getByRole('table', { name: a.name })).toBeVisible();
  await expect(card.getByRole('table', { name: b.name })).toBeVisible();
  await expect(card.getByRole('table')).toHaveCount(2);
  expect(await violationsEverywhere(page)).toEqual([]);

  // A product page reached in the app draws the figures itself, loading their code then.
  await page.getByRole('link', { name: a.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${a.id}$`));
  await expect(
    page
      .getByRole('region', { name: 'How long it lasts' })
      .getByRole('img', { name: /^Share still in service by months owned/ }),
  ).toBeVisible();
  expect(fetched).toHaveLength(1);
});
