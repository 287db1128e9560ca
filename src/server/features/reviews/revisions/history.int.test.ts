import { and, asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REVISION_PAGE_SIZE } from '@shared/limits';
import type { TReviewRevision } from '@shared/schemas/field-reports';
import type { TPendingReview } from '@shared/schemas/admin';
import { auditLog } from '../../../db/schema';
import { reviewFlags } from '../moderation/schema';
import { reviewRevisions, reviews } from '../schema';
import { createMember, type Member } from '../../../test/accounts';
import { ADMIN_ROUTE_REFUSALS, expectRefused } from '../../../test/admin-refusals';
import { insertProduct, insertReport, reviewRequest } from '../../../test/fixtures';
import { useTestApp } from '../../../test/use-test-app';

// Issue 30: an edit keeps the earlier version; who may read a review's history. Issue 44: only
// versions once public are kept, the history is paged, and a moderator hides a version.
const t = useTestApp({ personas: true });
const { who } = t;

const FIRST = reviewRequest({
  title: 'First impressions',
  content: 'Light, quiet and it kept the rain out on a wet weekend.',
  rating: 4,
  durability: 7,
  portability: 9,
  costValue: 6,
  civilianAdaptation: 5,
  overallUtility: 8,
  pros: ['Light', 'Quiet'],
  cons: ['Pricey'],
});
const SECOND = reviewRequest({
  title: 'Six months in',
  content: 'The zip failed after six months of daily carry; otherwise fine.',
  rating: 2,
  durability: 3,
  portability: 8,
  costValue: 4,
  civilianAdaptation: 6,
  overallUtility: 5,
  pros: ['Light'],
  cons: ['Zip failed', 'Pricey'],
});

async function ok(res: { statusCode: number; body: string; json(): unknown }) {
  if (res.statusCode >= 300) throw new Error(`${res.statusCode}: ${res.body}`);
  return res.json() as { id: string; status: string };
}
const write = async (m: Member, body = FIRST) =>
  ok(await t.as(m).post(`/api/products/${(await insertProduct(t.db)).id}/reviews`, body));
const edit = (m: Member, id: string, body: object) => t.as(m).patch(`/api/reviews/${id}`, body);
const approve = async (id: string) =>
  ok(await t.as(who.admin).post(`/api/admin/reviews/${id}/approve`, {}));
const reject = async (id: string) =>
  ok(await t.as(who.admin).post(`/api/admin/reviews/${id}/reject`, {}));
const reviewRow = async (id: string) =>
  (await t.db.select().from(reviews).where(eq(reviews.id, id)))[0]!;
const revisionRows = (id: string) =>
  t.db
    .select()
    .from(reviewRevisions)
    .where(eq(reviewRevisions.reviewId, id))
    .orderBy(asc(reviewRevisions.version));
const historyAs = (m: Member | null, id: string) => t.as(m).get(`/api/reviews/${id}/revisions`);
const versionsAs = async (m: Member | null, id: string) =>
  ((await historyAs(m, id)).json() as { items: TReviewRevision[] }).items.map((r) => r.version);
/** FIRST approved, edited to SECOND (version 1 kept), approved again. */
async function editedAndApproved() {
  const author = await createMember(t);
  const { id } = await write(author);
  await approve(id);
  await edit(author, id, SECOND);
  await approve(id);
  return { author, id };
}
/** As members' flags leave it (issue 29): back to pending, marked hidden by flags. */
const hideByFlags = (id: string) =>
  t.db
    .update(reviews)
    .set({ status: 'pending', hiddenByFlagsAt: new Date() })
    .where(eq(reviews.id, id));
const queueItem = async (id: string) =>
  (
    (await t.as(who.admin).get('/api/admin/reviews')).json() as { items: TPendingReview[] }
  ).items.find((r) => r.id === id);

/** What a version holds, as the request gave it (pros and cons tidied as the server does). */
const versionOf = (body: ReturnType<typeof reviewRequest>) => ({
  title: body.title,
  content: body.content,
  rating: body.rating,
  durability: body.durability,
  portability: body.portability,
  costValue: body.costValue,
  civilianAdaptation: body.civilianAdaptation,
  overallUtility: body.overallUtility,
  pros: body.pros,
  cons: body.cons,
});

