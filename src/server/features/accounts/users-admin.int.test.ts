import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, profiles, user, userRoles } from '../../db/schema';
import { products } from '../products/schema';
import { reviewVotes, reviews } from '../reviews/schema';
import { createMember, postSignIn, type Member } from '../../test/accounts';
import {
  ADMIN_ROUTE_REFUSALS,
  SUPER_ADMIN_ROUTE_REFUSALS,
  expectRefused,
} from '../../test/admin-refusals';
import { insertProduct, insertReview } from '../../test/fixtures';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ personas: true });
const { who } = t;

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, m: Member | null, payload?: object) =>
  t.as(m).send(method, url, payload);
const rolesOf = async (id: string) =>
  (await t.db.select().from(userRoles).where(eq(userRoles.userId, id))).map((r) => r.role).sort();

describe('admin users: who may', () => {
  it.each(ADMIN_ROUTE_REFUSALS)('refuses %s the list and creating a member', async (refusal) => {
    await expectRefused(t, refusal, [
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/users', { email: 'x@example.com', password: 'secret1', branch: 'army' }],
    ]);
    expect(await t.db.select().from(user).where(eq(user.email, 'x@example.com'))).toEqual([]);
  });

  it.each(SUPER_ADMIN_ROUTE_REFUSALS)(
    'refuses %s granting or removing admin and deleting a member',
    async (refusal) => {
      const target = await createMember(t);
      await expectRefused(t, refusal, [
        ['POST', `/api/admin/users/${target.id}/admin`],
        ['DELETE', `/api/admin/users/${target.id}/admin`],
        ['DELETE', `/api/admin/users/${target.id}`],
      ]);
      expect(await rolesOf(target.id)).toEqual([]);
      expect(await t.db.select().from(user).where(eq(user.id, target.id))).toHaveLength(1);
    },
  );
});

describe('GET /api/admin/users', () => {
  it('lists emails, names, branches and roles, newest first, with search', async () => {
    const page = (await send('GET', '/api/admin/users', who.admin)).json();
    const byId = new Map(page.items.map((u: { id: string }) => [u.id, u]));
    expect(byId.get(who.superAdmin.id)).toMatchObject({
      email: who.superAdmin.email,
      roles: ['admin', 'super_admin'],
      branch: 'army',
    });
    expect(byId.get(who.verified.id)).toMatchObject({ roles: [], emailVerified: true });
    expect(byId.get(who.unverified.id)).toMatchObject({ emailVerified: false });
    const ids = page.items.map((u: { id: string }) => u.id);
    expect(ids.indexOf(who.superAdmin.id)).toBeLessThan(ids.indexOf(who.unverified.id));
    const found = (
      await send('GET', `/api/admin/users?search=${encodeURIComponent(who.admin.email)}`, who.admin)
    ).json();
    expect(found.items.map((u: { id: string }) => u.id)).toEqual([who.admin.id]);
    expect(found.total).toBe(1);
  });
});

describe('POST /api/admin/users (create directly, SPEC §5)', () => {
  it('creates a verified member without an invitation, who can sign in; logged', async () => {
    const res = await send('POST', '/api/admin/users', who.admin, {
      email: ' Direct@Example.com ',
      password: 'secret',
      branch: 'coast_guard',
    });
    expect(res.statusCode).toBe(201);
    const { id, email } = res.json().user;
    expect(email).toBe('direct@example.com');
    const [row] = await t.db.select().from(user).where(eq(user.id, id));
    expect(row!.emailVerified).toBe(true);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, id));
    expect(profile!.branch).toBe('coast_guard');
    expect((await postSignIn(t, 'direct@example.com', 'secret')).statusCode).toBe(200);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entry).toMatchObject({ action: 'user.create', actorId: who.admin.id });
    const again = await send('POST', '/api/admin/users', who.admin, {
      email: 'direct@example.com',
      password: 'secret',
      branch: 'army',
    });
    expect(again.statusCode).toBe(409);
  });

  it('gives every request but one the same 409 when six race for one address', async () => {
    const payload = { email: 'racer@example.com', password: 'secret1', branch: 'army' };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => send('POST', '/api/admin/users', who.admin, payload)),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const r of answers.filter((a) => a.statusCode === 409)) {
      expect(r.json().error).toEqual({
        code: 'conflict',
        message: 'An account with this email already exists',
      });
    }
    expect(await t.db.select().from(user).where(eq(user.email, 'racer@example.com'))).toHaveLength(
      1,
    );
  });

  it.each([
    [{ password: 'secret1', branch: 'army' }, 'Please fill in all fields'],
    [{ email: 'a@example.com', branch: 'army' }, 'Please fill in all fields'],
    [{ email: 'a@example.com', password: 'secret1' }, 'Please fill in all fields'],
    [{ email: '', password: 'secret1', branch: 'army' }, 'Please fill in all fields'],
    [
      { email: 'a@example.com', password: '12345', branch: 'army' },
      'Password must be at least 6 characters',
    ],
    [
      { email: 'not-an-email', password: 'secret1', branch: 'army' },
      'Please enter a valid email address',
    ],
  ])('refuses %o with the spec message', async (body, message) => {
    const res = await send('POST', '/api/admin/users', who.admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });
});

