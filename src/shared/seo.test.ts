import { describe, expect, it } from 'vitest';
import type { TProduct } from '@shared/schemas/products';
import type { TReviewText } from '@shared/schemas/reviews';
import {
  STATIC_PAGES,
  breadcrumbJsonLd,
  pageTitle,
  productHead,
  siteJsonLd,
  staticHead,
  titleInSite,
  type JsonLd,
} from '@shared/seo';
import { NO_OBTAINED_COUNTS } from './obtained';

const SITE = 'Battle Ready';
const BASE = 'https://battleready.example';

function product(overrides: Partial<TProduct> = {}): TProduct {
  return {
    id: '3f1c2a9e-0000-4000-8000-000000000001',
    name: 'Ranger Boot',
    description: 'A waterproof boot built for long patrols and muddy training grounds.',
    imageUrl: null,
    picture: null,
    amazonUrl: null,
    category: 'deployment',
    price: 129.5,
    averageRating: 4.5,
    reviewCount: 2,
    verifiedReviewCount: 0,
    fieldTestedCount: 0,
    longestOwnedMonths: null,
    survival12Months: null,
    specs: [],
    fit: null,
    obtainedCounts: NO_OBTAINED_COUNTS,
    withoutIncentives: null,
    compliance: [],
    alerts: [],
    alert: null,
    battleReadyIndex: 87,
    topBranch: 'army',
    durability: 9,
    portability: 8,
    costValue: 8.5,
    civilianAdaptation: 9,
    overallUtility: 9,
    createdAt: '2024-02-01T10:00:00.000Z',
    ...overrides,
  };
}

function review(overrides: Partial<TReviewText> = {}): TReviewText {
  return {
    id: 'r1',
    productId: '3f1c2a9e-0000-4000-8000-000000000001',
    userId: 'u1',
    status: 'approved',
    title: 'Solid boots',
    content: 'Wore them for six months without a single blister.',
    rating: 5,
    durability: 9,
    portability: 8,
    costValue: 7,
    civilianAdaptation: 10,
    overallUtility: 8,
    pros: [],
    cons: [],
    myVote: null,
    verification: null,
    reports: [],
    fieldTestedMonths: null,
    obtained: null,
    connection: null,
    editedAt: null,
    upvotes: 0,
    downvotes: 0,
    createdAt: '2024-03-05T18:30:00.000Z',
    author: { name: 'Sgt Rock', branch: 'army', reviewerScore: 10 },
    ...overrides,
  };
}

function byType(jsonLd: JsonLd[], type: string): JsonLd {
  const found = jsonLd.find((item) => item['@type'] === type);
  if (!found) throw new Error(`no ${type} in structured data`);
  return found;
}

function productLd(p: TProduct, reviews: TReviewText[] = []): JsonLd {
  return byType(productHead(SITE, BASE, p, reviews).jsonLd, 'Product');
}

describe('staticHead', () => {
  it('marks exactly the private pages noindex, on the server and after client navigation alike', () => {
    const noindex = Object.entries(STATIC_PAGES)
      .filter(([path, page]) => staticHead('Battle Ready', 'https://x.test', path, page).noindex)
      .map(([path]) => path);
    expect(noindex).toEqual([
      '/auth',
      '/auth/reset-password',
      '/setup',
      '/profile',
      '/admin',
      '/submit-product',
      '/notifications',
      '/unsubscribe',
      '/verify/callback',
      '/offline',
    ]);
  });
});

describe('pageTitle', () => {
  it('puts the page title before the site name', () => {
    expect(pageTitle(SITE, 'FAQ')).toBe('FAQ | Battle Ready');
  });

  it('uses the site tagline when the title is empty', () => {
    expect(pageTitle(SITE, '')).toBe('Battle Ready – Military & Tactical Gear Reviews');
  });
});

