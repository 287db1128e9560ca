import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TReport } from '@shared/schemas/field-reports';
import type { TReview } from '@shared/schemas/reviews';
import { ReviewCard } from './review-card';
import { ReviewFit } from './review-parts';

// What a review or a field report says of fit and measures (issue 48), as its card shows it.
const render = (entry: Parameters<typeof ReviewFit>[0]['entry']) =>
  renderToStaticMarkup(<ReviewFit entry={entry} />);

describe("a review's fit and measures", () => {
  it('says the size worn, the verdict, the width and the usual size elsewhere on one line', () => {
    expect(
      render({ sizeWorn: '10.5', fit: 'small', width: 'narrow', benchmark: '10 in Salomon Quest' }),
    ).toBe(
      '<div class="review-fit"><p>Size worn 10.5 · Runs small · Narrow · Usually: 10 in Salomon Quest</p></div>',
    );
  });

  it('leaves out what is not stated', () => {
    expect(render({ fit: 'true' })).toContain('<p>True to size</p>');
    expect(render({ sizeWorn: 'M', width: 'wide' })).toContain('<p>Size worn M · Wide</p>');
  });

  it("gives each measurement in both unit systems, in the fields' order", () => {
    const html = render({ measured: { volume: 35.5, weight: 1310, battery: 5000 } });
    expect(html).toBe(
      '<div class="review-fit"><p>Measured: Weight <span class="unit-metric">1,310 g</span><span class="unit-imperial">46.2 oz</span>' +
        ' · Volume <span class="unit-metric">35.5 L</span><span class="unit-imperial">2,166 cu in</span>' +
        ' · Battery capacity <span>5,000 mAh</span></p></div>',
    );
  });

  it('is nothing when neither is stated', () => {
    expect(render({})).toBe('');
    expect(render({ measured: {} })).toBe('');
  });
});

describe('the review card', () => {
  const scores = {
    durability: 8,
    portability: 7,
    costValue: 7,
    civilianAdaptation: 6,
    overallUtility: 8,
  };
  const report: TReport = {
    id: 'report-1',
    reviewId: 'review-1',
    status: 'approved',
    monthsOwned: 6,
    state: 'in_service',
    content: 'Still solid after a winter.',
    scores: null,
    failureMode: null,
    failureDetail: null,
    repaired: null,
    createdAt: '2026-07-01T10:00:00.000Z',
    editedAt: null,
    fit: 'true',
    measured: { weight: 1330 },
  };
  const review: TReview = {
    id: 'review-1',
    productId: 'product-1',
    userId: 'user-1',
    status: 'approved',
    title: 'Broke in fast',
    content: 'Comfortable from the first march.',
    rating: 4,
    ...scores,
    pros: [],
    cons: [],
    photos: [],
    video: null,
    upvotes: 0,
    downvotes: 0,
    createdAt: '2026-01-05T10:00:00.000Z',
    author: { name: 'Sam', branch: null, reviewerScore: 3 },
    myVote: null,
    verification: null,
    reports: [report],
    fieldTestedMonths: 6,
    editedAt: null,
    obtained: 'bought',
    connection: null,
    sizeWorn: '10.5',
    fit: 'small',
    benchmark: '10 in Salomon Quest',
    measured: { weight: 1310 },
  };

  it("shows the reviewer's size and verdict and what they measured, and a report's own", () => {
    const html = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <ReviewCard review={review} viewerId={null} />
      </QueryClientProvider>,
    );
    expect(html).toMatch(
      /Comfortable from the first march\.<\/p><div class="review-fit"><p>Size worn 10\.5 · Runs small · Usually: 10 in Salomon Quest<\/p><p>Measured: Weight <span class="unit-metric">1,310 g<\/span>/,
    );
    expect(html).toMatch(
      /Still solid after a winter\.<\/p><div class="review-fit"><p>True to size<\/p><p>Measured: Weight <span class="unit-metric">1,330 g<\/span><span class="unit-imperial">46\.9 oz<\/span>/,
    );
  });
});
