import { describe, expect, it } from 'vitest';
import type { TDurability } from '@shared/schemas/durability';
import type { TProduct } from '@shared/schemas/products';
import { renderPage } from '../entry-server';
import { NO_OBTAINED_COUNTS } from '@shared/obtained';

// How long gear lasts (issue 47) on a product page and on compare, as the server renders them for
// a visitor: the markup the browser keeps (static parts) and all a reader without JavaScript gets.

const site = { name: 'Battle Ready', origin: 'https://battleready.example' };
const ID = '3f1c2a9e-0000-4000-8000-000000000001';

const product = (fieldTestedCount: number, more: Partial<TProduct> = {}): TProduct => ({
  id: ID,
  name: 'Northmark Summit Multisport GPS Watch',
  description: 'A GPS watch with a barometric altimeter, built for long land navigation days.',
  imageUrl: null,
  picture: null,
  amazonUrl: null,
  category: 'tech',
  price: 249,
  averageRating: 4.1,
  reviewCount: 8,
  verifiedReviewCount: 0,
  fieldTestedCount,
  longestOwnedMonths: fieldTestedCount > 0 ? 15 : null,
  survival12Months: null,
  specs: [],
  fit: null,
  obtainedCounts: NO_OBTAINED_COUNTS,
  withoutIncentives: null,
  compliance: [],
  alerts: [],
  alert: null,
  battleReadyIndex: 78,
  topBranch: 'All',
  durability: 7,
  portability: 9,
  costValue: 7,
  civilianAdaptation: 8,
  overallUtility: 8,
  createdAt: '2026-01-05T10:00:00.000Z',
  ...more,
});

// Eight owners, five failures: half had failed by month 8.
const estimate: TDurability = {
  owners: 8,
  failures: 5,
  curve: [
    { month: 0, survival: 1, lower: 1, upper: 1, atRisk: 8 },
    { month: 2, survival: 0.875, lower: 0.387, upper: 0.981, atRisk: 8 },
    { month: 5, survival: 0.625, lower: 0.229, upper: 0.861, atRisk: 6 },
    { month: 8, survival: 0.469, lower: 0.12, upper: 0.763, atRisk: 4 },
    { month: 15, survival: 0.469, lower: 0.12, upper: 0.763, atRisk: 1 },
  ],
  medianMonths: 8,
  modes: [
    { mode: 'battery', owners: 3, medianMonth: 5 },
    { mode: 'seal', owners: 1, medianMonth: 9 },
  ],
};

/** Renders the product page; `durability` answers the estimate's request (null: it fails). */
async function render(owners: number, durability: TDurability | null = estimate) {
  const asked: string[] = [];
  const { html } = await renderPage(
    `/product/${ID}`,
    site,
    async (path) => {
      asked.push(path);
      if (path === `/api/products/${ID}`) return Response.json(product(owners));
      if (path === `/api/products/${ID}/durability`) {
        return durability ? Response.json(durability) : new Response('{}', { status: 500 });
      }
      return new Response('{}', { status: 404 });
    },
    { lowData: false },
  );
  const section =
    /<section aria-labelledby="how-long-it-lasts".*?<\/section>/s.exec(html)?.[0] ?? null;
  return { section, askedEstimate: asked.includes(`/api/products/${ID}/durability`) };
}