describe('siteJsonLd', () => {
  it('describes the organisation', () => {
    expect(byType(siteJsonLd(SITE, BASE), 'Organization')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Battle Ready',
      url: 'https://battleready.example/',
      logo: 'https://battleready.example/favicon.svg',
    });
  });

  it('gives the WebSite a SearchAction targeting the catalogue search', () => {
    const site = byType(siteJsonLd(SITE, BASE), 'WebSite');
    expect(site.url).toBe('https://battleready.example/');
    expect(site.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: 'https://battleready.example/products?search={search_term_string}',
      'query-input': 'required name=search_term_string',
    });
  });
});

describe('breadcrumbJsonLd', () => {
  it('starts at Home and numbers the items from 1', () => {
    expect(breadcrumbJsonLd(BASE, [{ name: 'FAQ', path: '/faq' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://battleready.example/' },
        { '@type': 'ListItem', position: 2, name: 'FAQ', item: 'https://battleready.example/faq' },
      ],
    });
  });
});

describe('productHead', () => {
  it('titles the page with the product name and points to its path', () => {
    const head = productHead(SITE, BASE, product(), []);
    expect(head.title).toBe('Ranger Boot | Battle Ready');
    expect(head.path).toBe('/product/3f1c2a9e-0000-4000-8000-000000000001');
    expect(head.ogType).toBe('product');
  });

  it('keeps a short description whole and cuts a long one to 160 characters with an ellipsis', () => {
    expect(productHead(SITE, BASE, product(), []).description).toBe(
      'A waterproof boot built for long patrols and muddy training grounds.',
    );
    const exact = productHead(SITE, BASE, product({ description: 'x'.repeat(160) }), []);
    expect(exact.description).toBe('x'.repeat(160));
    const over = productHead(SITE, BASE, product({ description: 'x'.repeat(161) }), []);
    expect(over.description).toBe(`${'x'.repeat(159)}…`);
    const long = productHead(SITE, BASE, product({ description: 'x'.repeat(300) }), []);
    expect(long.description).toHaveLength(160);
    expect(long.description.endsWith('…')).toBe(true);
  });

  it('includes the site structured data and a breadcrumb through the category', () => {
    const { jsonLd } = productHead(SITE, BASE, product(), []);
    expect(byType(jsonLd, 'WebSite')).toBeDefined();
    const crumbs = byType(jsonLd, 'BreadcrumbList').itemListElement;
    expect(crumbs).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${BASE}/` },
      { '@type': 'ListItem', position: 2, name: 'All Products', item: `${BASE}/products` },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Deployment Essentials',
        item: `${BASE}/products?category=deployment`,
      },
      {
        '@type': 'ListItem',
        position: 4,
        name: 'Ranger Boot',
        item: `${BASE}/product/3f1c2a9e-0000-4000-8000-000000000001`,
      },
    ]);
  });

  it('describes the product with its category name and canonical URL', () => {
    const ld = productLd(product());
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld.name).toBe('Ranger Boot');
    expect(ld.category).toBe('Deployment Essentials');
    expect(ld.url).toBe(`${BASE}/product/3f1c2a9e-0000-4000-8000-000000000001`);
  });

  describe('offers', () => {
    it('gives the price with two decimals in USD', () => {
      expect(productLd(product({ price: 129.5 })).offers).toEqual({
        '@type': 'Offer',
        price: '129.50',
        priceCurrency: 'USD',
      });
    });

    it('links the offer to the Amazon URL when there is one', () => {
      const offers = productLd(product({ amazonUrl: 'https://www.amazon.com/dp/B000TEST' })).offers;
      expect(offers).toEqual({
        '@type': 'Offer',
        price: '129.50',
        priceCurrency: 'USD',
        url: 'https://www.amazon.com/dp/B000TEST',
      });
    });
  });

  describe('image', () => {
    it('makes a site-relative image absolute', () => {
      const head = productHead(SITE, BASE, product({ imageUrl: '/media/boot.jpg' }), []);
      expect(byType(head.jsonLd, 'Product').image).toBe(`${BASE}/media/boot.jpg`);
      expect(head.image).toBe('/media/boot.jpg');
    });

    it('never names the address given, only our own copy, at its largest (issue 32)', () => {
      const given = 'https://m.media-amazon.com/images/I/boot.jpg';
      expect(productLd(product({ imageUrl: given }))).not.toHaveProperty('image');
      const copied = product({
        imageUrl: given,
        picture: {
          hash: '0123456789abcdef',
          widths: [240, 480, 720],
          avif: true,
          width: 900,
          height: 700,
        },
      });
      const url = `${BASE}/api/pictures/${copied.id}/0123456789abcdef-720.webp`;
      expect(productLd(copied).image).toBe(url);
      expect(productHead(SITE, BASE, copied, []).image).toBe(
        `/api/pictures/${copied.id}/0123456789abcdef-720.webp`,
      );
    });

    it('has no image when the product has none', () => {
      const head = productHead(SITE, BASE, product({ imageUrl: null }), []);
      expect(byType(head.jsonLd, 'Product')).not.toHaveProperty('image');
      expect(head.image).toBeUndefined();
    });
  });

  describe('claimed specs (issue 48)', () => {
    const specs: TProduct['specs'] = [
      {
        key: 'weight',
        label: 'Weight',
        unit: 'g',
        claimed: 1240,
        measured: { median: 1310, n: 4 },
      },
      { key: 'volume', label: 'Volume', unit: 'L', claimed: 45, measured: null },
      { key: 'length', label: 'Length', unit: 'cm', claimed: null, measured: { median: 60, n: 2 } },
      {
        key: 'waterResistance',
        label: 'Water resistance',
        unit: 'm',
        claimed: 1.5,
        measured: null,
      },
    ];

    it('gives the claimed weight as a QuantitativeValue in grams', () => {
      expect(productLd(product({ specs })).weight).toEqual({
        '@type': 'QuantitativeValue',
        value: 1240,
        unitCode: 'GRM',
      });
    });

    it('gives every other claim as a PropertyValue with its unit, in the page’s order', () => {
      expect(productLd(product({ specs })).additionalProperty).toEqual([
        { '@type': 'PropertyValue', name: 'Volume', value: 45, unitCode: 'LTR', unitText: 'L' },
        {
          '@type': 'PropertyValue',
          name: 'Water resistance',
          value: 1.5,
          unitCode: 'MTR',
          unitText: 'm',
        },
      ]);
    });

    it('never carries members’ measurements, nor a field only they measured', () => {
      const text = JSON.stringify(productLd(product({ specs })));
      expect(text).not.toContain('1310');
      expect(text).not.toContain('Length');
      const measuredOnly = specs.map((s) => ({ ...s, claimed: null }));
      const ld = productLd(product({ specs: measuredOnly }));
      expect(ld).not.toHaveProperty('weight');
      expect(ld).not.toHaveProperty('additionalProperty');
    });
  });

  describe('aggregateRating', () => {
    it('is BRI / 10 with one decimal as text, best 10, worst 1, with the review count', () => {
      expect(productLd(product({ battleReadyIndex: 87, reviewCount: 2 })).aggregateRating).toEqual({
        '@type': 'AggregateRating',
        ratingValue: '8.7',
        bestRating: 10,
        worstRating: 1,
        reviewCount: 2,
      });
    });

    it('keeps the decimal for a round BRI (90 → "9.0", 100 → "10.0")', () => {
      const at90 = productLd(product({ battleReadyIndex: 90 })).aggregateRating;
      expect(at90).toMatchObject({ ratingValue: '9.0' });
      const at100 = productLd(product({ battleReadyIndex: 100 })).aggregateRating;
      expect(at100).toMatchObject({ ratingValue: '10.0' });
    });

    it('is left out, with the reviews, when the product has no reviews', () => {
      const ld = productLd(product({ reviewCount: 0, battleReadyIndex: 0 }));
      expect(ld).not.toHaveProperty('aggregateRating');
      expect(ld).not.toHaveProperty('review');
    });
  });

  describe('review', () => {
    it('rates each review with the mean of its five scores, best 10, worst 1', () => {
      // (9 + 8 + 7 + 10 + 8) / 5 = 8.4; (6 + 7 + 7 + 8 + 9) / 5 = 7.4
      const ld = productLd(product(), [
        review(),
        review({
          id: 'r2',
          title: 'Decent',
          content: 'Good enough for the price, a bit heavy.',
          rating: 4,
          durability: 6,
          portability: 7,
          costValue: 7,
          civilianAdaptation: 8,
          overallUtility: 9,
          createdAt: '2024-04-10T08:00:00.000Z',
          author: { name: 'PO Jones', branch: 'navy', reviewerScore: 3 },
        }),
      ]);
      expect(ld.review).toEqual([
        {
          '@type': 'Review',
          name: 'Solid boots',
          reviewBody: 'Wore them for six months without a single blister.',
          datePublished: '2024-03-05',
          author: { '@type': 'Person', name: 'Sgt Rock' },
          reviewRating: { '@type': 'Rating', ratingValue: 8.4, bestRating: 10, worstRating: 1 },
        },
        {
          '@type': 'Review',
          name: 'Decent',
          reviewBody: 'Good enough for the price, a bit heavy.',
          datePublished: '2024-04-10',
          author: { '@type': 'Person', name: 'PO Jones' },
          reviewRating: { '@type': 'Rating', ratingValue: 7.4, bestRating: 10, worstRating: 1 },
        },
      ]);
    });

    it('does not use the 1-5 star rating as the review rating', () => {
      const ld = productLd(product(), [
        review({
          rating: 1,
          durability: 10,
          portability: 10,
          costValue: 10,
          civilianAdaptation: 10,
          overallUtility: 10,
        }),
      ]);
      expect(ld.review).toMatchObject([{ reviewRating: { ratingValue: 10 } }]);
    });

    it('keeps datePublished under field reports, and dates dateModified and the rating by the latest approved one', () => {
      const report = (
        id: string,
        createdAt: string,
        status: 'approved' | 'pending',
        n: number,
      ) => ({
        id,
        reviewId: 'r1',
        status,
        monthsOwned: 6,
        state: 'in_service' as const,
        content: 'Still going strong.',
        scores: {
          durability: n,
          portability: n,
          costValue: n,
          civilianAdaptation: n,
          overallUtility: n,
        },
        failureMode: null,
        failureDetail: null,
        repaired: null,
        createdAt,
        editedAt: null,
      });
      const ld = productLd(product(), [
        review({
          reports: [
            report('a', '2024-09-01T10:00:00.000Z', 'approved', 5),
            report('b', '2024-11-20T10:00:00.000Z', 'pending', 1),
          ],
        }),
        review({ id: 'r2' }),
      ]);
      expect(ld.review).toMatchObject([
        {
          datePublished: '2024-03-05',
          dateModified: '2024-09-01',
          reviewRating: { ratingValue: 5 },
        },
        { datePublished: '2024-03-05', reviewRating: { ratingValue: 8.4 } },
      ]);
      expect((ld.review as object[])[1]).not.toHaveProperty('dateModified');
    });

    it('dates dateModified by the author’s last edit when it is later than any approved report', () => {
      const ld = productLd(product(), [
        review({ editedAt: '2024-10-02T08:00:00.000Z' }),
        review({ id: 'r2', editedAt: null }),
      ]);
      expect(ld.review).toMatchObject([
        { datePublished: '2024-03-05', dateModified: '2024-10-02' },
        { datePublished: '2024-03-05' },
      ]);
      expect((ld.review as object[])[1]).not.toHaveProperty('dateModified');
    });
  });
});

describe('titleInSite', () => {
  it("gives back the page's own title, and the home page's whole", () => {
    expect(titleInSite('Battle Ready', pageTitle('Battle Ready', 'FAQ'))).toBe('FAQ');
    expect(titleInSite('Battle Ready', pageTitle('Battle Ready', 'A | B'))).toBe('A | B');
    expect(titleInSite('Battle Ready', pageTitle('Battle Ready', ''))).toBe(
      'Battle Ready – Military & Tactical Gear Reviews',
    );
  });
});
