import { randomUUID } from 'node:crypto';
import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_DELETION_LIMIT, PASSWORD_RESET_LIMIT } from '@shared/limits';
import { DELETION_MSG } from '@shared/schemas/account-deletion';
import { account, auditLog, profiles, rateLimits, session, user } from '../../db/schema';
import { contactSubmissions } from '../contact/schema';
import { invitations } from '../invitations/schema';
import { pendingProducts } from '../submissions/schema';
import { products } from '../products/schema';
import { reviewFlags } from '../reviews/moderation/schema';
import { reviewMedia, reviewRevisions, reviewVotes, reviews } from '../reviews/schema';
import { reviewReportNudges } from '../reviews/reports/schema';
import { wishlists } from '../gear-kit/schema';
import type { MailMessage } from '../../lib/mail/mailer';
import { recordAudit } from '../../lib/audit';
import { consumeRateLimit } from '../../lib/rate-limit';
import { createMember, insertInvitation, postSignIn, type Member } from '../../test/accounts';
import { insertProduct, insertReview } from '../../test/fixtures';
import { nextTotp, secretOfUri, totp } from '../../test/totp';
import { useTestApp } from '../../test/use-test-app';

const sent: MailMessage[] = [];
const t = useTestApp({ deps: { mailer: { send: async (m) => void sent.push(m) } } });
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

const deleteAccount = (cookie: string | undefined, payload: object) =>
  t.as({ cookie }).delete('/api/me', payload);

const exists = async (id: string) =>
  (await t.db.select({ id: user.id }).from(user).where(eq(user.id, id))).length === 1;

/** A member with one of each thing an account can hold, among other members' things. */
async function memberWithOneOfEach() {
  const m = await createMember(t);
  const other = await createMember(t);
  const product = await insertProduct(t.db);
  const theirs = await insertReview(t.db, product.id, other.id, { rating: 2 });
  const mine = await insertReview(t.db, product.id, m.id, { rating: 5 });
  await t.db.insert(reviewVotes).values([
    { reviewId: theirs.id, userId: m.id, voteType: 'upvote' },
    { reviewId: mine.id, userId: other.id, voteType: 'upvote' },
  ]);
  await t.db.update(reviews).set({ upvotes: 1 }).where(eq(reviews.id, theirs.id));
  await t.db.update(reviews).set({ upvotes: 1 }).where(eq(reviews.id, mine.id));
  await t.db.update(profiles).set({ reviewerScore: 1 }).where(eq(profiles.userId, other.id));
  const photoKey = `photos/${randomUUID()}.webp`;
  await t.db.insert(reviewMedia).values({
    userId: m.id,
    reviewId: mine.id,
    kind: 'photo',
    storageKey: photoKey,
    contentType: 'image/webp',
    bytes: 10,
  });
  await t.db.insert(reviewFlags).values({ reviewId: theirs.id, userId: m.id, reason: 'spam' });
  // Issue 30: an earlier version of their review, and a field report nudge sent about it.
  await t.db.insert(reviewRevisions).values({
    reviewId: mine.id,
    version: 1,
    status: 'approved',
    title: 'What it said first',
    content: 'Its first words, since edited.',
    rating: 4,
    durability: 8,
    portability: 8,
    costValue: 8,
    civilianAdaptation: 8,
    overallUtility: 8,
    pros: [],
    cons: [],
    writtenAt: mine.createdAt,
  });
  await t.db.insert(reviewReportNudges).values({ reviewId: mine.id, months: 6 });
  await t.db.insert(wishlists).values({ userId: m.id, productId: product.id });
  await t.db.insert(pendingProducts).values({
    name: 'Submitted thing',
    category: 'deployment',
    price: 10,
    description: 'A thing this member submitted for the catalogue to consider.',
    amazonUrl: 'https://www.amazon.com/dp/B0DELETE01',
    userId: m.id,
  });
  const sentInvite = await insertInvitation(t.db, { invitedBy: m.id });
  await t.db.insert(contactSubmissions).values({
    name: 'Me',
    email: m.email,
    subject: 'Hello',
    message: 'A message sent while signed in.',
    userId: m.id,
  });
  return { m, other, product, theirs, mine, photoKey, sentInvite };
}

