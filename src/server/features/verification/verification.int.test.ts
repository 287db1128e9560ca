import { and, eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REVOKE_REASON_MAX, VERIFICATION_MSG } from '@shared/schemas/verification';
import {
  IDENTITY_HISTORY_DAYS,
  IDENTITY_REVOKED_DAYS,
  VERIFICATION_VALID_DAYS,
} from '@shared/verification';
import { auditLog, rateLimits } from '../../db/schema';
import {
  milEmailCodes,
  serviceVerifications,
  verificationIdentities,
  verificationOidcFlows,
} from './schema';
import { notifications } from '../notifications/schema';
import { products } from '../products/schema';
import { recomputeVerifiedCounts } from '../reviews';
import type { MailMessage, Mailer } from '../../lib/mail/mailer';
import { createMember, type Member } from '../../test/accounts';
import { ADMIN_ROUTE_REFUSALS, expectRefused } from '../../test/admin-refusals';
import { insertProduct, insertReview } from '../../test/fixtures';
import { lapseRevocations } from '../../test/lapse-revocations';
import { useTestApp } from '../../test/use-test-app';
import { VERIFICATION_EXPIRY_QUEUE } from './expiry';
import { identityHashesOf } from './identities';
import { grantVerification } from './service';
import { createIdentityHasher } from './identity-hash';
import { expectError } from '../../test/error-answer';

// Issue 29: a member's verification as the rest of the site sees it: their status, removing
// it, an admin's revoke, the badge on reviews, the "Verified only" filter, products' verified
// counts, the hourly expiry and reminder, the export and account deletion.

const sent: MailMessage[] = [];
const mailer: Mailer = { send: async (message) => void sent.push(message) };
const t = useTestApp({ personas: true, deps: { mailer } });

let addresses = 0;

/**
 * Verifies the member the way a member does: a `.mil` code, read from the mail. These tests
 * verify one member more often than the hourly limit allows (mil-code.int.test.ts tests it).
 */
async function verifyByMil(m: Member, email = `member.${++addresses}.${Date.now()}@navy.mil`) {
  await t.db.delete(rateLimits).where(eq(rateLimits.subject, `user:${m.id}`));
  expect((await t.as(m).post('/api/me/verification/mil/start', { email })).statusCode).toBe(200);
  const code = /\b(\d{6})\b/.exec(sent.findLast((x) => x.to === email)!.text)![1];
  const res = await t.as(m).post('/api/me/verification/mil/confirm', { code });
  expect(res.statusCode).toBe(200);
  return email;
}

const revoke = (caller: Member | null, userId: string, body: object = { reason: 'Forged' }) =>
  t.as(caller).post(`/api/admin/users/${userId}/verification/revoke`, body);
const lift = (caller: Member | null, userId: string) =>
  t.as(caller).post(`/api/admin/users/${userId}/verification/lift`);

/** The pseudonym an address is kept as, under the test app's secret. */
const hashOfAddress = (email: string) => createIdentityHasher(t.app.pseudonyms).ofMilAddress(email);
const linksOf = (userId: string) =>
  t.db
    .select()
    .from(verificationIdentities)
    .where(eq(verificationIdentities.userId, userId))
    .orderBy(verificationIdentities.linkedAt);
const linksOfAddress = (email: string) =>
  t.db
    .select()
    .from(verificationIdentities)
    .where(eq(verificationIdentities.identityHash, hashOfAddress(email)));
const listed = async (admin: Member, m: Member) =>
  (await t.as(admin).get(`/api/admin/users?search=${encodeURIComponent(m.email)}`)).json().items[0];
/** Tries the `.mil` code for `email`, as verifyByMil does, and returns the refusal. */
async function refusedByMil(m: Member, email: string) {
  await t.db.delete(rateLimits).where(eq(rateLimits.subject, `user:${m.id}`));
  await t.as(m).post('/api/me/verification/mil/start', { email });
  const code = /\b(\d{6})\b/.exec(sent.findLast((x) => x.to === email)!.text)![1];
  return t.as(m).post('/api/me/verification/mil/confirm', { code });
}

const verificationOf = async (userId: string) =>
  (
    await t.db.select().from(serviceVerifications).where(eq(serviceVerifications.userId, userId))
  )[0];
