import { expect, test } from './fixtures';

test('compare three products, then reload the shared URL', async ({ page }) => {
  await page.goto('/compare');
  await expect(page.getByRole('heading', { name: 'Comparison' })).toHaveCount(0);

  const pick = async (slot: number, term: string) => {
    const box = page.getByRole('combobox', { name: `Product ${slot}` });
    await box.fill(term);
    const option = page.getByRole('option').first();
    await expect(option).toContainText(new RegExp(term, 'i'));
    const name = (await option.textContent())!;
    await box.press('Enter');
    return name;
  };
  const a = await pick(1, 'watch');
  await expect(page.getByRole('heading', { name: 'Comparison' })).toBeVisible();
  const b = await pick(2, 'stove');
  const c = await pick(3, 'ruck');

  const blocks = page.getByRole('region', { name: 'Battle-Ready Index' });
  await expect(blocks.getByRole('progressbar')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Average Rating' }).getByText(/\/5$/)).toHaveCount(
    3,
  );
  await expect(page.getByRole('region', { name: 'Durability' }).getByText(/\/10$/)).toHaveCount(3);

  const url = page.url();
  expect(decodeURIComponent(url)).toMatch(/ids=[0-9a-f-]{36},[0-9a-f-]{36},[0-9a-f-]{36}$/);
  await page.reload();
  for (const name of [a, b, c])
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

  // Removing the middle slot keeps the others in place.
  await page.getByRole('button', { name: `Remove ${b}` }).click();
  await expect
    .poll(() => decodeURIComponent(page.url()))
    .toMatch(/ids=[0-9a-f-]{36},,[0-9a-f-]{36}$/);
  await expect(page.getByRole('combobox', { name: 'Product 2' })).toBeVisible();
});
