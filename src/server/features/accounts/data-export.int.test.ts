import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXPORT_LIMIT } from '@shared/limits';
import { DATA_EXPORT_MSG, ZDataExport, type TDataExport } from '@shared/schemas/me';
import type { TUploadedMedia } from '@shared/schemas/media';
import { account, auditLog, profiles, session, twoFactor, user } from '../../db/schema';
import { contactSubmissions } from '../contact/schema';
import { flagRecords, reviewFlags } from '../reviews/moderation/schema';
import { legalDocuments } from '../legal/schema';
import { pendingProducts } from '../submissions/schema';
import { reviews } from '../reviews/schema';
import { createMember, insertInvitation, type Member } from '../../test/accounts';
import { insertMember, insertProduct, insertReview, reviewRequest } from '../../test/fixtures';
import { TEST_PUBLIC_URL } from '../../test/harness';
import { uploadAs } from '../../test/media-app';
import { png } from '../../test/media-corpus';
import { useTestApp } from '../../test/use-test-app';
import { USER_REFERENCES } from './data-export';

const t = useTestApp({ media: true });

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  m: Member | null,
  payload?: object,
) => t.as(m).send(method, url, payload);
const exportOf = (m: Member | null) => send('GET', '/api/me/export', m);

async function ok(res: Awaited<ReturnType<typeof send>>) {
  if (res.statusCode >= 300) throw new Error(`${res.statusCode}: ${res.body}`);
  return res.json();
}

async function upload(m: Member) {
  const res = await uploadAs(t, m, 'p.png', 'image/png', await png(40, 30));
  return (await ok(res)) as TUploadedMedia;
}

/**
 * One of everything a member can leave behind, each carrying `tag` in its text, so a search of
 * another member's file for the tag finds any of it that leaked.
 */
async function memberWithOneOfEach(tag: string, othersReviewId: string) {
  const m = await createMember(t);
  // A random name may end in "Alpha" or "Bravo" (shared/random-name.ts): name each for its tag.
  await t.db
    .update(user)
    .set({ name: `${tag} Member` })
    .where(eq(user.id, m.id));
  await t.db
    .update(profiles)
    .set({ name: `${tag} Member` })
    .where(eq(profiles.userId, m.id));
  const product = await insertProduct(t.db, { name: `${tag} Reviewed Pack` });
  const photo = await upload(m);
  const loose = await upload(m);
  const review = await ok(
    await send(
      'POST',
      `/api/products/${product.id}/reviews`,
      m,
      reviewRequest({
        title: `${tag} review title`,
        content: `${tag} first words, before the edit.`,
        photoIds: [photo.id],
      }),
    ),
  );
  // Its first version, approved, is kept as an earlier one (issue 30; issue 44: only a version
  // once public is kept).
  await t.db.update(reviews).set({ status: 'approved' }).where(eq(reviews.id, review.id));
  await ok(
    await send(
      'PATCH',
      `/api/reviews/${review.id}`,
      m,
      reviewRequest({ title: `${tag} review title`, photoIds: [photo.id] }),
    ),
  );
  await t.db.update(reviews).set({ status: 'approved' }).where(eq(reviews.id, review.id));
  await ok(await send('POST', `/api/reviews/${othersReviewId}/vote`, m, { voteType: 'upvote' }));
  await ok(
    await send('POST', `/api/reviews/${othersReviewId}/flags`, m, {
      reason: 'misleading',
      description: `${tag} flag details`,
    }),
  );
  const [flag] = await t.db.select().from(reviewFlags).where(eq(reviewFlags.userId, m.id));
  const kitProduct = await insertProduct(t.db, { name: `${tag} Kit Lantern` });
  await ok(await send('PUT', `/api/me/gear-kit/${kitProduct.id}`, m));
  const { submission } = await ok(
    await send('POST', '/api/submissions', m, {
      name: `${tag} Trail Stove`,
      category: 'deployment',
      price: 49.99,
      description: `${tag} stove that boils water fast in the field.`,
      amazonUrl: `https://www.amazon.com/dp/B0${tag.toUpperCase().padEnd(8, 'X')}`,
    }),
  );
  await t.db
    .update(pendingProducts)
    .set({ status: 'rejected', adminNotes: `${tag} duplicate of an existing product` })
    .where(eq(pendingProducts.id, submission.id));
  const invitation = await insertInvitation(t.db, {
    invitedBy: m.id,
    email: `${tag.toLowerCase()}-friend@example.test`,
  });
  const [doc] = await t.db
    .insert(legalDocuments)
    .values({ documentType: 'terms', version: `${tag}-v`.slice(0, 20), fileUrl: '/legal/t.pdf' })
    .returning();
  await ok(await send('POST', '/api/me/agreements', m, { documentIds: [doc!.id] }));
  await t.db.update(legalDocuments).set({ isActive: false }).where(eq(legalDocuments.id, doc!.id));
  await ok(
    await send('POST', '/api/contact', m, {
      name: `${tag} Sender`,
      email: m.email,
      subject: `${tag} subject`,
      message: `${tag} message body`,
    }),
  );
  await t.db.insert(auditLog).values({
    actorId: m.id,
    actorLabel: m.email,
    action: `${tag.toLowerCase()}.action`,
    targetType: 'product',
    targetId: product.id,
    targetLabel: `${tag} audit target`,
    notes: `${tag} audit notes`,
  });
  return { m, product, photo, loose, review, flag, kitProduct, submission, invitation, doc };
}

