import { describe, expect, it } from 'vitest';
import type { TProduct } from '@shared/schemas/products';
import type { TReviewText } from '@shared/schemas/reviews';
import { productHead, staticHead, STATIC_PAGES } from '@shared/seo';
import { validateStructuredData } from './structured-data-rules';
import { NO_OBTAINED_COUNTS } from '@shared/obtained';

// The validator must catch what it claims to: each rule is shown failing on a bad document.

const BASE = 'https://battleready.example';
const product = (over: Partial<TProduct> = {}): TProduct => ({
  id: '3f1c2a9e-0000-4000-8000-000000000001',
  name: 'Ranger Boot',
  description: 'A waterproof boot built for long patrols and muddy training grounds.',
  imageUrl: '/images/boot.svg',
  picture: null,
  amazonUrl: 'https://www.amazon.com/dp/B000TEST01',
  category: 'deployment',
  price: 129.5,
  averageRating: 4.5,
  reviewCount: 1,
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
  battleReadyIndex: 84,
  topBranch: 'army',
  durability: 9,
  portability: 8,
  costValue: 8,
  civilianAdaptation: 9,
  overallUtility: 8,
  createdAt: '2024-02-01T10:00:00.000Z',
  ...over,
});
const review: TReviewText = {
  id: 'r1',
  productId: '3f1c2a9e-0000-4000-8000-000000000001',
  userId: 'u1',
  status: 'approved',
  title: 'Solid',
  content: 'Six months without a blister.',
  rating: 5,
  durability: 9,
  portability: 8,
  costValue: 8,
  civilianAdaptation: 9,
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
  author: { name: 'Sgt Rock', branch: 'army', reviewerScore: 1 },
};

const productLd = () =>
  structuredClone(productHead('Battle Ready', BASE, product(), [review]).jsonLd[3]!) as Record<
    string,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    any
  >;
const errorsOf = (doc: unknown) => validateStructuredData([doc]).errors;