describe('granting and removing admin (super admins only)', () => {
  it('lets a super admin grant and remove admin, logged', async () => {
    const target = await createMember(t);
    expect(
      (await send('POST', `/api/admin/users/${target.id}/admin`, who.superAdmin)).statusCode,
    ).toBe(200);
    expect(await rolesOf(target.id)).toEqual(['admin']);
    expect(
      (await send('DELETE', `/api/admin/users/${target.id}/admin`, who.superAdmin)).statusCode,
    ).toBe(200);
    expect(await rolesOf(target.id)).toEqual([]);
    const actions = (
      await t.db.select().from(auditLog).where(eq(auditLog.targetId, target.id))
    ).map((e) => e.action);
    expect(actions.sort()).toEqual(['role.grant', 'role.remove']);
  });

  it("refuses to touch a super admin's roles, and answers 404 for nobody", async () => {
    const res = await send('DELETE', `/api/admin/users/${who.superAdmin.id}/admin`, who.superAdmin);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'protected_roles',
      message: 'Super admin roles cannot be modified',
    });
    expect(await rolesOf(who.superAdmin.id)).toEqual(['admin', 'super_admin']);
    expect((await send('POST', '/api/admin/users/nobody/admin', who.superAdmin)).statusCode).toBe(
      404,
    );
  });
});

describe('DELETE /api/admin/users/:id (super admins only)', () => {
  it('refuses a super admin target, and oneself', async () => {
    const protectedOne = await send(
      'DELETE',
      `/api/admin/users/${who.superAdmin.id}`,
      who.superAdmin,
    );
    expect(protectedOne.statusCode).toBe(403);
    const otherSuper = await createMember(t, { roles: ['admin', 'super_admin'] });
    const res = await send('DELETE', `/api/admin/users/${otherSuper.id}`, who.superAdmin);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'protected_account',
      message: 'Super admin accounts cannot be deleted',
    });
    expect(protectedOne.json().error.message).toBe('You cannot delete your own account');
  });

  it('deletes a member and everything they wrote, redoing what it counted in; logged', async () => {
    const doomed = await createMember(t);
    const author = await createMember(t);
    const product = await insertProduct(t.db);
    await insertReview(t.db, product.id, doomed.id, {
      status: 'approved',
      rating: 1,
      durability: 1,
    });
    await insertReview(t.db, product.id, author.id, { status: 'approved', rating: 5 });
    const [authorsReview] = await t.db.select().from(reviews).where(eq(reviews.userId, author.id));
    // The doomed member upvoted the author's review.
    await t.db
      .insert(reviewVotes)
      .values({ reviewId: authorsReview!.id, userId: doomed.id, voteType: 'upvote' });
    await t.db.update(reviews).set({ upvotes: 1 }).where(eq(reviews.id, authorsReview!.id));
    await t.db.update(profiles).set({ reviewerScore: 1 }).where(eq(profiles.userId, author.id));
    const before = (await t.db.select().from(products).where(eq(products.id, product.id)))[0]!;
    expect(before.reviewCount).toBe(2);

    const res = await send('DELETE', `/api/admin/users/${doomed.id}`, who.superAdmin);
    expect(res.statusCode).toBe(200);
    expect((await t.db.select().from(user).where(eq(user.id, doomed.id))).length).toBe(0);
    expect((await t.db.select().from(reviews).where(eq(reviews.userId, doomed.id))).length).toBe(0);
    const after = (await t.db.select().from(products).where(eq(products.id, product.id)))[0]!;
    expect(after).toMatchObject({ reviewCount: 1, averageRating: 5 });
    const [recounted] = await t.db.select().from(reviews).where(eq(reviews.id, authorsReview!.id));
    expect(recounted!.upvotes).toBe(0);
    const [score] = await t.db.select().from(profiles).where(eq(profiles.userId, author.id));
    expect(score!.reviewerScore).toBe(0);
    // Their session no longer opens anything.
    expect((await send('GET', '/api/me', doomed)).json().viewer).toBeNull();
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, doomed.id));
    expect(entry).toMatchObject({ action: 'user.delete', targetLabel: doomed.email });
  });
});