describe('DELETE /api/me: who may call', () => {
  it('a visitor is told to sign in, and nothing changes', async () => {
    const res = await deleteAccount(undefined, { password: 'whatever' });
    expect(res.statusCode).toBe(401);
  });

  it('a super admin account cannot be deleted, even with its password', async () => {
    const boss = await createMember(t, { roles: ['admin', 'super_admin'] });
    const res = await deleteAccount(boss.cookie, { password: boss.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(DELETION_MSG.superAdmin);
    expect(await exists(boss.id)).toBe(true);
  });

  it.each([
    ['an unverified member', { verified: false }],
    ['an admin', { roles: ['admin'] as 'admin'[] }],
  ])('%s may delete their own account', async (_label, options) => {
    const m = await createMember(t, options);
    const res = await deleteAccount(m.cookie, { password: m.password });
    expect(res.statusCode).toBe(200);
    expect(await exists(m.id)).toBe(false);
  });
});

describe('DELETE /api/me: proving it is them', () => {
  let m: Member;
  beforeAll(async () => {
    m = await createMember(t);
  });

  it.each([
    ['no password', {}, DELETION_MSG.passwordRequired],
    ['a wrong password', { password: 'not my password' }, DELETION_MSG.wrongPassword],
  ])('refuses %s with a 400 and deletes nothing', async (_label, body, message) => {
    const res = await deleteAccount(m.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ message, field: 'password' });
    expect(await exists(m.id)).toBe(true);
  });

  it('a check that fails for want of the database is a 503, not a wrong password', async () => {
    const away = new Error('Connection terminated unexpectedly');
    const check = vi.spyOn(t.app.auth.api, 'verifyPassword').mockRejectedValueOnce(away);
    try {
      const res = await deleteAccount(m.cookie, { password: m.password });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('unavailable');
      expect(await exists(m.id)).toBe(true);
    } finally {
      check.mockRestore();
    }
  });

  it(`allows ${ACCOUNT_DELETION_LIMIT.max} attempts in ${ACCOUNT_DELETION_LIMIT.windowMinutes} minutes, then 429 even with the right password`, async () => {
    for (let i = 0; i < ACCOUNT_DELETION_LIMIT.max; i += 1) {
      expect((await deleteAccount(m.cookie, { password: 'wrong' })).statusCode).toBe(400);
    }
    const res = await deleteAccount(m.cookie, { password: m.password });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(await exists(m.id)).toBe(true);
  });

  it('with two-factor on, asks for a valid code as well', async () => {
    const member = await createMember(t);
    const started = await t
      .as(member)
      .post('/api/auth/two-factor/enable', { password: member.password });
    const secret = secretOfUri((started.json() as { totpURI: string }).totpURI);
    const confirmed = await t
      .as(member)
      .post('/api/auth/two-factor/verify-totp', { code: totp(secret) });
    expect(confirmed.statusCode).toBe(200);
    const cookie = confirmed.headers['set-cookie']
      ? String(confirmed.headers['set-cookie']).split(';')[0]!
      : member.cookie;

    const noCode = await deleteAccount(cookie, { password: member.password });
    expect(noCode.json().error).toMatchObject({
      message: DELETION_MSG.codeRequired,
      field: 'code',
    });
    const wrongCode = String((Number(totp(secret)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await deleteAccount(cookie, { password: member.password, code: wrongCode });
    expect(wrong.json().error).toMatchObject({ message: DELETION_MSG.wrongCode, field: 'code' });
    expect(await exists(member.id)).toBe(true);

    // Turning it on used this step's code.
    const ok = await deleteAccount(cookie, { password: member.password, code: nextTotp(secret) });
    expect(ok.statusCode).toBe(200);
    expect(await exists(member.id)).toBe(false);
  });

  it('a Google-only account types its address and must have signed in within the last minutes', async () => {
    const member = await createMember(t);
    await t.db.update(account).set({ password: null }).where(eq(account.userId, member.id));

    const typo = await deleteAccount(member.cookie, { confirmEmail: 'someone@else.test' });
    expect(typo.json().error).toMatchObject({
      message: DELETION_MSG.confirmEmail,
      field: 'confirmEmail',
    });
    await t.db
      .update(session)
      .set({ createdAt: sql`now() - interval '1 hour'` })
      .where(eq(session.userId, member.id));
    const stale = await deleteAccount(member.cookie, { confirmEmail: member.email.toUpperCase() });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error.message).toBe(DELETION_MSG.signInAgain);
    expect(await exists(member.id)).toBe(true);

    await t.db
      .update(session)
      .set({ createdAt: sql`now()` })
      .where(eq(session.userId, member.id));
    const ok = await deleteAccount(member.cookie, { confirmEmail: member.email.toUpperCase() });
    expect(ok.statusCode).toBe(200);
  });
});

describe('DELETE /api/me: what goes', () => {
  it('removes everything the account held, recomputes what it counted in, and says so', async () => {
    const { m, other, product, theirs, mine, photoKey, sentInvite } = await memberWithOneOfEach();
    const removeFiles = vi.spyOn(t.app.storage, 'remove');
    const [joinedWith] = await t.db
      .select({ id: invitations.id })
      .from(invitations)
      .where(eq(invitations.usedBy, m.id));
    // What earlier tests queued goes now: what is sent from here on is this deletion's doing.
    await t.app.outbox.flush();
    sent.length = 0;
    // Windows counted against the member's address, besides the sign-ins creating them made.
    await consumeRateLimit(t.db, 'auth:reset-email', m.email, PASSWORD_RESET_LIMIT);

    const res = await deleteAccount(m.cookie, { password: m.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      removed: {
        reviews: 1,
        photosAndVideos: 1,
        votes: 1,
        flags: 1,
        questionsAndAnswers: 0,
        gearKit: 1,
        submissions: 1,
        // The one sent and the one they joined with.
        invitations: 2,
        contactMessages: 1,
        sessions: 1,
      },
    });
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies.some((c) => /^br\.session_token=;.*Max-Age=0/.test(c))).toBe(true);

    const left = async (table: PgTable, where: SQL) =>
      (await t.db.select({ n: count() }).from(table).where(where))[0]!.n;
    expect(await exists(m.id)).toBe(false);
    expect(await left(session, eq(session.userId, m.id))).toBe(0);
    expect(await left(profiles, eq(profiles.userId, m.id))).toBe(0);
    expect(await left(reviews, eq(reviews.userId, m.id))).toBe(0);
    expect(await left(reviewRevisions, eq(reviewRevisions.reviewId, mine.id))).toBe(0);
    expect(await left(reviewReportNudges, eq(reviewReportNudges.reviewId, mine.id))).toBe(0);
    // By its key: deleting the review would only have unlinked a photo left behind.
    expect(await left(reviewMedia, eq(reviewMedia.storageKey, photoKey))).toBe(0);
    expect(removeFiles.mock.calls.flat(2)).toContain(photoKey);
    removeFiles.mockRestore();
    expect(await left(reviewVotes, eq(reviewVotes.userId, m.id))).toBe(0);
    expect(await left(reviewFlags, eq(reviewFlags.userId, m.id))).toBe(0);
    expect(await left(wishlists, eq(wishlists.userId, m.id))).toBe(0);
    expect(await left(pendingProducts, eq(pendingProducts.userId, m.id))).toBe(0);
    expect(await left(invitations, eq(invitations.id, sentInvite.id))).toBe(0);
    expect(await left(invitations, eq(invitations.id, joinedWith!.id))).toBe(0);
    expect(await left(contactSubmissions, eq(contactSubmissions.userId, m.id))).toBe(0);
    const subjects = (await t.db.select({ subject: rateLimits.subject }).from(rateLimits)).map(
      (row) => row.subject,
    );
    expect(subjects.filter((s) => s === m.id || s.endsWith(m.email))).toEqual([]);
    expect(subjects.filter((s) => s.endsWith(`|${other.email}`))).toHaveLength(1);

    // The product's figures now count only the other member's review; their vote left it.
    const [p] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(p).toMatchObject({ reviewCount: 1, averageRating: 2 });
    const [r] = await t.db.select().from(reviews).where(eq(reviews.id, theirs.id));
    expect(r?.upvotes).toBe(0);
    const [score] = await t.db
      .select({ s: profiles.reviewerScore })
      .from(profiles)
      .where(eq(profiles.userId, other.id));
    expect(score?.s).toBe(0);

    const signIn = await postSignIn(t, m.email, m.password);
    expect(signIn.statusCode).toBe(401);
    const me = await t.app.inject({ url: '/api/me', headers: { cookie: m.cookie } });
    expect(me.json()).toEqual({ viewer: null });

    // The deletion's confirmation, queued in its transaction.
    await t.app.outbox.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: m.email,
      subject: 'Your Battle Ready account has been deleted',
    });
    expect(sent[0]!.text).toContain(
      '1 review, 1 photo or video, 1 vote, 1 flag, 0 questions and answers, 1 Gear Kit item',
    );
    expect(sent[0]!.text).toContain('2 invitations, 1 contact message, 1 signed-in session');
  });

  it("keeps the moderation audit log's entries with the actor's id", async () => {
    const admin = await createMember(t, { roles: ['admin'] });
    await recordAudit(t.db, { id: admin.id, email: admin.email }, 'review.approve', {
      type: 'review',
      id: randomUUID(),
      label: 'A review',
    });
    expect((await deleteAccount(admin.cookie, { password: admin.password })).statusCode).toBe(200);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id));
    expect(entries).toHaveLength(1);
  });
});