describe('validateStructuredData', () => {
  it('passes our own pages, noting only that availability is left out', () => {
    const rated = validateStructuredData(
      productHead('Battle Ready', BASE, product(), [review]).jsonLd,
    );
    expect(rated.errors).toEqual([]);
    expect(rated.warnings).toEqual(['[3] Product.offers: availability is recommended']);
    const unrated = productHead('Battle Ready', BASE, product({ reviewCount: 0 }), []);
    expect(validateStructuredData(unrated.jsonLd).errors).toEqual([]);
    const faq = staticHead('Battle Ready', BASE, '/faq', STATIC_PAGES['/faq']!);
    expect(validateStructuredData(faq.jsonLd)).toEqual({ errors: [], warnings: [] });
  });

  it('refuses types and properties schema.org does not have', () => {
    expect(errorsOf({ ...productLd(), rating: 5 })).toContain(
      "[0] Product: Product has no schema.org property 'rating'",
    );
    const ld = productLd();
    ld.offers['@type'] = 'Offre';
    expect(errorsOf(ld)).toContain(
      '[0] Product.offers: @type Offre is not in the schema.org allowlist',
    );
    expect(errorsOf({ ...productLd(), '@context': 'http://schema.org' })).toContain(
      "[0]: @context must be 'https://schema.org'",
    );
  });

  it('needs a product name and one of review, aggregateRating or offers', () => {
    const { name: _n, offers: _o, review: _r, aggregateRating: _a, ...bare } = productLd();
    expect(errorsOf(bare)).toEqual([
      '[0] Product: name is required',
      '[0] Product: one of review, aggregateRating or offers is required',
    ]);
  });

  it('needs a plain price and an ISO 4217 currency on offers', () => {
    const ld = productLd();
    ld.offers.price = '$129.50';
    ld.offers.priceCurrency = 'usd';
    ld.offers.availability = 'InStock';
    expect(errorsOf(ld)).toEqual([
      '[0] Product.offers: price must be a number without currency symbols or separators',
      '[0] Product.offers: priceCurrency must be an ISO 4217 code',
      '[0] Product.offers: availability must be a schema.org ItemAvailability URL',
    ]);
  });

  it('needs aggregate ratings counted and within their scale', () => {
    const ld = productLd();
    ld.aggregateRating.ratingValue = '10.5';
    delete ld.aggregateRating.reviewCount;
    expect(errorsOf(ld)).toEqual([
      '[0] Product.aggregateRating: ratingCount or reviewCount is required',
      '[0] Product.aggregateRating: ratingValue 10.5 is outside [1, 10]',
    ]);
    const fiveScale = productLd();
    delete fiveScale.aggregateRating.bestRating;
    expect(validateStructuredData([fiveScale]).errors).toEqual([
      '[0] Product.aggregateRating: ratingValue 8.4 is outside [1, 5]',
    ]);
  });

  it('needs reviews with a named author under 100 characters and a rating in bounds', () => {
    const ld = productLd();
    ld.review[0].author.name = 'x'.repeat(100);
    ld.review[0].reviewRating.ratingValue = 0;
    expect(errorsOf(ld)).toEqual([
      '[0] Product.review[0].reviewRating: ratingValue 0 is outside [1, 10]',
      '[0] Product.review[0].author[0]: author name must be under 100 characters',
    ]);
    const byString = productLd();
    byString.review[0].author = 'Sgt Rock';
    expect(errorsOf(byString)).toEqual([
      '[0] Product.review[0].author[0]: author must be a Person or an Organization',
    ]);
  });

  it('needs itemReviewed on a review that is not nested in what it reviews', () => {
    const { '@type': _t, ...rest } = productLd().review[0];
    expect(errorsOf({ '@context': 'https://schema.org', '@type': 'Review', ...rest })).toEqual([
      '[0] Review: itemReviewed is required',
    ]);
  });

  it('needs breadcrumbs numbered from 1 with names and absolute URLs', () => {
    const crumbs = structuredClone(productHead('Battle Ready', BASE, product(), []).jsonLd[2]!) as {
      itemListElement: Record<string, unknown>[];
    };
    crumbs.itemListElement[1]!.position = 3;
    crumbs.itemListElement[2]!.item = '/products?category=deployment';
    expect(errorsOf(crumbs)).toEqual([
      '[0] BreadcrumbList.itemListElement[1]: position must be 2',
      '[0] BreadcrumbList.itemListElement[2]: item must be an absolute URL',
    ]);
  });

  it('passes claimed specs, and needs each a number with a UN/CEFACT unit code (issue 48)', () => {
    const specs: TProduct['specs'] = [
      { key: 'weight', label: 'Weight', unit: 'g', claimed: 1240, measured: null },
      { key: 'battery', label: 'Battery capacity', unit: 'mAh', claimed: 20000, measured: null },
    ];
    const head = productHead('Battle Ready', BASE, product({ specs }), [review]);
    expect(validateStructuredData(head.jsonLd).errors).toEqual([]);
    const bad = structuredClone(head.jsonLd[3]!) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    bad.weight.unitCode = 'grams';
    bad.additionalProperty[0].value = '20,000';
    delete bad.additionalProperty[0].name;
    expect(errorsOf(bad)).toEqual([
      '[0] Product.weight: unitCode must be a UN/CEFACT common code',
      '[0] Product.additionalProperty[0]: name is required',
      '[0] Product.additionalProperty[0]: value must be a number',
    ]);
  });
});

describe('references by @id (issue 50)', () => {
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': 'https://example.test/product/1#product',
    name: 'Plate Carrier',
    offers: { '@type': 'Offer', price: '10.00', priceCurrency: 'USD' },
  };
  const question = (about: string) => ({
    '@context': 'https://schema.org',
    '@type': 'Question',
    name: 'Does it take a 10x12 plate?',
    answerCount: 1,
    author: { '@type': 'Person', name: 'PO Jones' },
    about: { '@id': about },
    suggestedAnswer: {
      '@type': 'Answer',
      text: 'Yes.',
      author: { '@type': 'Person', name: 'Sgt Rock' },
      dateCreated: '2026-01-01',
      upvoteCount: 0,
      url: 'https://example.test/product/1?tab=questions#answer-1',
    },
  });

  it('accepts a node naming another the page declares', () => {
    const report = validateStructuredData([product, question(product['@id'])]);
    expect(report.errors).toEqual([]);
  });

  it('refuses a reference to a node the page does not declare', () => {
    const report = validateStructuredData([product, question('https://example.test/other')]);
    expect(report.errors).toEqual([
      '[1] Question.about: @id https://example.test/other names no node',
    ]);
  });
});
