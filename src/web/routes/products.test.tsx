import { describe, expect, it } from 'vitest';
import type { TProductPage } from '@shared/schemas/products';
import { renderPage } from '../entry-server';

// The catalogue as the server renders it for a visitor (issue 31's correction banner); the
// browser takes over the same markup.

const site = { name: 'Battle Ready', origin: 'https://battleready.example' };

const page = (correctedTo: string | null): TProductPage => ({
  items: [
    {
      id: 'p-1',
      name: 'Basecamp Forge Ripstop Shelter Poncho',
      imageUrl: null,
      picture: null,
      category: 'deployment',
      price: 89,
      averageRating: 4.5,
      reviewCount: 2,
      battleReadyIndex: 82,
      survival12Months: null,
      compliance: [],
      alert: null,
    },
  ],
  total: 1,
  totalCapped: false,
  page: 1,
  pageSize: 20,
  correctedTo,
});

/** Renders `url`, answering the catalogue's request with `answer`; the paths the page asked. */
async function render(url: string, answer: TProductPage) {
  const asked: string[] = [];
  const { html } = await renderPage(
    url,
    site,
    async (path) => {
      asked.push(path);
      return path.startsWith('/api/products?')
        ? Response.json(answer)
        : new Response('{}', { status: 404 });
    },
    { lowData: false },
  );
  return { html, catalogue: asked.filter((p) => p.startsWith('/api/products?')) };
}

describe('the catalogue’s search correction', () => {
  it('says which words it searched instead, linking to the search exactly as typed', async () => {
    const { html } = await render('/products?search=ripstp', page('ripstop'));
    expect(html).toContain('Showing results for <strong>ripstop</strong>');
    expect(html).toMatch(
      /<a [^>]*href="\/products\?search=ripstp&amp;exact=1"[^>]*>Search instead for <em[^>]*>ripstp<\/em><\/a>/,
    );
  });

  it('says nothing of a correction when the search was searched as typed', async () => {
    const { html } = await render('/products?search=ripstop', page(null));
    expect(html).toContain('Basecamp Forge Ripstop Shelter Poncho');
    expect(html).not.toContain('Showing results for');
    expect(html).not.toContain('Search instead for');
  });

  it('passes exact=1 of the URL to the API, with the page', async () => {
    const { catalogue } = await render('/products?search=ripstp&exact=1&page=2', page(null));
    expect(catalogue).toHaveLength(1);
    const sent = new URLSearchParams(catalogue[0]!.split('?')[1]);
    expect(sent.get('search')).toBe('ripstp');
    expect(sent.get('exact')).toBe('1');
    expect(sent.get('page')).toBe('2');
  });

  it('sends no exact flag for a search without one', async () => {
    const { catalogue } = await render('/products?search=ripstp', page('ripstop'));
    expect(new URLSearchParams(catalogue[0]!.split('?')[1]).has('exact')).toBe(false);
  });
});

describe('the header’s search box as first painted', () => {
  it('is a collapsed combobox whose suggestions have not loaded yet', async () => {
    const { html } = await render('/products', page(null));
    const boxes = html.match(/<input[^>]*aria-label="Search gear"[^>]*>/g) ?? [];
    // The desktop header's and the phone's.
    expect(boxes).toHaveLength(2);
    for (const box of boxes) {
      expect(box).toContain('role="combobox"');
      expect(box).toContain('aria-expanded="false"');
      expect(box).toContain('aria-autocomplete="list"');
      expect(box).not.toContain('aria-controls');
      expect(box).not.toContain('aria-activedescendant');
    }
    expect(html).not.toContain('role="listbox"');
  });
});

describe('how long gear lasts, in the catalogue (issue 47)', () => {
  const card = page(null).items[0]!;
  const lasting = (...survival: (number | null)[]): TProductPage => ({
    ...page(null),
    items: survival.map((s, i) => ({ ...card, id: `p-${i}`, survival12Months: s })),
  });
  const fieldTestedBox = (html: string) =>
    html.match(/<label[^>]*><input[^>]*type="checkbox"[^>]*>Field-tested only<\/label>/)?.[0];

  it('a card says the share still in service at 12 months only when there is one', async () => {
    const { html } = await render('/products?sort=durability', lasting(0.857, null));
    expect(html).toContain('86\u00a0% in service at 12 months');
    expect(html.match(/in service at 12 months/g)).toHaveLength(1);
  });

  it('fieldTested=1 ticks the box and asks the API, with the sort, for those products only', async () => {
    const { html, catalogue } = await render(
      '/products?sort=durability&fieldTested=1',
      lasting(0.9),
    );
    expect(fieldTestedBox(html)).toMatch(/ checked/);
    const sent = new URLSearchParams(catalogue[0]!.split('?')[1]);
    expect(sent.get('fieldTested')).toBe('1');
    expect(sent.get('sort')).toBe('durability');
  });

  it('with nothing field-tested to show, says what an empty catalogue says', async () => {
    const { html } = await render('/products?fieldTested=1', { ...lasting(), total: 0 });
    expect(html).toContain('No products found matching your filters.');
  });

  it('without it the box is clear and the API is not asked to filter', async () => {
    const { html, catalogue } = await render('/products', lasting(null));
    expect(fieldTestedBox(html)).toBeDefined();
    expect(fieldTestedBox(html)).not.toMatch(/ checked/);
    expect(new URLSearchParams(catalogue[0]!.split('?')[1]).has('fieldTested')).toBe(false);
  });
});