const verifiedCount = async (productId: string) =>
  (
    await t.db
      .select({ n: products.verifiedReviewCount })
      .from(products)
      .where(eq(products.id, productId))
  )[0]!.n;
const noticesOf = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'verification')));
const runExpiry = async () => {
  await t.app.jobs.send(t.db, VERIFICATION_EXPIRY_QUEUE, {});
  await t.app.jobs.drain([VERIFICATION_EXPIRY_QUEUE]);
};
/** Ages a verification so it ends `interval` from now (verified a year before that). */
const expireIn = (userId: string, interval: string) =>
  t.db
    .update(serviceVerifications)
    .set({
      expiresAt: sql`now() + ${interval}::interval`,
      verifiedAt: sql`now() + ${interval}::interval - make_interval(days => ${VERIFICATION_VALID_DAYS})`,
    })
    .where(eq(serviceVerifications.userId, userId));

describe("the member's own verification", () => {
  it('is read by any signed-in member, and by no visitor', async () => {
    expectError(await t.as(null).get('/api/me/verification'), 401, VERIFICATION_MSG.signIn);
    const res = await t.as(t.who.unverified).get('/api/me/verification');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ verification: null, providers: { oidc: null }, milCode: null });
  });

  it('is removed by its member (a confirmed e-mail needed, as for every write)', async () => {
    expectError(await t.as(null).delete('/api/me/verification'), 401, VERIFICATION_MSG.signIn);
    expectError(
      await t.as(t.who.unverified).delete('/api/me/verification'),
      403,
      VERIFICATION_MSG.confirmEmail,
    );
    for (const m of [t.who.verified, t.who.admin, t.who.superAdmin]) {
      await verifyByMil(m);
      const res = await t.as(m).delete('/api/me/verification');
      expect(res.statusCode).toBe(200);
      expect(await verificationOf(m.id)).toBeUndefined();
      expect((await t.as(m).get('/api/me/verification')).json().verification).toBeNull();
    }
  });

  it('reads as none once expired, before the job removes it', async () => {
    const m = await createMember(t);
    await verifyByMil(m);
    await expireIn(m.id, '-1 second');
    expect((await t.as(m).get('/api/me/verification')).json().verification).toBeNull();
  });
});

describe('an administrator revoking a verification', () => {
  it.each(ADMIN_ROUTE_REFUSALS)('is refused to %s, changing nothing', async (refusal) => {
    const m = await createMember(t);
    await verifyByMil(m);
    await expectRefused(t, refusal, [
      ['POST', `/api/admin/users/${m.id}/verification/revoke`, { reason: 'Forged' }],
    ]);
    expect(await verificationOf(m.id)).toBeDefined();
  });

  it.each(['admin', 'superAdmin'] as const)(
    'is done by %s with a reason: audit log, the member told, the list updated',
    async (who) => {
      const admin = t.who[who];
      const m = await createMember(t);
      await verifyByMil(m);
      const listed = await t
        .as(admin)
        .get(`/api/admin/users?search=${encodeURIComponent(m.email)}`);
      expect(listed.json().items).toMatchObject([{ id: m.id, verification: 'service_member' }]);

      const res = await revoke(admin, m.id, { reason: '  Address was not the member’s own  ' });
      expect(res.statusCode).toBe(200);
      expect(await verificationOf(m.id)).toBeUndefined();
      const [audit] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'verification.revoke'), eq(auditLog.targetId, m.id)));
      expect(audit).toMatchObject({
        actorId: admin.id,
        targetType: 'user',
        targetLabel: m.email,
        notes: 'Service Member: Address was not the member’s own',
      });
      expect(await noticesOf(m.id)).toMatchObject([
        {
          title: 'Your service verification (Service Member) was revoked by a moderator',
          detail: 'Reason: Address was not the member’s own',
          link: '/profile?tab=verification',
        },
      ]);
      const after = await t.as(admin).get(`/api/admin/users?search=${encodeURIComponent(m.email)}`);
      expect(after.json().items).toMatchObject([{ id: m.id, verification: null }]);
    },
  );

  it.each([
    ['no reason', {}, VERIFICATION_MSG.reasonRequired],
    ['a blank reason', { reason: '   ' }, VERIFICATION_MSG.reasonRequired],
    [
      'a reason too long',
      { reason: 'x'.repeat(REVOKE_REASON_MAX + 1) },
      VERIFICATION_MSG.reasonTooLong,
    ],
  ])('refuses %s with its message, changing nothing', async (_label, body, message) => {
    const m = await createMember(t);
    await verifyByMil(m);
    expectError(await revoke(t.who.admin, m.id, body), 400, message);
    expect(await verificationOf(m.id)).toBeDefined();
  });

  it('says when there is nothing to revoke', async () => {
    const m = await createMember(t);
    expectError(await revoke(t.who.admin, m.id), 404, VERIFICATION_MSG.nothingToRevoke);
    expectError(await revoke(t.who.admin, 'no-such-user'), 404, VERIFICATION_MSG.nothingToRevoke);
    await verifyByMil(m);
    await expireIn(m.id, '-1 second');
    expectError(await revoke(t.who.admin, m.id), 404, VERIFICATION_MSG.nothingToRevoke);
    expect(await noticesOf(m.id)).toEqual([]);
  });
});

