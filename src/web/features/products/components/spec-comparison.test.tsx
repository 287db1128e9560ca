import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TProduct } from '@shared/schemas/products';
import { SpecComparison } from './spec-comparison';

// The compare page's spec rows as rendered: both units in the markup, the reader's setting
// picking one by a class on <html> (styles.css).
const product = (id: string, name: string, specs: TProduct['specs']) =>
  ({ id, name, specs }) as TProduct;
const ruck = product('a', 'Alpha Ruck', [
  { key: 'weight', label: 'Weight', unit: 'g', claimed: 1240, measured: { median: 1310, n: 4 } },
  { key: 'volume', label: 'Volume', unit: 'L', claimed: 45, measured: null },
]);
const bank = product('b', 'Volt Brick', [
  { key: 'weight', label: 'Weight', unit: 'g', claimed: null, measured: { median: 410, n: 1 } },
  { key: 'battery', label: 'Battery capacity', unit: 'mAh', claimed: 20000, measured: null },
]);
const render = (products: TProduct[]) =>
  renderToStaticMarkup(<SpecComparison products={products} />);
const rowOf = (html: string, label: string) =>
  new RegExp(`<tr[^>]*><th scope="row"[^>]*>${label}</th>(.*?)</tr>`).exec(html)?.[1] ?? '';

describe('the compare page’s spec rows', () => {
  it('lists each field any product has, once, in the catalogue’s order, a column per product', () => {
    const html = render([ruck, bank]);
    const rows = [...html.matchAll(/<th scope="row"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(rows).toEqual(['Weight', 'Volume', 'Battery capacity']);
    expect(html).toMatch(/<th scope="col"[^>]*>Alpha Ruck<\/th><th scope="col"[^>]*>Volt Brick/);
  });

  it('gives the claim and owners’ median · count, each in both unit systems', () => {
    const weight = rowOf(render([ruck, bank]), 'Weight');
    expect(weight).toContain('<span class="unit-metric">1,240 g</span>');
    expect(weight).toContain('<span class="unit-imperial">43.7 oz</span>');
    expect(weight).toContain('<span class="unit-metric">1,310 g</span>');
    expect(weight).toMatch(/46\.2 oz<\/span> · 4<span class="sr-only">/);
    // The bank's maker claims no weight; one owner weighed it.
    expect(weight).toMatch(/Claimed<\/dt><dd[^>]*>—<\/dd>/);
    expect(weight).toContain('410 g');
  });

  it('says a product states nothing of a field another has, and shows no rows without specs', () => {
    expect(rowOf(render([ruck, bank]), 'Volume')).toContain('Not stated');
    expect(rowOf(render([ruck, bank]), 'Battery capacity')).toContain('<span>20,000 mAh</span>');
    expect(render([product('c', 'Plain', [])])).toBe('');
  });
});