let author: string;
let a: Awaited<ReturnType<typeof memberWithOneOfEach>>;
let b: Awaited<ReturnType<typeof memberWithOneOfEach>>;
let file: TDataExport;
let body: string;
let headers: Record<string, unknown>;

beforeAll(async () => {
  // A third member's review, which both of them vote on and flag.
  author = await insertMember(t.db, { name: 'ThirdAuthor' });
  const shared = await insertReview(t.db, (await insertProduct(t.db)).id, author, {
    title: 'Third member review',
  });
  a = await memberWithOneOfEach('Alpha', shared.id);
  // Bravo also votes on and flags Alpha's review: that is Bravo's data, not Alpha's.
  b = await memberWithOneOfEach('Bravo', a.review.id);
  await ok(await send('POST', `/api/reviews/${shared.id}/vote`, b.m, { voteType: 'downvote' }));
  // Records of decided flags, of flags since deleted with their reviews.
  await t.db.insert(flagRecords).values([
    { userId: a.m.id, agreed: 3, disagreed: 1 },
    { userId: b.m.id, agreed: 8, disagreed: 2 },
  ]);

  // Secrets Alpha's account holds: a Google link with tokens and a two-factor secret.
  await t.db.insert(account).values({
    id: 'google-account-alpha',
    accountId: 'google-subject-alpha',
    providerId: 'google',
    userId: a.m.id,
    accessToken: 'ya29.ALPHA-ACCESS-TOKEN',
    refreshToken: 'ALPHA-REFRESH-TOKEN',
    idToken: 'ALPHA-ID-TOKEN',
  });
  await t.db.insert(twoFactor).values({
    id: 'two-factor-alpha',
    userId: a.m.id,
    secret: 'ALPHATOTPSECRET',
    backupCodes: 'ALPHA-BACKUP-CODES',
  });
  await t.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, a.m.id));

  const res = await exportOf(a.m);
  expect(res.statusCode).toBe(200);
  headers = res.headers;
  body = res.body;
  file = ZDataExport.parse(res.json());
});