describe('an administrator lifting a revocation (issue 44)', () => {
  it.each(ADMIN_ROUTE_REFUSALS)('is refused to %s, changing nothing', async (refusal) => {
    const m = await createMember(t);
    await verifyByMil(m);
    expect((await revoke(t.who.admin, m.id)).statusCode).toBe(200);
    await expectRefused(t, refusal, [['POST', `/api/admin/users/${m.id}/verification/lift`]]);
    expect((await linksOf(m.id))[0]!.revokedAt).toBeInstanceOf(Date);
  });

  it.each(['admin', 'superAdmin'] as const)(
    'is done by %s: the list says when it was revoked until it is lifted, and the audit log keeps it',
    async (who) => {
      const admin = t.who[who];
      const m = await createMember(t);
      const email = await verifyByMil(m);
      expect(await listed(admin, m)).toMatchObject({ verificationRevokedAt: null });
      expect((await revoke(admin, m.id)).statusCode).toBe(200);
      const revokedAt = (await listed(admin, m)).verificationRevokedAt;
      expect(revokedAt).toBe((await linksOf(m.id))[0]!.revokedAt!.toISOString());
      expectError(await refusedByMil(m, email), 403, VERIFICATION_MSG.identityRevoked('mil_email'));

      const res = await lift(admin, m.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      const [audit] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'verification.lift'), eq(auditLog.targetId, m.id)));
      expect(audit).toMatchObject({ actorId: admin.id, targetType: 'user', targetLabel: m.email });
      expect(await listed(admin, m)).toMatchObject({ verificationRevokedAt: null });
      await verifyByMil(m, email);
    },
  );

  it('says when there is nothing to lift, writing no audit row', async () => {
    const never = await createMember(t);
    await verifyByMil(never);
    const lapsed = await createMember(t);
    await verifyByMil(lapsed);
    await revoke(t.who.admin, lapsed.id);
    await lapseRevocations(t.db, lapsed.id);
    for (const id of [never.id, lapsed.id, 'no-such-user']) {
      expectError(await lift(t.who.admin, id), 404, VERIFICATION_MSG.nothingToLift);
    }
    expect(await listed(t.who.admin, lapsed)).toMatchObject({ verificationRevokedAt: null });
    const lifted = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'verification.lift'), eq(auditLog.targetId, never.id)));
    expect(lifted).toEqual([]);
  });
});

