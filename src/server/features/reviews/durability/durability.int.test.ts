import { describe, expect, it } from 'vitest';
import type { FailureMode, ReportState } from '@shared/field-reports';
import { createMember, type Member } from '../../../test/accounts';
import {
  insertMember,
  insertProduct,
  insertReport,
  insertReview,
  reportRequest,
} from '../../../test/fixtures';
import { useTestApp } from '../../../test/use-test-app';

// Issue 47: a product's survival estimate from its owners' field reports, as readers get it.
// The read cache is on, as in production: a decision must show in the very next answer.

const t = useTestApp({ personas: true, config: { readCacheBytes: 8 * 1024 * 1024 } });
const { who } = t;

const DAY = 24 * 60 * 60_000;
const longAgo = () => new Date(Date.now() - 400 * DAY);

type Owner = [months: number, state: ReportState, mode?: FailureMode];
/** The five owners worked by hand in estimate.unit.test.ts: 0.8 at 3 months, 0.6 from 6. */
const FIVE: Owner[] = [
  [3, 'failed', 'zipper'],
  [6, 'failed', 'strap'],
  [12, 'retired', 'seam'],
  [8, 'lost'],
  [12, 'in_service'],
];

const decideReport = (id: string, action: 'approve' | 'reject') =>
  t.as(who.admin).post(`/api/admin/reports/${id}/${action}`, {});

/** An approved review by a new member, with one report approved by an admin: one owner. */
async function addOwner(productId: string, [months, state, mode]: Owner, author?: Member) {
  const review = await insertReview(t.db, productId, author?.id ?? (await insertMember(t.db)), {
    createdAt: longAgo(),
  });
  const report = await insertReport(t.db, review, {
    monthsOwned: months,
    state,
    failureMode: mode ?? null,
    status: 'pending',
    // Past the interval between reports, so the author may write another.
    createdAt: new Date(Date.now() - 100 * DAY),
  });
  expect((await decideReport(report.id, 'approve')).statusCode).toBe(200);
  return { review, report };
}

async function productWith(owners: Owner[], name?: string) {
  const product = await insertProduct(t.db, name ? { name } : {});
  for (const owner of owners) await addOwner(product.id, owner);
  return product.id;
}