describe('GET /api/me/export', () => {
  it('refuses a visitor with 401', async () => {
    expect((await exportOf(null)).statusCode).toBe(401);
  });

  it('is a download, never cached', () => {
    const day = new Date().toISOString().slice(0, 10);
    expect(headers['content-disposition']).toBe(
      `attachment; filename="battle-ready-data-${day}.json"`,
    );
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['content-type']).toMatch(/^application\/json/);
  });

  it('holds the account, profile, sign-in methods, roles and sessions', () => {
    expect(file.account).toMatchObject({
      id: a.m.id,
      email: a.m.email,
      emailVerified: true,
      twoFactorEnabled: true,
    });
    expect(file.account.signInMethods.map((s) => s.method).sort()).toEqual(['google', 'password']);
    expect(file.profile).toMatchObject({ branch: 'army' });
    expect(file.roles).toEqual([]);
    expect(file.termsAcceptances).toEqual([
      expect.objectContaining({ termsVersion: '1.0', privacyVersion: '1.0' }),
    ]);
    expect(file.sessions.length).toBeGreaterThanOrEqual(1);
    expect(file.sessions[0]).toEqual({
      createdAt: expect.any(String),
      lastActiveAt: expect.any(String),
      expiresAt: expect.any(String),
      ipAddress: expect.any(String),
      userAgent: expect.any(String),
    });
  });

  it('holds the review with its earlier version and a working photo link, and the upload not on a review', async () => {
    expect(file.reviews).toHaveLength(1);
    const [review] = file.reviews;
    expect(review).toMatchObject({ id: a.review.id, title: 'Alpha review title' });
    expect(review!.editedAt).toEqual(expect.any(String));
    expect(review!.revisions).toEqual([
      expect.objectContaining({
        version: 1,
        status: 'approved',
        title: 'Alpha review title',
        content: 'Alpha first words, before the edit.',
        replacedAt: review!.editedAt,
      }),
    ]);
    expect(review!.photos.map((p) => p.id)).toEqual([a.photo.id]);
    const link = new URL(review!.photos[0]!.url);
    expect(link.origin).toBe(TEST_PUBLIC_URL);
    const served = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);
    expect(file.uploadsNotOnAReview.map((u) => u.id)).toEqual([a.loose.id]);
  });

  it('holds the votes cast, the flags raised and their record, the Gear Kit and the submissions', () => {
    expect(file.votes).toEqual([expect.objectContaining({ voteType: 'upvote' })]);
    expect(file.flagRecord).toEqual({ agreed: 3, disagreed: 1 });
    expect(file.flags).toEqual([
      expect.objectContaining({
        id: a.flag!.id,
        reason: 'misleading',
        description: 'Alpha flag details',
        status: 'pending',
        networkPseudonym: expect.stringMatching(/^[\w-]{43}$/),
      }),
    ]);
    expect(file.gearKit).toEqual([
      expect.objectContaining({ productId: a.kitProduct.id, name: 'Alpha Kit Lantern' }),
    ]);
    expect(file.submissions).toEqual([
      expect.objectContaining({
        id: a.submission.id,
        status: 'rejected',
        adminNotes: 'Alpha duplicate of an existing product',
      }),
    ]);
  });

  it('holds invitations, agreements, contact messages and admin actions', async () => {
    expect(file.invitationsSent).toEqual([
      expect.objectContaining({ id: a.invitation.id, email: 'alpha-friend@example.test' }),
    ]);
    expect(file.invitationUsed).toEqual({
      invitationCode: expect.stringMatching(/^[A-Z2-9]{8}$/),
      usedAt: expect.any(String),
    });
    expect(file.legalAgreements).toEqual([
      expect.objectContaining({ documentId: a.doc!.id, documentType: 'terms' }),
    ]);
    const [sent] = await t.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.userId, a.m.id));
    expect(file.contactMessages).toEqual([
      expect.objectContaining({
        id: sent!.id,
        subject: 'Alpha subject',
        message: 'Alpha message body',
        status: 'new',
      }),
    ]);
    // Issue 52: a member's own review submissions are in the audit log too.
    expect(file.adminActions).toEqual(
      expect.arrayContaining([
        { action: 'alpha.action', targetType: 'product', createdAt: expect.any(String) },
        { action: 'review.submit', targetType: 'review', createdAt: expect.any(String) },
      ]),
    );
    expect(file.adminActions).toHaveLength(2);
  });

  it('holds nothing of another member', () => {
    const theirs = [
      b.m.id,
      b.m.email,
      'Bravo', // every text Bravo wrote carries it
      'bravo',
      b.review.id,
      b.flag!.id,
      b.photo.id,
      b.loose.id,
      b.product.id,
      b.kitProduct.id,
      b.submission.id,
      b.invitation.id,
      b.invitation.invitationCode,
      b.doc!.id,
      author, // the third member whose review Alpha voted on
      'ThirdAuthor',
    ];
    for (const value of theirs) expect(body, value).not.toContain(value);
    // Bravo's vote and flag on Alpha's review show only as its count.
    expect(file.reviews[0]!.upvotes).toBe(1);
    // Alpha's own audit row names its target and notes: those describe others.
    expect(body).not.toContain('audit target');
    expect(body).not.toContain('audit notes');
  });

  it('holds no secret', async () => {
    const [password] = await t.db
      .select({ hash: account.password })
      .from(account)
      .where(eq(account.userId, a.m.id));
    const tokens = await t.db
      .select({ token: session.token, id: session.id })
      .from(session)
      .where(eq(session.userId, a.m.id));
    const secrets = [
      password!.hash!,
      ...tokens.flatMap((s) => [s.token, s.id]),
      'ALPHA-ACCESS-TOKEN',
      'ALPHA-REFRESH-TOKEN',
      'ALPHA-ID-TOKEN',
      'ALPHATOTPSECRET',
      'ALPHA-BACKUP-CODES',
      'argon2',
    ];
    expect(tokens.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(body, secret).not.toContain(secret);
  });

  it(`answers ${DATA_EXPORT_LIMIT.max} times an hour, then 429 with Retry-After`, async () => {
    const m = await createMember(t);
    for (let i = 1; i <= DATA_EXPORT_LIMIT.max; i++) {
      expect((await exportOf(m)).statusCode, `export ${i}`).toBe(200);
    }
    const refused = await exportOf(m);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(DATA_EXPORT_MSG.rateLimited);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    // Per member: someone else still may.
    expect((await exportOf(await createMember(t))).statusCode).toBe(200);
  });
});

describe('USER_REFERENCES', () => {
  const rowsOf = async <R>(query: ReturnType<typeof sql>) =>
    ((await t.db.execute(query)) as unknown as { rows: R[] }).rows;

  it('names every foreign key to a user, so no new one is left out unnoticed', async () => {
    const fks = await rowsOf<{ ref: string }>(sql`
      select cl.relname || '.' || a.attname as ref
      from pg_constraint c
      join pg_class cl on cl.oid = c.conrelid
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = 'public."user"'::regclass`);
    expect(fks.length).toBeGreaterThan(10);
    const unlisted = fks.map((r) => r.ref).filter((ref) => !(ref in USER_REFERENCES));
    expect(unlisted).toEqual([]);
  });

  it('names only columns that exist', async () => {
    const columns = await rowsOf<{ ref: string }>(sql`
      select table_name || '.' || column_name as ref
      from information_schema.columns where table_schema = 'public'`);
    const known = new Set(columns.map((c) => c.ref));
    expect(Object.keys(USER_REFERENCES).filter((ref) => !known.has(ref))).toEqual([]);
  });
});