describe('reviews and products', () => {
  it('carry the author’s verification, filter on it and count it as it comes and goes', async () => {
    const product = await insertProduct(t.db);
    const other = await insertProduct(t.db);
    const author = await createMember(t);
    const plain = await createMember(t);
    const mine = await insertReview(t.db, product.id, author.id, { upvotes: 5 });
    await insertReview(t.db, product.id, plain.id);
    // Neither another product's review nor a pending one counts here.
    await insertReview(t.db, other.id, author.id);
    await insertReview(t.db, product.id, (await createMember(t)).id, { status: 'pending' });

    const list = async (query = '') =>
      (await t.as(null).get(`/api/products/${product.id}/reviews${query}`)).json();
    const detail = async () => (await t.as(null).get(`/api/products/${product.id}`)).json();
    const badgeOf = async (reviewId: string) =>
      (await list()).items.find((r: { id: string }) => r.id === reviewId).verification;

    expect(await verifiedCount(product.id)).toBe(0);
    expect((await list('?verified=true')).total).toBe(0);

    await verifyByMil(author);
    expect(await verifiedCount(product.id)).toBe(1);
    expect(await verifiedCount(other.id)).toBe(1);
    expect(await detail()).toMatchObject({ reviewCount: 2, verifiedReviewCount: 1 });
    expect(await badgeOf(mine.id)).toBe('service_member');
    const filtered = await list('?verified=true');
    expect(filtered).toMatchObject({ total: 1, totalUnfiltered: 2 });
    expect(filtered.items.map((r: { id: string }) => r.id)).toEqual([mine.id]);
    expect((await list('?verified=false')).total).toBe(2);
    expect((await t.as(author).get('/api/me/reviews')).json().items[0].verification).toBe(
      'service_member',
    );
    const bad = await t.as(null).get(`/api/products/${product.id}/reviews?verified=yes`);
    expectError(bad, 400, 'Verified must be true or false');

    // Verifying again changes nothing of the counts.
    await verifyByMil(author);
    expect(await verifiedCount(product.id)).toBe(1);

    await t.as(author).delete('/api/me/verification');
    expect(await verifiedCount(product.id)).toBe(0);
    expect(await badgeOf(mine.id)).toBeNull();

    await verifyByMil(author);
    expect(await verifiedCount(product.id)).toBe(1);
    await revoke(t.who.admin, author.id);
    expect(await verifiedCount(product.id)).toBe(0);

    await verifyByMil(author);
    await expireIn(author.id, '-1 second');
    // Gone from the reviews at once; the count follows with the hourly job.
    expect(await badgeOf(mine.id)).toBeNull();
    await runExpiry();
    expect(await verificationOf(author.id)).toBeUndefined();
    expect(await verifiedCount(product.id)).toBe(0);
    expect(await verifiedCount(other.id)).toBe(0);
  });

  it('count a verified author’s review once approved, and no longer once taken down', async () => {
    const product = await insertProduct(t.db);
    const author = await createMember(t);
    await verifyByMil(author);
    const review = await insertReview(t.db, product.id, author.id, { status: 'pending' });
    expect(await verifiedCount(product.id)).toBe(0);
    expect(
      (await t.as(t.who.admin).post(`/api/admin/reviews/${review.id}/approve`)).statusCode,
    ).toBe(200);
    expect(await verifiedCount(product.id)).toBe(1);
  });
});