describe('an edit keeps the earlier version', () => {
  it('keeps every field of an approved review, numbers it 1 and stamps the review edited', async () => {
    const author = await createMember(t);
    const { id } = await write(author);
    await approve(id);
    const before = await reviewRow(id);
    expect(before.editedAt).toBeNull();

    expect((await edit(author, id, SECOND)).json()).toEqual({ id, status: 'pending' });
    const after = await reviewRow(id);
    expect(after).toMatchObject({ ...versionOf(SECOND), status: 'pending' });
    expect(after.editedAt).toBeInstanceOf(Date);
    const [kept, ...more] = await revisionRows(id);
    expect(more).toEqual([]);
    expect(kept).toMatchObject({
      ...versionOf(FIRST),
      version: 1,
      status: 'approved',
      writtenAt: before.createdAt,
      replacedAt: after.editedAt,
    });

    // The author's list and the product's list carry editedAt.
    const mine = (await t.as(author).get('/api/me/reviews')).json().items;
    expect(mine).toEqual([
      expect.objectContaining({ id, editedAt: after.editedAt!.toISOString() }),
    ]);
    const listed = (await t.as(author).get(`/api/products/${before.productId}/reviews`)).json();
    expect(listed.items[0]).toMatchObject({ id, editedAt: after.editedAt!.toISOString() });
  });

  it('numbers the next approved version 2, written when the first edit was made', async () => {
    const author = await createMember(t);
    const { id } = await write(author);
    await approve(id);
    await edit(author, id, SECOND);
    const firstEdit = (await reviewRow(id)).editedAt!;
    await approve(id);
    await edit(author, id, { ...SECOND, title: 'Nine months in' });
    const rows = await revisionRows(id);
    expect(rows.map((r) => [r.version, r.status, r.title])).toEqual([
      [1, 'approved', 'First impressions'],
      [2, 'approved', 'Six months in'],
    ]);
    expect(rows[1]!.writtenAt).toEqual(firstEdit);
    expect((await reviewRow(id)).editedAt!.getTime()).toBeGreaterThan(firstEdit.getTime());
  });

  // Issue 44: a version never public collapses into the next.
  it('keeps no version never approved: one written and changed while it waited, or rejected', async () => {
    const author = await createMember(t);
    const { id } = await write(author);
    await edit(author, id, SECOND);
    await edit(author, id, { ...SECOND, title: 'Nine months in' });
    await reject(id);
    await edit(author, id, FIRST);
    expect(await revisionRows(id)).toEqual([]);
    expect((await reviewRow(id)).editedAt).toBeInstanceOf(Date);

    // Approved, then changed twice while waiting: the approved one alone is kept.
    await approve(id);
    await edit(author, id, SECOND);
    await edit(author, id, { ...SECOND, title: 'Nine months in' });
    expect((await revisionRows(id)).map((r) => [r.version, r.status, r.title])).toEqual([
      [1, 'approved', 'First impressions'],
    ]);
  });

  it('keeps a version members’ flags took back from the public, as pending', async () => {
    const author = await createMember(t);
    const { id } = await write(author);
    await approve(id);
    await hideByFlags(id);
    await edit(author, id, SECOND);
    expect((await revisionRows(id)).map((r) => [r.version, r.status, r.title])).toEqual([
      [1, 'pending', 'First impressions'],
    ]);
    // The edit is simply waiting now: changed again, it is not kept.
    await edit(author, id, { ...SECOND, title: 'Nine months in' });
    expect(await revisionRows(id)).toHaveLength(1);
  });

  it('keeps one version of 40 rapid edits of an approved review, which answers 10', async () => {
    const author = await createMember(t);
    const { id } = await write(author);
    await approve(id);
    const statuses: number[] = [];
    for (let i = 1; i <= 40; i++) {
      statuses.push((await edit(author, id, { ...SECOND, title: `Edit ${i}` })).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(200), ...Array(30).fill(429)]);
    expect((await revisionRows(id)).map((r) => [r.version, r.title])).toEqual([
      [1, 'First impressions'],
    ]);
    expect((await reviewRow(id)).title).toBe('Edit 10');
  });

  it('keeps no version and no edited stamp when nothing a version holds changed, yet it waits again', async () => {
    const author = await createMember(t);
    const { id } = await write(author);
    await approve(id);
    // The same words with blank lines and spaces the server tidies away: no change.
    const same = { ...FIRST, pros: ['  Light ', '', 'Quiet'] };
    expect((await edit(author, id, same)).json()).toEqual({ id, status: 'pending' });
    expect(await revisionRows(id)).toEqual([]);
    expect((await reviewRow(id)).editedAt).toBeNull();
  });

  it.each([
    ['title', { title: 'Another title' }],
    ['one score', { civilianAdaptation: 6 }],
    ['a con added', { cons: ['Pricey', 'Loud'] }],
    ['pros reordered', { pros: ['Quiet', 'Light'] }],
  ])('keeps a version when only the %s changes', async (_, change) => {
    const author = await createMember(t);
    const { id } = await write(author);
    await approve(id);
    await edit(author, id, { ...FIRST, ...change });
    expect((await revisionRows(id)).map((r) => [r.version, r.status])).toEqual([[1, 'approved']]);
  });

  it('refuses an edit by anyone else, keeping no version', async () => {
    const author = await createMember(t);
    const { id } = await write(author);
    await approve(id);
    for (const m of [who.verified, who.admin]) {
      expect((await edit(m, id, SECOND)).statusCode).toBe(403);
    }
    expect((await edit(author, id, { ...SECOND, rating: 9 })).statusCode).toBe(400);
    expect(await revisionRows(id)).toEqual([]);
    expect((await reviewRow(id)).editedAt).toBeNull();
  });
});

