import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TReviewRevision } from '@shared/schemas/field-reports';
import type { TPendingReview } from '@shared/schemas/admin';
import { reviewRevisions, reviews } from '../../db/schema';
import { createMember, type Member } from '../../test/accounts';
import { insertProduct, reviewRequest } from '../../test/fixtures';
import { useTestApp } from '../../test/use-test-app';

// Issue 30: an edit keeps the earlier version; who may read a review's history.
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

  it('numbers the next version 2, written when the first edit was made, with its status then', async () => {
    const author = await createMember(t);
    const { id } = await write(author);
    await approve(id);
    await edit(author, id, SECOND);
    const firstEdit = (await reviewRow(id)).editedAt!;
    await edit(author, id, { ...SECOND, title: 'Nine months in' });
    const rows = await revisionRows(id);
    expect(rows.map((r) => [r.version, r.status, r.title])).toEqual([
      [1, 'approved', 'First impressions'],
      [2, 'pending', 'Six months in'],
    ]);
    expect(rows[1]!.writtenAt).toEqual(firstEdit);
    expect((await reviewRow(id)).editedAt!.getTime()).toBeGreaterThan(firstEdit.getTime());
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
    await edit(author, id, { ...FIRST, ...change });
    expect((await revisionRows(id)).map((r) => [r.version, r.status])).toEqual([[1, 'pending']]);
  });

  it('refuses an edit by anyone else, keeping no version', async () => {
    const author = await createMember(t);
    const { id } = await write(author);
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
  /** Approved, then edited (v1 approved), edited again while pending (v2 pending), approved. */
  async function approvedWithHistory() {
    const author = await createMember(t);
    const { id } = await write(author);
    await approve(id);
    await edit(author, id, SECOND);
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
    expect((await historyAs(null, id)).json()).toEqual({ items: [] });
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
