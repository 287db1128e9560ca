import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { StoredClaim } from './compliance';
import { products } from './schema';
import { insertProduct } from '../../test/fixtures';
import { useTestApp } from '../../test/use-test-app';

// Issue 49: the catalogue narrowed to products claiming standards, checked or not.
const t = useTestApp();
const ids: Record<string, string> = {};

const claimed = (...standards: StoredClaim['standard'][]): StoredClaim[] =>
  standards.map((standard) => ({ standard, status: 'claimed' }));

beforeAll(async () => {
  const make = async (key: string, over: Parameters<typeof insertProduct>[1]) => {
    ids[key] = (await insertProduct(t.db, { name: `Standard ${key}`, ...over })).id;
  };
  await make('glasses', {
    category: 'training',
    compliance: [
      {
        standard: 'apel',
        status: 'checked',
        checkedAt: '2026-10-03',
        source: { reference: 'APEL, October 2026', url: 'https://example.mil/apel.pdf' },
        checkedBy: 'someone',
      },
      ...claimed('berry'),
    ],
  });
  await make('boots', { category: 'deployment', compliance: claimed('ar670', 'berry', 'usa') });
  await make('plate', { category: 'deployment', compliance: claimed('nij06') });
  await make('mug', { category: 'daily' });
});

type Page = { items: { id: string }[]; total: number };
const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<Page>();
};
const names = (page: Page) =>
  page.items.map((i) => Object.keys(ids).find((k) => ids[k] === i.id)).sort();

describe('GET /api/products?standard=', () => {
  it('lists the products claiming the standard, checked or only claimed', async () => {
    expect(names(await list('?standard=berry'))).toEqual(['boots', 'glasses']);
    expect((await list('?standard=berry')).total).toBe(2);
    expect(names(await list('?standard=apel'))).toEqual(['glasses']);
    expect(names(await list('?standard=nsn'))).toEqual([]);
  });

  it('takes several, repeated or in one list, and wants every one claimed', async () => {
    expect(names(await list('?standard=berry&standard=usa'))).toEqual(['boots']);
    expect(names(await list('?standard=berry,ar670'))).toEqual(['boots']);
    expect((await list('?standard=berry,ar670')).total).toBe(1);
    expect(names(await list('?standard=apel,nij06'))).toEqual([]);
  });

  it('goes with the other filters and any sort', async () => {
    expect(names(await list('?standard=berry&category=training'))).toEqual(['glasses']);
    expect(names(await list('?standard=berry&sort=price-high'))).toEqual(['boots', 'glasses']);
    expect(names(await list('?standard=nij06&search=standard'))).toEqual(['plate']);
  });

  it('keeps its totals true as claims, categories and products change', async () => {
    const totals = async () =>
      Object.fromEntries(
        await Promise.all(
          ['?standard=berry', '?standard=berry&category=training', '?standard=usa'].map(
            async (q) => [q, (await list(q)).total] as const,
          ),
        ),
      );
    expect(await totals()).toEqual({
      '?standard=berry': 2,
      '?standard=berry&category=training': 1,
      '?standard=usa': 1,
    });
    const extra = await insertProduct(t.db, { category: 'training', compliance: claimed('usa') });
    await t.db
      .update(products)
      .set({ compliance: claimed('berry', 'usa') })
      .where(eq(products.id, extra.id));
    await t.db.update(products).set({ category: 'training' }).where(eq(products.id, ids.boots!));
    expect(await totals()).toEqual({
      '?standard=berry': 3,
      '?standard=berry&category=training': 3,
      '?standard=usa': 2,
    });
    await t.db.delete(products).where(eq(products.id, extra.id));
    await t.db.update(products).set({ category: 'deployment' }).where(eq(products.id, ids.boots!));
    expect(await totals()).toEqual({
      '?standard=berry': 2,
      '?standard=berry&category=training': 1,
      '?standard=usa': 1,
    });
  });

  it.each([
    ['?standard=mil-spec', 'Unknown standard: mil-spec'],
    ['?standard=berry,NIJ', 'Unknown standard: NIJ'],
    ['?standard=apel&standard=ansi', 'Unknown standard: ansi'],
  ])('rejects %s with a 400 naming it', async (query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'validation', message } });
  });
});