const durability = async (id: string, reader?: Member) => {
  const res = await (reader ? t.as(reader) : t.as(null)).get(`/api/products/${id}/durability`);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const steps = (body: { curve: { month: number; survival: number; atRisk: number }[] }) =>
  body.curve.map((s) => [s.month, Number(s.survival.toFixed(4)), s.atRisk]);

describe('GET /api/products/:id/durability', () => {
  it("gives every reader the estimate from five owners' approved reports", async () => {
    const id = await productWith(FIVE);
    for (const reader of [undefined, who.unverified, who.verified, who.admin, who.superAdmin]) {
      const body = await durability(id, reader);
      expect(body).toMatchObject({ owners: 5, failures: 2, medianMonths: null });
      expect(steps(body)).toEqual([
        [0, 1, 5],
        [3, 0.8, 5],
        [6, 0.6, 4],
        [12, 0.6, 2],
      ]);
      expect(body.modes).toEqual([
        { mode: 'zipper', owners: 1, medianMonth: 3 },
        { mode: 'strap', owners: 1, medianMonth: 6 },
        { mode: 'seam', owners: 1, medianMonth: 12 },
      ]);
      const band = body.curve[2];
      expect(band.lower).toBeLessThan(0.6);
      expect(band.upper).toBeGreaterThan(0.6);
    }
    const product = (await t.as(null).get(`/api/products/${id}`)).json();
    expect(product.survival12Months).toBeCloseTo(0.6, 6);
  });

  it('counts owners and failures below five, with no curve, modes or 12-month share', async () => {
    const id = await productWith(FIVE.slice(0, 4));
    expect(await durability(id)).toEqual({
      owners: 4,
      failures: 2,
      curve: [],
      medianMonths: null,
      modes: [],
    });
    expect((await t.as(null).get(`/api/products/${id}`)).json().survival12Months).toBeNull();
  });

  it('gives an empty estimate for a product without field reports, 404 for no product', async () => {
    const { id } = await insertProduct(t.db);
    expect(await durability(id)).toEqual({
      owners: 0,
      failures: 0,
      curve: [],
      medianMonths: null,
      modes: [],
    });
    for (const missing of [crypto.randomUUID(), 'not-a-uuid']) {
      const res = await t.as(null).get(`/api/products/${missing}/durability`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'not_found', message: 'Product Not Found' });
    }
  });

  it("never counts a member's own pending report, not even for them", async () => {
    const id = await productWith(FIVE);
    const author = await createMember(t);
    const { review } = await addOwner(id, [1, 'in_service'], author);
    const before = await durability(id, author);
    expect(before).toMatchObject({ owners: 6, failures: 2 });
    const written = await t
      .as(author)
      .post(
        `/api/reviews/${review.id}/reports`,
        reportRequest({ monthsOwned: 2, state: 'failed' }),
      );
    expect(written.statusCode).toBe(201);
    expect(await durability(id, author)).toEqual(before);
    expect(await durability(id)).toEqual(before);
    // Recomputed for another owner's report: still not counted.
    await addOwner(id, [12, 'in_service']);
    for (const reader of [author, undefined]) {
      expect(await durability(id, reader)).toMatchObject({ owners: 7, failures: 2 });
    }
  });

  it('drops a rejected report, a deleted report and a rejected review at once', async () => {
    const id = await productWith(FIVE);
    const sixth = await addOwner(id, [1, 'failed', 'buckle']);
    expect(await durability(id)).toMatchObject({ owners: 6, failures: 3 });

    expect((await decideReport(sixth.report.id, 'reject')).statusCode).toBe(200);
    expect(await durability(id)).toMatchObject({ owners: 5, failures: 2 });
    expect((await decideReport(sixth.report.id, 'approve')).statusCode).toBe(200);
    expect(await durability(id)).toMatchObject({ owners: 6, failures: 3 });

    const deleted = await t
      .as(who.admin)
      .delete(`/api/reviews/${sixth.review.id}/reports/${sixth.report.id}`);
    expect(deleted.statusCode).toBe(200);
    const afterDelete = await durability(id);
    expect(afterDelete).toMatchObject({ owners: 5, failures: 2 });
    expect(afterDelete.modes.map((m: { mode: string }) => m.mode)).not.toContain('buckle');

    const seventh = await addOwner(id, [2, 'failed']);
    expect(await durability(id)).toMatchObject({ owners: 6, failures: 3 });
    const rejected = await t
      .as(who.admin)
      .post(`/api/admin/reviews/${seventh.review.id}/reject`, { note: 'Not about this gear.' });
    expect(rejected.statusCode).toBe(200);
    expect(await durability(id)).toMatchObject({ owners: 5, failures: 2 });
  });
});

describe('the cached estimate', () => {
  it('goes when only the estimate changes, not the product', async () => {
    const { id } = await insertProduct(t.db);
    for (const owner of FIVE.slice(0, 4)) await addOwner(id, owner);
    const { review } = await addOwner(id, [12, 'in_service']);
    const before = await durability(id);
    const product = (await t.as(null).get(`/api/products/${id}`)).json();
    // Retired at the same 12 months, naming the sole: no figure of the product moves.
    const retired = await insertReport(t.db, review, {
      monthsOwned: 12,
      state: 'retired',
      failureMode: 'sole',
      status: 'pending',
    });
    expect((await decideReport(retired.id, 'approve')).statusCode).toBe(200);
    expect((await t.as(null).get(`/api/products/${id}`)).json()).toEqual(product);
    const after = await durability(id);
    expect(after.curve).toEqual(before.curve);
    expect(after.modes.map((m: { mode: string }) => m.mode)).toContain('sole');
  });
});

