import { describe, expect, it } from 'vitest';
import { ZProductEdit } from './product-edit';

const valid = {
  name: 'Ruck Pack',
  category: 'deployment',
  price: '120.00',
  amazonUrl: '',
  imageUrl: '',
  description: 'A 40-litre pack with a frame sheet and a hip belt.',
};
const first = (input: unknown) => {
  const r = ZProductEdit.safeParse(input);
  return r.success ? undefined : r.error.issues[0]?.message;
};

describe('ZProductEdit (SPEC §2 Admin, Products)', () => {
  it('stores empty Amazon and image URLs as null', () => {
    expect(ZProductEdit.parse(valid)).toEqual({
      ...valid,
      price: 120,
      amazonUrl: null,
      imageUrl: null,
    });
    expect(ZProductEdit.parse({ ...valid, amazonUrl: null, imageUrl: undefined })).toMatchObject({
      amazonUrl: null,
      imageUrl: null,
    });
  });

  it("keeps the site's own picture paths, and refuses protocol-relative ones", () => {
    expect(ZProductEdit.parse({ ...valid, imageUrl: '/images/categories/tech.svg' }).imageUrl).toBe(
      '/images/categories/tech.svg',
    );
    expect(first({ ...valid, imageUrl: '//tracker.example/x.gif' })).toBe(
      'Image URL must be a valid URL',
    );
  });

  it('stores an Amazon link in its canonical form', () => {
    expect(
      ZProductEdit.parse({ ...valid, amazonUrl: 'amazon.de/Pack/dp/B0PACK0001?th=1' }).amazonUrl,
    ).toBe('https://www.amazon.de/dp/B0PACK0001');
  });

  it.each([
    [{ name: 'ab' }, 'Product name must be at least 3 characters'],
    [{ name: 'x<script>' }, 'Product name contains invalid characters'],
    [{ category: '' }, 'Category is required'],
    [{ price: '1.001' }, 'Price can have at most 2 decimal places'],
    [{ price: '' }, 'Price is required'],
    [{ description: '' }, 'Description is required'],
    [
      { amazonUrl: 'https://www.ebay.com/itm/1' },
      'Must be a valid Amazon product URL (e.g., amazon.com, amazon.co.uk)',
    ],
    [{ imageUrl: 'nope' }, 'Image URL must be a valid URL'],
  ])('refuses %o with the submission rules', (over, message) => {
    expect(first({ ...valid, ...over })).toBe(message);
  });
});