describe("the moderators' queue: what changed since they approved it", () => {
  it('shows the version they approved beside the edited text, until they decide again', async () => {
    const author = await createMember(t);
    const { id } = await write(author);
    expect((await queueItem(id))!.approvedVersion).toBeNull();
    await approve(id);
    await edit(author, id, SECOND);
    const item = (await queueItem(id))!;
    expect(item).toMatchObject(versionOf(SECOND));
    expect(item.approvedVersion).toMatchObject({
      ...versionOf(FIRST),
      version: 1,
      status: 'approved',
    });
    // A second edit before a decision: still what they approved, not the pending version.
    await edit(author, id, { ...SECOND, title: 'Nine months in' });
    expect((await queueItem(id))!.approvedVersion).toMatchObject({ version: 1 });
  });

  it('has none for an edit of a review never approved, or rejected', async () => {
    const author = await createMember(t);
    const { id } = await write(author);
    await edit(author, id, SECOND);
    expect((await queueItem(id))!.approvedVersion).toBeNull();
    await reject(id);
    await edit(author, id, FIRST);
    expect((await queueItem(id))!.approvedVersion).toBeNull();
  });
});

describe('GET /api/reviews/:id/revisions', () => {
  /**
   * Approved, then edited (v1 approved), approved and hidden by flags, edited again (v2 kept as
   * pending, never public as it stood then), approved.
   */
  async function approvedWithHistory() {
    const { author, id } = await editedAndApproved();
    await hideByFlags(id);
    await edit(author, id, { ...SECOND, title: 'Nine months in' });
    await approve(id);
    return { author, id };
  }

  it('answers with the earlier versions, newest first, in their shape', async () => {
    const { author, id } = await approvedWithHistory();
    const res = await historyAs(author, id);
    expect(res.statusCode).toBe(200);
    const { items } = res.json() as { items: TReviewRevision[] };
    expect(items.map((r) => [r.version, r.status, r.title])).toEqual([
      [2, 'pending', 'Six months in'],
      [1, 'approved', 'First impressions'],
    ]);
    expect(items[1]).toEqual({
      ...versionOf(FIRST),
      version: 1,
      status: 'approved',
      writtenAt: (await reviewRow(id)).createdAt.toISOString(),
      replacedAt: items[0]!.writtenAt,
      hidden: false,
    });
  });

  it('of an approved review: everyone, visitors included; versions never approved only to its author and admins', async () => {
    const { author, id } = await approvedWithHistory();
    for (const m of [null, who.unverified, who.verified]) {
      expect(await versionsAs(m, id)).toEqual([1]);
    }
    for (const m of [author, who.admin, who.superAdmin]) {
      expect(await versionsAs(m, id)).toEqual([2, 1]);
    }
  });

  it.each([
    ['pending', async (_: string) => undefined],
    ['rejected', reject],
  ])(
    'of a %s review: its author and admins; anyone else gets Review not found',
    async (_, decide) => {
      const author = await createMember(t);
      const { id } = await write(author);
      await approve(id);
      await edit(author, id, SECOND);
      await decide(id);
      for (const m of [null, who.unverified, who.verified]) {
        const res = await historyAs(m, id);
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe('Review not found');
      }
      for (const m of [author, who.admin, who.superAdmin]) {
        expect(await versionsAs(m, id)).toEqual([1]);
      }
    },
  );

  it('answers an approved review never edited with no versions', async () => {
    const author = await createMember(t);
    const { id } = await write(author);
    await approve(id);
    expect((await historyAs(null, id)).json()).toEqual({ items: [], page: 1, hasMore: false });
  });

  it.each([
    ['an unknown review', '00000000-0000-4000-8000-000000000000'],
    ['an id that is no uuid', 'not-a-review'],
  ])("answers %s with 404 'Review not found'", async (_, id) => {
    const res = await historyAs(who.admin, id);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Review not found');
  });
});