describe("each owner's timeline", () => {
  it('ends at the first failure, or else at the last report, and names what that report names', async () => {
    const { id } = await insertProduct(t.db);
    const owner = async () =>
      insertReview(t.db, id, await insertMember(t.db), { createdAt: longAgo() });
    let minute = 0;
    const approved = (
      review: Awaited<ReturnType<typeof owner>>,
      monthsOwned: number,
      state: ReportState,
      failureMode: FailureMode | null = null,
    ) =>
      insertReport(t.db, review, {
        monthsOwned,
        state,
        failureMode,
        status: 'approved',
        createdAt: new Date(Date.now() - 200 * DAY + minute++ * 60_000),
      });
    // Failed at 8, repaired and carried on: the failure at 8 ends it.
    const a = await owner();
    await approved(a, 4, 'in_service');
    await approved(a, 8, 'failed', 'strap');
    await approved(a, 12, 'in_service');
    // Two failures: the first, at 6.
    const b = await owner();
    await approved(b, 10, 'failed', 'zipper');
    await approved(b, 6, 'failed', 'buckle');
    // Two last words at 6: the later written, lost, naming nothing.
    const c = await owner();
    await approved(c, 6, 'retired', 'seam');
    await approved(c, 6, 'lost');
    // Followed to 14; retired at 12 naming the sole.
    const d = await owner();
    await approved(d, 3, 'in_service');
    await approved(d, 14, 'in_service');
    const e = await owner();
    await approved(e, 12, 'retired', 'sole');
    // Any approval recomputes the product: this one says nothing new.
    const last = await insertReport(t.db, e, { monthsOwned: 2, status: 'pending' });
    expect((await decideReport(last.id, 'approve')).statusCode).toBe(200);

    const body = await durability(id);
    // At 6: all 5 at risk (c, censored then, too), b fails: 0.8. At 8: 3 at risk, a fails.
    expect(steps(body)).toEqual([
      [0, 1, 5],
      [6, 0.8, 5],
      [8, 0.5333, 3],
      [14, 0.5333, 1],
    ]);
    expect(body).toMatchObject({ owners: 5, failures: 2, medianMonths: null });
    expect(body.modes).toEqual([
      { mode: 'buckle', owners: 1, medianMonth: 6 },
      { mode: 'strap', owners: 1, medianMonth: 8 },
      { mode: 'sole', owners: 1, medianMonth: 12 },
    ]);
  });
});

describe('the catalogue by durability', () => {
  it('sorts "Most durable" by 12-month survival, too few owners after, more owners first', async () => {
    const stamp = `Lastcheck${Date.now()}`;
    const sturdy = await productWith(
      FIVE.map(([m]) => [Math.max(m, 12), 'in_service']),
      `${stamp} sturdy`,
    );
    const weak = await productWith(FIVE, `${stamp} weak`);
    const few = await productWith(FIVE.slice(0, 3), `${stamp} few`);
    const one = await productWith(FIVE.slice(0, 1), `${stamp} one`);
    const none = (await insertProduct(t.db, { name: `${stamp} none` })).id;
    const list = async (query: string) => {
      const res = await t.as(null).get(`/api/products?search=${stamp}&${query}`);
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const ids = (page: { items: { id: string }[] }) => page.items.map((p) => p.id);

    const byDurability = await list('sort=durability');
    expect(ids(byDurability)).toEqual([sturdy, weak, few, one, none]);
    expect(
      byDurability.items.map((p: { survival12Months: number | null }) => p.survival12Months),
    ).toEqual([1, expect.closeTo(0.6, 6), null, null, null]);

    const fieldTested = await list('sort=durability&fieldTested=1');
    expect(ids(fieldTested)).toEqual([sturdy, weak, few, one]);
    expect(fieldTested.total).toBe(4);
    expect(new Set(ids(await list('sort=price-low&fieldTested=1')))).toEqual(
      new Set([sturdy, weak, few, one]),
    );
  });
});