describe('the hourly expiry job', () => {
  it('tells a member once when theirs ends within the reminder days', async () => {
    const soon = await createMember(t);
    const later = await createMember(t);
    await verifyByMil(soon);
    await verifyByMil(later);
    await expireIn(soon.id, '10 days');
    await expireIn(later.id, '60 days');

    await runExpiry();
    await runExpiry();
    const told = await noticesOf(soon.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ link: '/profile?tab=verification', actorId: null });
    expect(told[0]!.title).toMatch(/^Your service verification \(Service Member\) ends on /);
    expect((await verificationOf(soon.id))!.remindedAt).toBeInstanceOf(Date);
    expect(await noticesOf(later.id)).toEqual([]);

    // Verifying again starts a new year, and a new reminder with it.
    await verifyByMil(soon);
    expect((await verificationOf(soon.id))!.remindedAt).toBeNull();
  });

  it('deletes expired codes and provider flows, and leaves the rest', async () => {
    const m = await createMember(t);
    const n = await createMember(t);
    const past = sql`now() - interval '1 minute'`;
    const future = sql`now() + interval '5 minutes'`;
    await t.db.insert(milEmailCodes).values([
      { userId: m.id, codeHash: 'old', expiresAt: past },
      { userId: n.id, codeHash: 'new', expiresAt: future },
    ]);
    await t.db.insert(verificationOidcFlows).values([
      { state: `old-${m.id}`, userId: m.id, nonce: 'n', codeVerifier: 'v', expiresAt: past },
      { state: `new-${n.id}`, userId: n.id, nonce: 'n', codeVerifier: 'v', expiresAt: future },
    ]);
    await runExpiry();
    const codes = await t.db.select({ userId: milEmailCodes.userId }).from(milEmailCodes);
    expect(codes.map((c) => c.userId)).not.toContain(m.id);
    expect(codes.map((c) => c.userId)).toContain(n.id);
    const flows = await t.db
      .select({ state: verificationOidcFlows.state })
      .from(verificationOidcFlows);
    expect(flows.map((f) => f.state)).toEqual([`new-${n.id}`]);
  });

  it('lets the identity of an ended verification go, and forgets links once their days pass', async () => {
    const ended = await createMember(t);
    const endedAddress = await verifyByMil(ended);
    await expireIn(ended.id, '-1 second');
    const revoked = await createMember(t);
    await verifyByMil(revoked);
    await revoke(t.who.admin, revoked.id);
    await runExpiry();
    const [link] = await linksOf(ended.id);
    expect(link!.releasedAt).toBeInstanceOf(Date);
    expect(link!.identityHash).toBe(hashOfAddress(endedAddress));

    const daysAgo = (days: number) =>
      sql`now() - make_interval(days => ${days}) - interval '1 minute'`;
    const age = (userId: string, set: Partial<Record<'releasedAt' | 'revokedAt', SQL>>) =>
      t.db.update(verificationIdentities).set(set).where(eq(verificationIdentities.userId, userId));
    // Released long enough ago, but its revocation is still in force: kept.
    await age(ended.id, { releasedAt: daysAgo(IDENTITY_HISTORY_DAYS) });
    await age(revoked.id, { releasedAt: daysAgo(IDENTITY_HISTORY_DAYS) });
    await runExpiry();
    expect(await linksOf(ended.id)).toEqual([]);
    expect(await linksOf(revoked.id)).toHaveLength(1);
    await age(revoked.id, { revokedAt: daysAgo(IDENTITY_REVOKED_DAYS) });
    await runExpiry();
    expect(await linksOf(revoked.id)).toEqual([]);
  });
});

describe("the member's data", () => {
  it('exports the verification, and deleting the account removes it with its code and flow', async () => {
    const m = await createMember(t);
    await verifyByMil(m);
    const product = await insertProduct(t.db);
    await insertReview(t.db, product.id, m.id);
    expect(await verifiedCount(product.id)).toBe(1);

    const exported = (await t.as(m).get('/api/me/export')).json();
    const status = (await t.as(m).get('/api/me/verification')).json();
    expect(exported.verification).toEqual(status.verification);
    expect(exported.verification).toMatchObject({
      affiliation: 'service_member',
      method: 'mil_email',
    });

    await t.db.insert(milEmailCodes).values({
      userId: m.id,
      codeHash: 'h',
      expiresAt: sql`now() + interval '5 minutes'`,
    });
    await t.db.insert(verificationOidcFlows).values({
      state: `s-${m.id}`,
      userId: m.id,
      nonce: 'n',
      codeVerifier: 'v',
      expiresAt: sql`now() + interval '5 minutes'`,
    });
    const res = await t.as(m).delete('/api/me', { password: m.password });
    expect(res.statusCode).toBe(200);
    expect(await verificationOf(m.id)).toBeUndefined();
    expect(await t.db.select().from(milEmailCodes).where(eq(milEmailCodes.userId, m.id))).toEqual(
      [],
    );
    expect(
      await t.db.select().from(verificationOidcFlows).where(eq(verificationOidcFlows.userId, m.id)),
    ).toEqual([]);
    expect(await verifiedCount(product.id)).toBe(0);
  });

  it('exports the identities verified with as their pseudonyms, with their dates', async () => {
    const m = await createMember(t);
    const first = await verifyByMil(m);
    await t.as(m).delete('/api/me/verification');
    // Let go when removed, not only once another identity is linked.
    expect((await linksOf(m.id))[0]!.releasedAt).toBeInstanceOf(Date);
    const second = await verifyByMil(m);
    await revoke(t.who.admin, m.id);

    const { verificationIdentities: exported } = (await t.as(m).get('/api/me/export')).json();
    const links = await linksOf(m.id);
    expect(exported).toEqual([
      {
        pseudonym: hashOfAddress(first),
        method: 'mil_email',
        linkedAt: links[0]!.linkedAt.toISOString(),
        releasedAt: links[0]!.releasedAt!.toISOString(),
        revokedAt: null,
      },
      {
        pseudonym: hashOfAddress(second),
        method: 'mil_email',
        linkedAt: links[1]!.linkedAt.toISOString(),
        releasedAt: links[1]!.revokedAt!.toISOString(),
        revokedAt: links[1]!.revokedAt!.toISOString(),
      },
    ]);
    // A pseudonym, not the address.
    expect(JSON.stringify(exported)).not.toContain(first.split('@')[0]);
  });

  it('deleting the account frees the identities it held, and keeps a revoked one barred', async () => {
    const m = await createMember(t);
    const revokedAddress = await verifyByMil(m);
    await revoke(t.who.admin, m.id);
    const replacedAddress = await verifyByMil(m);
    const heldAddress = await verifyByMil(m);
    expect(await linksOf(m.id)).toHaveLength(3);

    expect((await t.as(m).delete('/api/me', { password: m.password })).statusCode).toBe(200);
    expect(await linksOfAddress(replacedAddress)).toEqual([]);
    expect(await linksOfAddress(heldAddress)).toEqual([]);
    expect(await linksOfAddress(revokedAddress)).toMatchObject([
      { userId: null, revokedAt: expect.any(Date) },
    ]);

    const other = await createMember(t);
    expectError(
      await refusedByMil(other, revokedAddress),
      403,
      VERIFICATION_MSG.identityRevoked('mil_email'),
    );
    await verifyByMil(other, heldAddress);
  });

  it("a super admin's deletion of a member frees the identity it held", async () => {
    const m = await createMember(t);
    const email = await verifyByMil(m);
    expect((await t.as(t.who.superAdmin).delete(`/api/admin/users/${m.id}`)).statusCode).toBe(200);
    expect(await linksOfAddress(email)).toEqual([]);
    await verifyByMil(await createMember(t), email);
  });
});

