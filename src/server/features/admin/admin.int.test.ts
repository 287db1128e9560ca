import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, profiles } from '../../db/schema';
import { pendingProducts } from '../submissions/schema';
import { products } from '../products/schema';
import { reviewFlags } from '../reviews/moderation/schema';
import { reviews } from '../reviews/schema';
import { insertInvitation, type Member } from '../../test/accounts';
import { ADMIN_ROUTE_REFUSALS, expectRefused } from '../../test/admin-refusals';
import { insertMember, insertProduct, insertReport, insertReview } from '../../test/fixtures';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ personas: true });
const { who } = t;

const get = (url: string, m: Member | null) => t.as(m).get(url);
const daysAgo = (n: number) => sql`now() - make_interval(days => ${n})`;

describe('GET /api/admin/stats', () => {
  it.each(ADMIN_ROUTE_REFUSALS)('refuses %s', async (refusal) => {
    await expectRefused(t, refusal, [['GET', '/api/admin/stats']]);
  });

  it('counts the nine cards and the 30-day chart from hand-counted fixtures', async () => {
    // Users: the 4 personas (today), one member today, one 10 days ago → 6 in all, 5 this week.
    await insertMember(t.db);
    const oldMember = await insertMember(t.db);
    await t.db
      .update(profiles)
      .set({ createdAt: daysAgo(10) })
      .where(eq(profiles.userId, oldMember));
    // Products: two this month, one 40 days ago; two are rated (4 and 3), one is not.
    const [a, b, c] = [
      await insertProduct(t.db),
      await insertProduct(t.db),
      await insertProduct(t.db),
    ];
    await t.db
      .update(products)
      .set({ createdAt: daysAgo(40) })
      .where(eq(products.id, c.id));
    // Reviews: three approved (one 8 days old), two pending; all count on the chart.
    const r1 = await insertReview(t.db, a.id, who.verified.id, { rating: 4 });
    await insertReview(t.db, a.id, who.admin.id, { rating: 4 });
    const old = await insertReview(t.db, b.id, who.verified.id, { rating: 3 });
    await t.db
      .update(reviews)
      .set({ createdAt: daysAgo(8) })
      .where(eq(reviews.id, old.id));
    await insertReview(t.db, b.id, who.admin.id, { status: 'pending' });
    await insertReview(t.db, c.id, who.verified.id, { status: 'pending' });
    // Field reports on r1: one waits, one was approved.
    await insertReport(t.db, r1);
    await insertReport(t.db, r1, { status: 'approved' });
    // Flags: one pending, one resolved.
    await t.db.insert(reviewFlags).values([
      { reviewId: r1.id, userId: who.superAdmin.id, reason: 'spam' },
      { reviewId: r1.id, userId: who.unverified.id, reason: 'other', status: 'resolved' },
    ]);
    // Submissions: two pending, one rejected.
    const submission = {
      category: 'tech',
      price: 10,
      description: 'A perfectly ordinary description of the thing.',
      amazonUrl: 'https://www.amazon.com/dp/B0STATS001',
      asin: 'B0STATS001',
      userId: who.verified.id,
    };
    await t.db.insert(pendingProducts).values([
      { ...submission, name: 'One' },
      { ...submission, name: 'Two' },
      { ...submission, name: 'Three', status: 'rejected' },
    ]);
    // Invitations: the personas' four were accepted; two pending, one revoked.
    await insertInvitation(t.db);
    await insertInvitation(t.db);
    await insertInvitation(t.db, { status: 'rejected' });

    const stats = (await get('/api/admin/stats', who.admin)).json();
    expect(stats).toMatchObject({
      totalUsers: 6,
      newUsersThisWeek: 5,
      totalProducts: 3,
      newProductsThisMonth: 2,
      totalReviews: 3,
      newReviewsThisWeek: 2,
      averageRating: 3.5,
      pendingProducts: 2,
      pendingReviews: 2,
      pendingReports: 1,
      flaggedReviews: 1,
      pendingInvitations: 2,
      growthRate: 83.3,
    });
    expect(stats.daily).toHaveLength(30);
    const today = stats.daily[29];
    expect(today).toMatchObject({ users: 5, reviews: 4, products: 2 });
    expect(stats.daily[19]).toMatchObject({ users: 1, reviews: 0, products: 0 });
    expect(stats.daily[21]).toMatchObject({ users: 0, reviews: 1, products: 0 });
    const sum = (k: 'users' | 'reviews' | 'products') =>
      stats.daily.reduce((s: number, d: Record<string, number>) => s + d[k]!, 0);
    expect([sum('users'), sum('reviews'), sum('products')]).toEqual([6, 5, 2]);
    // A super admin sees the same.
    expect((await get('/api/admin/stats', who.superAdmin)).json().totalUsers).toBe(6);
  });
});

describe('GET /api/admin/audit-log', () => {
  it.each(ADMIN_ROUTE_REFUSALS)('refuses %s', async (refusal) => {
    await expectRefused(t, refusal, [['GET', '/api/admin/audit-log']]);
  });

  it('records a review approval and a submission rejection, newest first, filterable', async () => {
    await t.db.delete(auditLog);
    const p = await insertProduct(t.db);
    const review = await insertReview(t.db, p.id, who.verified.id, {
      status: 'pending',
      title: 'Audit me',
    });
    const post = (url: string, m: Member, payload: object = {}) => t.as(m).post(url, payload);
    await post(`/api/admin/reviews/${review.id}/approve`, who.admin);
    // Approving what is already approved changes nothing and logs nothing.
    await post(`/api/admin/reviews/${review.id}/approve`, who.superAdmin);
    const [s] = await t.db
      .insert(pendingProducts)
      .values({
        name: 'Logged Stove',
        category: 'tech',
        price: 10,
        description: 'A perfectly ordinary description of the thing.',
        amazonUrl: 'https://www.amazon.com/dp/B0AUDIT001',
        asin: 'B0AUDIT001',
        userId: who.verified.id,
      })
      .returning();
    await post(`/api/admin/submissions/${s!.id}/reject`, who.superAdmin, { notes: 'Duplicate' });

    const page = (await get('/api/admin/audit-log', who.admin)).json();
    expect(page.total).toBe(2);
    expect(page.items).toMatchObject([
      {
        action: 'submission.reject',
        actorId: who.superAdmin.id,
        actorLabel: who.superAdmin.email,
        targetType: 'submission',
        targetId: s!.id,
        targetLabel: 'Logged Stove',
        notes: 'Duplicate',
      },
      {
        action: 'review.approve',
        actorId: who.admin.id,
        targetType: 'review',
        targetId: review.id,
        targetLabel: 'Audit me',
        notes: null,
      },
    ]);
    const filtered = (await get('/api/admin/audit-log?action=review.approve', who.admin)).json();
    expect(filtered.items.map((i: { action: string }) => i.action)).toEqual(['review.approve']);
    const byActor = (
      await get(`/api/admin/audit-log?actorId=${who.superAdmin.id}`, who.admin)
    ).json();
    expect(byActor.total).toBe(1);
    const bad = await get('/api/admin/audit-log?action=nonsense', who.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Unknown action');
  });
});