// Issue 44: the history a page at a time.
describe('GET /api/reviews/:id/revisions, paged', () => {
  /** An approved review with `n` versions kept, numbered 1 to n, approved unless told. */
  async function reviewWithVersions(n: number, over: (v: number) => object = () => ({})) {
    const author = await createMember(t);
    const { id } = await write(author);
    await approve(id);
    const start = Date.now() - n * 60_000;
    await t.db.insert(reviewRevisions).values(
      Array.from({ length: n }, (_, i) => ({
        ...versionOf(FIRST),
        reviewId: id,
        version: i + 1,
        status: 'approved' as const,
        writtenAt: new Date(start + i * 60_000),
        replacedAt: new Date(start + (i + 1) * 60_000),
        ...over(i + 1),
      })),
    );
    return { author, id };
  }
  const pageAs = async (m: Member | null, id: string, page?: number) => {
    const res = await t.as(m).get(`/api/reviews/${id}/revisions${page ? `?page=${page}` : ''}`);
    const { items, ...rest } = res.json() as { items: TReviewRevision[] };
    return { ...rest, versions: items.map((r) => r.version) };
  };
  const range = (from: number, to: number) =>
    Array.from({ length: from - to + 1 }, (_, i) => from - i);

  it('answers REVISION_PAGE_SIZE versions a page, newest first, saying whether there are more', async () => {
    expect(REVISION_PAGE_SIZE).toBe(10);
    const { id } = await reviewWithVersions(23);
    expect(await pageAs(null, id)).toEqual({ page: 1, hasMore: true, versions: range(23, 14) });
    expect(await pageAs(null, id, 2)).toEqual({ page: 2, hasMore: true, versions: range(13, 4) });
    expect(await pageAs(null, id, 3)).toEqual({ page: 3, hasMore: false, versions: [3, 2, 1] });
    expect(await pageAs(null, id, 4)).toEqual({ page: 4, hasMore: false, versions: [] });
  });

  it('says there are no more when the last page is full', async () => {
    const { id } = await reviewWithVersions(10);
    expect(await pageAs(null, id)).toEqual({ page: 1, hasMore: false, versions: range(10, 1) });
  });

  it('pages what each reader may see: the public skips versions not approved or hidden', async () => {
    const { author, id } = await reviewWithVersions(12, (v) =>
      v === 12 ? { status: 'rejected' } : v === 11 ? { hiddenAt: new Date() } : {},
    );
    expect(await pageAs(null, id)).toEqual({ page: 1, hasMore: false, versions: range(10, 1) });
    expect(await pageAs(author, id)).toEqual({ page: 1, hasMore: true, versions: range(12, 3) });
    expect(await pageAs(who.admin, id, 2)).toEqual({ page: 2, hasMore: false, versions: [2, 1] });
  });

  it("answers any page of a review the reader may not see with 'Review not found'", async () => {
    const { author, id } = await reviewWithVersions(12);
    await edit(author, id, SECOND);
    for (const m of [null, who.verified]) {
      const res = await t.as(m).get(`/api/reviews/${id}/revisions?page=2`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Review not found');
    }
    expect(await pageAs(author, id, 2)).toEqual({ page: 2, hasMore: false, versions: [3, 2, 1] });
  });

  it.each([
    ['0', 'Page must be at least 1'],
    ['two', 'Page must be a whole number'],
  ])('refuses page %s with %j', async (page, message) => {
    const { id } = await reviewWithVersions(1);
    const res = await t.as(null).get(`/api/reviews/${id}/revisions?page=${page}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });
});

// Issue 44: a moderator hides one earlier version from the public history.
describe('POST /api/admin/reviews/:id/revisions/:version/hide and unhide', () => {
  const hide = (m: Member | null, id: string, version: number | string, action = 'hide') =>
    t.as(m).post(`/api/admin/reviews/${id}/revisions/${version}/${action}`, {});
  const auditRows = (id: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), like(auditLog.action, 'revision.%')))
      .orderBy(asc(auditLog.id));
  const itemsAs = async (m: Member | null, id: string) =>
    ((await historyAs(m, id)).json() as { items: TReviewRevision[] }).items.map((r) => [
      r.version,
      r.hidden,
    ]);

  it.each(ADMIN_ROUTE_REFUSALS)('refuses %s, changing nothing', async (refusal) => {
    const { id } = await editedAndApproved();
    await expectRefused(t, refusal, [
      ['POST', `/api/admin/reviews/${id}/revisions/1/hide`, {}],
      ['POST', `/api/admin/reviews/${id}/revisions/1/unhide`, {}],
    ]);
    expect((await revisionRows(id))[0]!.hiddenAt).toBeNull();
    expect(await auditRows(id)).toEqual([]);
  });

  it("refuses the review's author as the member they are, changing nothing", async () => {
    const { author, id } = await editedAndApproved();
    const asMember = ADMIN_ROUTE_REFUSALS.find((r) => r.persona === 'verified')!;
    await expectRefused(t, asMember, [['POST', `/api/admin/reviews/${id}/revisions/1/hide`, {}]], {
      by: author,
    });
    expect((await revisionRows(id))[0]!.hiddenAt).toBeNull();
  });

  it.each(['admin', 'superAdmin'] as const)(
    'lets %s hide a version from the public, logged; its author and admins still read it, marked',
    async (name) => {
      const { author, id } = await editedAndApproved();
      const res = await hide(who[name], id, 1);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect((await revisionRows(id))[0]).toMatchObject({ hiddenBy: who[name].id });
      expect((await revisionRows(id))[0]!.hiddenAt).toBeInstanceOf(Date);
      for (const m of [null, who.unverified, who.verified])
        expect(await itemsAs(m, id)).toEqual([]);
      for (const m of [author, who.admin, who.superAdmin]) {
        expect(await itemsAs(m, id)).toEqual([[1, true]]);
      }
      expect(await auditRows(id)).toEqual([
        expect.objectContaining({
          action: 'revision.hide',
          actorId: who[name].id,
          targetType: 'review',
          targetLabel: 'Version 1 of “First impressions”',
        }),
      ]);

      // Hidden already: nothing changes, nothing more is logged.
      expect((await hide(who[name], id, 1)).statusCode).toBe(200);
      expect(await auditRows(id)).toHaveLength(1);

      expect((await hide(who[name], id, 1, 'unhide')).statusCode).toBe(200);
      expect(await itemsAs(null, id)).toEqual([[1, false]]);
      expect((await revisionRows(id))[0]).toMatchObject({ hiddenAt: null, hiddenBy: null });
      expect((await auditRows(id)).map((r) => r.action)).toEqual([
        'revision.hide',
        'revision.unhide',
      ]);
    },
  );

  it.each([
    ['a version the review does not have', 2],
    ['version 0', 0],
    ['a version that is no number', 'one'],
  ])("answers %s with 404 'Version not found', changing nothing", async (_, version) => {
    const { id } = await editedAndApproved();
    const res = await hide(who.admin, id, version);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Version not found');
    expect(await auditRows(id)).toEqual([]);
  });

  it("answers an unknown review with 404 'Review not found'", async () => {
    const res = await hide(who.admin, '00000000-0000-4000-8000-000000000000', 1);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Review not found');
  });
});

// Issue 44: upholding a flag hides the version it was raised on.
describe('a flag upheld on a version', () => {
  const flag = async (m: Member, id: string, over: object = {}) =>
    ok(await t.as(m).post(`/api/reviews/${id}/flags`, { reason: 'misleading', ...over }));
  const flagsOf = (id: string) =>
    t.db
      .select()
      .from(reviewFlags)
      .where(eq(reviewFlags.reviewId, id))
      .orderBy(asc(reviewFlags.createdAt));
  const settle = async (id: string, action: 'resolve' | 'dismiss') => {
    const [pending] = (await flagsOf(id)).filter((f) => f.status === 'pending');
    return ok(await t.as(who.admin).post(`/api/admin/flags/${pending!.id}/${action}`, {}));
  };
  const hiddenOf = async (id: string) =>
    (await revisionRows(id)).map((r) => [r.version, r.hiddenAt !== null]);

  it('records the version the flagger read: the number an edit keeps it as', async () => {
    const author = await createMember(t);
    const { id } = await write(author);
    await approve(id);
    await flag(who.verified, id);
    await edit(author, id, SECOND);
    await edit(author, id, { ...SECOND, title: 'Nine months in' });
    await approve(id);
    await flag(who.admin, id);
    expect((await flagsOf(id)).map((f) => f.version)).toEqual([1, 2]);
  });

  /** An approved review flagged as it first stood (with `over` in the flag), then edited. */
  async function flaggedThenEdited(over: object = {}) {
    const author = await createMember(t);
    const { id } = await write(author);
    await approve(id);
    const review = await reviewRow(id);
    const report = await insertReport(t.db, review, { status: 'approved' });
    await flag(who.verified, id, 'report' in over ? { reportId: report.id } : {});
    await edit(author, id, SECOND);
    return { author, id };
  }

  it('the attack: flagged, edited, the flag upheld and the edit approved: the flagged version leaves the public history', async () => {
    const { author, id } = await flaggedThenEdited();
    await settle(id, 'resolve');
    await approve(id);
    expect(await versionsAs(null, id)).toEqual([]);
    expect(await versionsAs(who.verified, id)).toEqual([]);
    const [mine] = ((await historyAs(author, id)).json() as { items: TReviewRevision[] }).items;
    expect(mine).toMatchObject({ version: 1, title: 'First impressions', hidden: true });
    expect((await revisionRows(id))[0]).toMatchObject({ hiddenBy: who.admin.id });
  });

  it.each([
    ['dismissed', {}, 'dismiss'],
    ['upheld on a field report (about the report, not the words)', { report: true }, 'resolve'],
  ] as const)('%s, leaves the version in the public history', async (_, over, action) => {
    const { id } = await flaggedThenEdited(over);
    await settle(id, action);
    await approve(id);
    expect(await versionsAs(null, id)).toEqual([1]);
  });

  it('upheld while it is still the current version: the edit that replaces it keeps it hidden', async () => {
    const author = await createMember(t);
    const { id } = await write(author);
    await approve(id);
    await flag(who.verified, id);
    await settle(id, 'resolve');
    await edit(author, id, SECOND);
    await approve(id);
    expect(await hiddenOf(id)).toEqual([[1, true]]);
    expect(await versionsAs(null, id)).toEqual([]);
  });

  it('hides only the text flagged, not a later one that took its number when it was rejected', async () => {
    const author = await createMember(t);
    const { id } = await write(author);
    await approve(id);
    await flag(who.verified, id);
    // Rejected, the flagged text is not kept when edited: the new text is version 1 in its turn.
    await reject(id);
    await edit(author, id, SECOND);
    await approve(id);
    await edit(author, id, { ...SECOND, title: 'Nine months in' });
    expect((await revisionRows(id)).map((r) => [r.version, r.title, r.hiddenAt])).toEqual([
      [1, 'Six months in', null],
    ]);
  });
});