describe('two accounts claiming one identity at once (issue 44)', () => {
  it('makes the second wait for the first, and then refuses it', async () => {
    const [first, second] = [await createMember(t), await createMember(t)];
    const identity = { method: 'oidc' as const, hash: `claimed-at-once-${first.id}` };
    let finishFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (finishFirst = resolve));
    let firstClaimed!: () => void;
    const claimed = new Promise<void>((resolve) => (firstClaimed = resolve));
    const firstTx = t.db.transaction(async (tx) => {
      await grantVerification(tx, first.id, 'veteran', identity, recomputeVerifiedCounts);
      firstClaimed();
      await firstHolds;
    });
    await claimed;
    // Its refusal is taken at once: it may come while the first is still being awaited.
    const secondRefused = t.db
      .transaction((tx) =>
        grantVerification(tx, second.id, 'veteran', identity, recomputeVerifiedCounts),
      )
      .then(
        () => null,
        (err: unknown) => err,
      );
    // The second is under way, and must not get past the first's claim until it commits.
    await new Promise((resolve) => setTimeout(resolve, 300));
    finishFirst();
    await firstTx;
    expect(await secondRefused).toMatchObject({
      status: 409,
      message: VERIFICATION_MSG.identityInUse('oidc'),
    });
    expect(await verificationOf(second.id)).toBeUndefined();
  });
});

describe('identityHashesOf, for flag weighting (issue 44)', () => {
  it('gives each member every identity linked to them: held, released or revoked', async () => {
    const [a, b, none] = [await createMember(t), await createMember(t), await createMember(t)];
    const shared = await verifyByMil(a);
    await t.as(a).delete('/api/me/verification');
    await verifyByMil(b, shared);
    const own = await verifyByMil(a);
    await revoke(t.who.admin, a.id);

    const found = await identityHashesOf(t.db, [a.id, b.id, none.id]);
    expect(found).toEqual(
      new Map([
        [a.id, [hashOfAddress(shared), hashOfAddress(own)]],
        [b.id, [hashOfAddress(shared)]],
        [none.id, []],
      ]),
    );
    expect(await identityHashesOf(t.db, [])).toEqual(new Map());
  });
});