describe('How long it lasts, on a product page', () => {
  it('is not there before any owner has reported, and the estimate is not asked for', async () => {
    const { section, askedEstimate } = await render(0);
    expect(section).toBeNull();
    expect(askedEstimate).toBe(false);
  });

  it('says how many more owners it needs, below five, without asking for the estimate', async () => {
    const { section, askedEstimate } = await render(3);
    expect(section).toContain('How long it lasts');
    expect(section).toContain('Not enough field reports yet: 3 owners so far, 5 needed');
    expect(section).toMatch(
      /<a [^>]*href="\/faq#how-long-it-lasts"[^>]*>How is this worked out\?<\/a>/,
    );
    expect(section).not.toContain('<svg');
    expect(askedEstimate).toBe(false);
  });

  it('gives the headline, the median, the chart, its table and what gave out', async () => {
    const { section } = await render(8);
    expect(section).toContain('Still in service after 12 months: 47\u00a0% (8 owners)');
    expect(section).toContain('Half had failed by month 8');
    expect(section).toMatch(/<div role="img" aria-label="Share still in service by months owned/);
    expect(section).toContain(
      'Northmark Summit Multisport GPS Watch: 100\u00a0% at month 0, 47\u00a0% at month 15',
    );
    // The step line and its band, in the plot's units (months 0-15 on an axis to 15).
    expect(section).toContain('d="M0 0H13.33V12.5H33.33V37.5H53.33V53.1H100V53.1"');
    expect(section).toMatch(
      /<details[^>]*><summary[^>]*>Show the data as a table<\/summary>.*<table/s,
    );
    expect(section).toMatch(
      /<tr[^>]*><th scope="row"[^>]*>5<\/th><td[^>]*>63\u00a0%<\/td><td[^>]*>23–86\u00a0%<\/td><td[^>]*>6<\/td><\/tr>/,
    );
    expect(section).toMatch(
      /What gave out.*Battery.*3 owners · median month 5.*Seal or waterproofing.*1 owner · median month 9/s,
    );
  });

  it('says where the median is not reached, and leaves out what gave out when nothing did', async () => {
    const flat: TDurability = {
      owners: 6,
      failures: 0,
      curve: [
        { month: 0, survival: 1, lower: 1, upper: 1, atRisk: 6 },
        { month: 16, survival: 1, lower: 1, upper: 1, atRisk: 1 },
      ],
      medianMonths: null,
      modes: [],
    };
    const { section } = await render(6, flat);
    expect(section).toContain('Still in service after 12 months: 100\u00a0% (6 owners)');
    expect(section).toContain(
      'Fewer than half had failed by month 16, the longest any owner has reported',
    );
    expect(section).not.toContain('What gave out');
  });

  it('shows the section loading when the estimate could not be read, and the page still renders', async () => {
    const { section } = await render(8, null);
    expect(section).toContain('How long it lasts');
    expect(section).toContain('Loading');
    expect(section).not.toContain('<svg');
  });
});

describe('How long they last, on compare', () => {
  const watch = product(8, { survival12Months: 0.469 });
  const boots = product(5, {
    id: '3f1c2a9e-0000-4000-8000-000000000002',
    name: 'Ranger Boot',
    longestOwnedMonths: 7,
  });
  const poncho = product(2, { id: '3f1c2a9e-0000-4000-8000-000000000003', name: 'Poncho Liner' });
  const bootsEstimate: TDurability = {
    owners: 5,
    failures: 1,
    curve: [
      { month: 0, survival: 1, lower: 1, upper: 1, atRisk: 5 },
      { month: 3, survival: 0.8, lower: 0.204, upper: 0.969, atRisk: 4 },
      { month: 7, survival: 0.8, lower: 0.204, upper: 0.969, atRisk: 1 },
    ],
    medianMonths: null,
    modes: [{ mode: 'sole', owners: 1, medianMonth: 3 }],
  };

  async function renderCompare() {
    const asked: string[] = [];
    const answers = new Map<string, unknown>([
      ...[watch, boots, poncho].map((p) => [`/api/products/${p.id}`, p] as const),
      [`/api/products/${watch.id}/durability`, estimate],
      [`/api/products/${boots.id}/durability`, bootsEstimate],
    ]);
    const ids = [watch, boots, poncho].map((p) => p.id).join(',');
    const { html } = await renderPage(
      `/compare?ids=${ids}`,
      site,
      async (path) => {
        asked.push(path);
        const answer = answers.get(path);
        return answer ? Response.json(answer) : new Response('{}', { status: 404 });
      },
      { lowData: false },
    );
    return { html, asked };
  }

  it('reads each product at 12 months, or says why it cannot', async () => {
    const { html } = await renderCompare();
    const row = /<section aria-label="In service at 12 months".*?<\/section>/s.exec(html)?.[0];
    expect(row).toMatch(/Northmark Summit Multisport GPS Watch.*47\u00a0%/s);
    expect(row).toMatch(/Ranger Boot.*No owner has had it 12 months yet/s);
    expect(row).toMatch(/Poncho Liner.*Not enough field reports yet/s);
  });

  it('draws the curves with an estimate on one chart, naming every product in its legend', async () => {
    const { html, asked } = await renderCompare();
    const card = /<section aria-labelledby="how-long-they-last".*?<\/section>/s.exec(html)?.[0];
    expect(card).toContain('How long they last');
    expect(card).toMatch(
      /<li[^>]*>.*Poncho Liner.*not enough field reports yet<\/span><\/span><\/li>/s,
    );
    expect(card).toContain(
      'Northmark Summit Multisport GPS Watch: 100\u00a0% at month 0, 47\u00a0% at month 15; Ranger Boot: 100\u00a0% at month 0, 80\u00a0% at month 7.',
    );
    // Both bands (closed shapes), then both lines: no band veils a line.
    const paths = [...(card ?? '').matchAll(/<path d="([^"]*)"/g)].map((m) => m[1]!);
    expect(paths.map((d) => d.endsWith('Z'))).toEqual([true, true, false, false]);
    expect(card?.match(/<caption/g)).toHaveLength(2);
    expect(asked.filter((p) => p.endsWith('/durability'))).toEqual([
      `/api/products/${watch.id}/durability`,
      `/api/products/${boots.id}/durability`,
    ]);
  });
});
