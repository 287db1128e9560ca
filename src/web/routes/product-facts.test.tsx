import { describe, expect, it } from 'vitest';
import { fitSummary, type FitVerdictCounts, type FitWidthCounts } from '@shared/fit';
import type { TProductFit } from '@shared/schemas/fit';
import type { TProduct } from '@shared/schemas/products';
import type { SizedKind } from '@shared/specs';
import { renderPage } from '../entry-server';
import { NO_OBTAINED_COUNTS } from '@shared/obtained';

// A product's specs and fit (issue 48) on its page, as the server renders them for a visitor:
// the markup the browser keeps (static parts) and all a reader without JavaScript gets.

const site = { name: 'Battle Ready', origin: 'https://battleready.example' };
const ID = '3f1c2a9e-0000-4000-8000-000000000048';

const product = (more: Partial<TProduct>): TProduct => ({
  id: ID,
  name: 'Ridgeline Assault Boot',
  description: 'A mid-height boot with a stiff shank for loaded marches.',
  imageUrl: null,
  picture: null,
  amazonUrl: null,
  category: 'deployment',
  price: 189,
  averageRating: 4.3,
  reviewCount: 19,
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
  battleReadyIndex: 80,
  topBranch: 'All',
  durability: 8,
  portability: 7,
  costValue: 7,
  civilianAdaptation: 6,
  overallUtility: 8,
  createdAt: '2026-01-05T10:00:00.000Z',
  ...more,
});

const spec = (
  key: TProduct['specs'][number]['key'],
  label: string,
  unit: string,
  claimed: number | null,
  measured: { median: number; n: number } | null,
) => ({ key, label, unit, claimed, measured });

/** A sized product's fit as the server answers it, from its owners' verdicts. */
const fitOf = (
  sized: SizedKind,
  verdicts: FitVerdictCounts,
  width?: FitWidthCounts,
): TProductFit => ({
  sized,
  n: verdicts.small + verdicts.true + verdicts.large,
  verdicts,
  ...(width ? { width } : {}),
  summary: fitSummary(verdicts),
});

async function render(more: Partial<TProduct>) {
  const { html } = await renderPage(
    `/product/${ID}`,
    site,
    async (path) =>
      path === `/api/products/${ID}`
        ? Response.json(product(more))
        : new Response('{}', { status: 404 }),
    { lowData: false },
  );
  const section = (id: string) =>
    new RegExp(`<section aria-labelledby="${id}".*?</section>`, 's').exec(html)?.[0] ?? null;
  return { specs: section('specs'), fit: section('fit') };
}

/** A table row by its header cell's text, or null. */
const row = (section: string | null, label: string) =>
  new RegExp(`<tr[^>]*><th scope="row"[^>]*>${label}</th>.*?</tr>`, 's').exec(section ?? '')?.[0] ??
  null;

describe('Specs and Fit on a product page', () => {
  it('are not there when the product has no figures and does not come in sizes', async () => {
    const { specs, fit } = await render({});
    expect(specs).toBeNull();
    expect(fit).toBeNull();
  });

  it("lists each spec's claim and owners' median in both unit systems, with their count", async () => {
    const { specs } = await render({
      specs: [
        spec('weight', 'Weight', 'g', 1240, { median: 1390, n: 3 }),
        spec('battery', 'Battery capacity', 'mAh', null, { median: 10000, n: 1 }),
        spec('volume', 'Volume', 'L', 35, null),
      ],
    });
    const weight = row(specs, 'Weight');
    expect(weight).toContain('<span class="unit-metric">1,240 g</span>');
    expect(weight).toContain('<span class="unit-imperial">43.7 oz</span>');
    expect(weight).toMatch(
      /<span class="unit-metric">1,390 g<\/span><span class="unit-imperial">49 oz<\/span><span[^>]*> \(3 owners\)<\/span>/,
    );
    // Written alike in both systems: drawn once. No claim: a dash, and words for a screen reader.
    const battery = row(specs, 'Battery capacity');
    expect(battery).toMatch(
      /<span aria-hidden="true"[^>]*>—<\/span><span class="sr-only">Not stated/,
    );
    expect(battery).toMatch(/<span>10,000 mAh<\/span><span[^>]*> \(1 owner\)<\/span>/);
    expect(battery).not.toContain('unit-imperial');
    expect(row(specs, 'Volume')).toContain('Not measured yet');
  });

  it("notes a difference only past 10 % and from three owners' measurements", async () => {
    const { specs } = await render({
      specs: [
        spec('weight', 'Weight', 'g', 1240, { median: 1390, n: 3 }),
        spec('volume', 'Volume', 'L', 35, { median: 40, n: 2 }),
        spec('height', 'Height', 'cm', 50, { median: 54, n: 5 }),
      ],
    });
    expect(row(specs, 'Weight')).toContain('Owners measure 12\u00a0% more than claimed');
    expect(row(specs, 'Volume')).not.toContain('Owners measure');
    expect(row(specs, 'Height')).not.toContain('Owners measure');
  });

  it('offers the unit switch as a named radio pair, neither checked before the browser knows', async () => {
    const { specs } = await render({ specs: [spec('weight', 'Weight', 'g', 1240, null)] });
    expect(specs).toMatch(/<fieldset class="unit-switch"><legend class="sr-only">Units<\/legend>/);
    const radios = [...(specs ?? '').matchAll(/<input[^>]*type="radio"[^>]*>/g)].map((m) => m[0]);
    expect(radios).toHaveLength(2);
    expect(radios.some((r) => r.includes('checked'))).toBe(false);
    expect(specs).toMatch(/data-system="metric">Metric<.*data-system="imperial">Imperial</s);
  });

  it("gives sized gear's summary and each verdict's count, share and bar, and footwear's width", async () => {
    const { specs, fit } = await render({
      fit: fitOf('footwear', { small: 3, true: 14, large: 2 }, { narrow: 4, normal: 10, wide: 3 }),
    });
    expect(specs).toBeNull();
    expect(fit).toContain('Footwear');
    expect(fit).toContain('Most owners: true to size · 14 of 19');
    expect(fit).toMatch(
      /<span>Runs small<\/span><div aria-hidden="true" class="progress"><div style="width: ?15.8%;?"><\/div><\/div><span[^>]*>3<span[^>]*> \(16\u00a0%\)<\/span>/,
    );
    expect(fit).toMatch(/<span>True to size<\/span>.*?>14<span[^>]*> \(74\u00a0%\)/s);
    // Shares of those who gave a width (17), not of all verdicts.
    expect(fit).toMatch(
      /<h3[^>]*>Width<\/h3>.*<span>Narrow<\/span>.*?>4<span[^>]*> \(24\u00a0%\)/s,
    );
  });

  it("says so where footwear's owners gave verdicts but no width", async () => {
    const { fit } = await render({
      fit: fitOf('footwear', { small: 1, true: 1, large: 0 }, { narrow: 0, normal: 0, wide: 0 }),
    });
    expect(fit).toContain('Owners are split · 2 verdicts');
    expect(fit).toMatch(/<h3[^>]*>Width<\/h3><p[^>]*>No owner has said yet.<\/p>/);
    expect(fit).not.toContain('Narrow');
  });

  it('says no owner has said yet while none has, and has no width where it is not asked', async () => {
    const { fit } = await render({ fit: fitOf('pack', { small: 0, true: 0, large: 0 }) });
    expect(fit).toContain('Pack (by torso)');
    expect(fit).toContain('No owner has said how it fits yet.');
    expect(fit).not.toContain('progress');
    expect(fit).not.toContain('Width');
  });
});
