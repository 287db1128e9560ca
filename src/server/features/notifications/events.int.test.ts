import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { notificationPacing, notificationSettings, notifications } from './schema';
import { pendingProducts } from '../submissions/schema';
import { rateLimits } from '../../db/schema';
import { reviewFlags } from '../reviews/moderation/schema';
import { reviews } from '../reviews/schema';
import { wishlists } from '../gear-kit/schema';
import type { MailMessage } from '../../lib/mail/mailer';
import { insertInvitation, postSignUp, uniqueEmail, type Member } from '../../test/accounts';
import { insertMember, insertProduct, insertReview } from '../../test/fixtures';
import { useTestApp } from '../../test/use-test-app';
import { until } from '../../test/until';
import { sendDigests } from '../gear-kit/digest';
import { unansweredQuestions } from '../questions';
import type { Notifier } from './notifier';
import { MODERATION_REMINDER_QUEUE, WEEKLY_DIGEST_QUEUE } from './queues';

// Issue 28: each event reaches exactly the member it concerns, in the site and by e-mail as
// their settings say, and nobody else. The mail worker is off; each test works the queues.
const sent: MailMessage[] = [];
const t = useTestApp({
  personas: true,
  deps: { mailer: { send: async (m) => void sent.push(m) } },
});
const { who } = t;

beforeEach(async () => {
  await t.app.jobs.drain();
  sent.length = 0;
  await t.db.delete(notifications);
  await t.db.delete(rateLimits);
});

/** Who was told what in the site, and who by mail, once the queues have run. */
async function told() {
  await t.app.jobs.drain();
  const rows = await t.db.select().from(notifications);
  return {
    site: rows.map((r) => ({
      userId: r.userId,
      kind: r.kind,
      title: r.title,
      detail: r.detail,
      link: r.link,
    })),
    mailTo: sent.map((m) => m.to).sort(),
  };
}

const everyone = () => [who.unverified, who.verified, who.admin, who.superAdmin];

async function pendingReviewBy(author: Member) {
  const product = await insertProduct(t.db, { name: 'Ruck 40L' });
  const review = await insertReview(t.db, product.id, author.id, {
    status: 'pending',
    title: 'Solid pack',
  });
  return { product, review };
}

/** The PUT names every channel; push stays off here (push-send.int.test.ts is about it). */
const setting = (m: Member, kind: string, channels: { site: boolean; email: boolean }) =>
  t.as(m).put('/api/me/notification-settings', {
    kinds: { [kind]: { ...channels, push: false } },
  });

describe('a review decided', () => {
  it('tells its author, in the site and by mail, and nobody else', async () => {
    const { product, review } = await pendingReviewBy(who.verified);
    const res = await t.as(who.admin).post(`/api/admin/reviews/${review.id}/approve`, {});
    expect(res.statusCode).toBe(200);
    const { site, mailTo } = await told();
    expect(site).toEqual([
      {
        userId: who.verified.id,
        kind: 'review_decided',
        title: 'Your review "Solid pack" of Ruck 40L was approved and is now public',
        detail: null,
        link: `/product/${product.id}`,
      },
    ]);
    expect(mailTo).toEqual([who.verified.email]);
    expect(sent[0]!.subject).toBe(site[0]!.title);
  });

  it("passes on the moderator's note when rejected", async () => {
    const { review } = await pendingReviewBy(who.verified);
    await t.as(who.admin).post(`/api/admin/reviews/${review.id}/reject`, {
      note: 'Please keep it about the gear.',
    });
    const { site, mailTo } = await told();
    expect(site).toMatchObject([
      {
        userId: who.verified.id,
        title: 'Your review "Solid pack" of Ruck 40L was not approved',
        detail: "Moderator's note: Please keep it about the gear.",
        link: '/profile?tab=reviews',
      },
    ]);
    expect(sent[0]!.text).toContain('Please keep it about the gear.');
    expect(mailTo).toEqual([who.verified.email]);
  });

  it('tells nobody of an admin deciding their own review', async () => {
    const { review } = await pendingReviewBy(who.admin);
    await t.as(who.admin).post(`/api/admin/reviews/${review.id}/approve`, {});
    expect(await told()).toEqual({ site: [], mailTo: [] });
  });

  it('mails only when the author wants mail, and shows only when they want that', async () => {
    await setting(who.verified, 'review_decided', { site: true, email: false });
    await setting(who.unverified, 'review_decided', { site: false, email: true });
    const a = await pendingReviewBy(who.verified);
    const b = await pendingReviewBy(who.unverified);
    await t.as(who.admin).post(`/api/admin/reviews/${a.review.id}/approve`, {});
    await t.as(who.admin).post(`/api/admin/reviews/${b.review.id}/approve`, {});
    const { site, mailTo } = await told();
    expect(site.map((n) => n.userId)).toEqual([who.verified.id]);
    expect(mailTo).toEqual([who.unverified.email]);
    await setting(who.verified, 'review_decided', { site: true, email: true });
    await setting(who.unverified, 'review_decided', { site: true, email: true });
  });
});

describe('a new review of Gear Kit gear', () => {
  it("tells every holder but its author, by a job, not in the moderator's request", async () => {
    const { product, review } = await pendingReviewBy(who.verified);
    for (const m of everyone())
      await t.db.insert(wishlists).values({ userId: m.id, productId: product.id });
    await setting(who.superAdmin, 'kit_review', { site: true, email: true });
    await t.as(who.admin).post(`/api/admin/reviews/${review.id}/approve`, {});
    // Before the job runs only the author is told; the holders' notices are queued.
    const before = await t.db.select().from(notifications);
    expect(before.map((n) => n.kind)).toEqual(['review_decided']);
    const { site, mailTo } = await told();
    const kit = site.filter((n) => n.kind === 'kit_review');
    expect(kit.map((n) => n.userId).sort()).toEqual(
      [who.unverified.id, who.admin.id, who.superAdmin.id].sort(),
    );
    expect(kit[0]!.link).toBe(`/product/${product.id}`);
    // Mail by default only for the decision; the super admin asked for Gear Kit mail too.
    expect(mailTo).toEqual([who.verified.email, who.superAdmin.email].sort());
    await setting(who.superAdmin, 'kit_review', { site: true, email: false });
  });

  it('is told once: an edited review approved again is not new', async () => {
    const { product, review } = await pendingReviewBy(who.verified);
    await t.db.insert(wishlists).values({ userId: who.admin.id, productId: product.id });
    await t.as(who.superAdmin).post(`/api/admin/reviews/${review.id}/approve`, {});
    await t.db.update(reviews).set({ status: 'pending' }).where(eq(reviews.id, review.id));
    await t.as(who.superAdmin).post(`/api/admin/reviews/${review.id}/approve`, {});
    const { site } = await told();
    expect(site.filter((n) => n.kind === 'kit_review')).toHaveLength(1);
  });
});

describe('a submission decided', () => {
  const submit = async (m: Member, name: string) => {
    const res = await t.as(m).post('/api/submissions', {
      name,
      category: 'tech',
      price: 49.5,
      amazonUrl: `https://www.amazon.com/dp/B0NOTE${String(Math.floor(Math.random() * 9000) + 1000)}`,
      imageUrl: '',
      description: 'A compact light for the field, with a red mode.',
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ submission: { id: string } }>().submission.id;
  };

  it('tells the submitter, linking to the new product, or with the notes', async () => {
    const approved = await submit(who.verified, 'Headlamp One');
    const rejected = await submit(who.verified, 'Headlamp Two');
    await t.as(who.admin).post(`/api/admin/submissions/${approved}/approve`, {});
    await t
      .as(who.admin)
      .post(`/api/admin/submissions/${rejected}/reject`, { notes: 'Already listed.' });
    const [row] = await t.db.select().from(pendingProducts).where(eq(pendingProducts.id, approved));
    const { site, mailTo } = await told();
    expect(site).toEqual([
      expect.objectContaining({
        userId: who.verified.id,
        title: 'Your product submission "Headlamp One" was approved and is now in the catalogue',
        link: `/product/${row!.productId}`,
      }),
      expect.objectContaining({
        userId: who.verified.id,
        title: 'Your product submission "Headlamp Two" was not approved',
        detail: 'Notes from the admin: Already listed.',
      }),
    ]);
    expect(mailTo).toEqual([who.verified.email, who.verified.email]);
  });
});

describe('a flag settled', () => {
  it('tells the member who raised it, and nobody else', async () => {
    const author = await insertMember(t.db);
    // Two reviews, one flag each: a decision settles every flag of its review (issue 29).
    const flagged = async (m: Member) => {
      const product = await insertProduct(t.db);
      const review = await insertReview(t.db, product.id, author, { title: 'Odd claims' });
      const res = await t.as(m).post(`/api/reviews/${review.id}/flags`, { reason: 'misleading' });
      expect(res.statusCode).toBe(201);
      const [flag] = await t.db
        .select()
        .from(reviewFlags)
        .where(eq(reviewFlags.reviewId, review.id));
      return flag!.id;
    };
    const acted = await flagged(who.verified);
    const left = await flagged(who.superAdmin);
    await t.as(who.admin).post(`/api/admin/flags/${acted}/resolve`);
    await t.as(who.admin).post(`/api/admin/flags/${left}/dismiss`);
    const { site, mailTo } = await told();
    expect(site).toEqual([
      expect.objectContaining({
        userId: who.verified.id,
        kind: 'flag_settled',
        title: 'Thank you: the review you flagged, "Odd claims", was looked at and acted on',
      }),
      expect.objectContaining({
        userId: who.superAdmin.id,
        title: 'The review you flagged, "Odd claims", was looked at and left as it is',
      }),
    ]);
    expect(mailTo).toEqual([who.verified.email, who.superAdmin.email].sort());
  });
});

describe('an invitation used', () => {
  it("tells the inviter the new member's profile name, never their address", async () => {
    const { invitationCode } = await insertInvitation(t.db, { invitedBy: who.verified.id });
    const email = uniqueEmail('joiner');
    const res = await postSignUp(t, {
      email,
      password: 'correct horse battery',
      name: 'Sgt Newcomer',
      branch: 'navy',
      invitationCode,
      acceptTerms: true,
    });
    expect(res.statusCode).toBe(200);
    const { site } = await told();
    expect(site).toEqual([
      expect.objectContaining({
        userId: who.verified.id,
        kind: 'invitation_used',
        title: 'Sgt Newcomer joined Battle Ready with your invitation',
      }),
    ]);
    const toInviter = sent.filter((m) => m.to === who.verified.email);
    expect(toInviter).toHaveLength(1);
    expect(toInviter[0]!.text + toInviter[0]!.html).not.toContain(email);
  });
});

describe('moderation waiting', () => {
  it('reminds every admin, and only admins, once a day at most', async () => {
    const product = await insertProduct(t.db);
    await insertReview(t.db, product.id, who.verified.id, {
      status: 'pending',
      createdAt: sql`now() - interval '49 hours'` as unknown as Date,
      updatedAt: sql`now() - interval '49 hours'` as unknown as Date,
    });
    await t.db.delete(notificationPacing);
    await t.app.jobs.send(t.db, MODERATION_REMINDER_QUEUE, {});
    const first = await told();
    expect(first.site.map((n) => n.userId).sort()).toEqual(
      [who.admin.id, who.superAdmin.id].sort(),
    );
    expect(first.site[0]).toMatchObject({
      kind: 'moderation_waiting',
      title: 'Moderation is waiting: 1 pending review for longer than 48 hours',
      link: '/admin',
    });
    // E-mail is off by default for reminders.
    expect(first.mailTo).toEqual([]);
    await t.app.jobs.send(t.db, MODERATION_REMINDER_QUEUE, {});
    expect((await told()).site).toHaveLength(2);
    await t.db.delete(reviews).where(and(eq(reviews.productId, product.id)));
  });
});

describe('the weekly digest', () => {
  it('goes by mail only to members who turned it on, with their gear and branch', async () => {
    const product = await insertProduct(t.db, { name: 'Field Stove' });
    const author = await insertMember(t.db, { branch: 'army' });
    await insertReview(t.db, product.id, author, {
      title: 'Boils fast',
      publishedAt: sql`now() - interval '1 day'` as unknown as Date,
    });
    for (const m of [who.verified, who.unverified]) {
      await t.db
        .insert(wishlists)
        .values({ userId: m.id, productId: product.id })
        .onConflictDoNothing();
    }
    const on = await t.as(who.verified).put('/api/me/notification-settings', { digest: true });
    expect(on.json()).toMatchObject({ digest: true });
    await t.db.delete(notificationPacing);
    await t.app.jobs.send(t.db, WEEKLY_DIGEST_QUEUE, {});
    const { site, mailTo } = await told();
    expect(site).toEqual([]);
    expect(mailTo).toEqual([who.verified.email]);
    expect(sent[0]!.text).toContain('"Boils fast" (Field Stove)');
    expect(sent[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // A second run within the week sends nothing.
    sent.length = 0;
    await t.app.jobs.send(t.db, WEEKLY_DIGEST_QUEUE, {});
    expect((await told()).mailTo).toEqual([]);
    await t.as(who.verified).put('/api/me/notification-settings', { digest: false });
  });
});

describe('the weekly digest run again while a run is still open (issue 44)', () => {
  /** Members with the digest on, each with a review published this week of their kit's gear. */
  async function subscribersWithNews(n: number) {
    const author = await insertMember(t.db, { branch: 'navy' });
    const ids: string[] = [];
    for (let i = 0; i < n; i += 1) {
      const id = await insertMember(t.db, { branch: null });
      const product = await insertProduct(t.db);
      await insertReview(t.db, product.id, author, {
        publishedAt: sql`now() - interval '1 day'` as unknown as Date,
      });
      await t.db.insert(wishlists).values({ userId: id, productId: product.id });
      await t.db
        .insert(notificationSettings)
        .values({ userId: id, kind: 'digest', inSite: false, byEmail: true });
      ids.push(id);
    }
    return ids;
  }

  /** Mail jobs queued for each of `ids`, sent or not (sent ones stay an hour, decision 021). */
  async function mailsPerMember(ids: string[]) {
    await t.app.jobs.drain();
    const { rows } = (await t.db.execute(
      sql`select data->>'userId' as "userId" from pgboss.job where name = 'mail'`,
    )) as unknown as { rows: { userId: string }[] };
    return ids.map((id) => rows.filter((r) => r.userId === id).length);
  }

  /** A notifier that stops, the `at`-th time it queues mail, until `release` is called. */
  function holdingAt(at: number) {
    const notifier = t.app.notifier;
    let calls = 0;
    let reached!: () => void;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holding: Notifier = Object.create(notifier);
    holding.queueMails = async (tx, mails) => {
      calls += 1;
      if (calls === at) {
        reached();
        await held;
      }
      await notifier.queueMails(tx, mails);
    };
    return {
      notifier: holding,
      reached: new Promise<void>((resolve) => (reached = resolve)),
      release,
    };
  }

  const waitingOnALock = async () => {
    const { rows } = (await t.db.execute(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { rows: { n: number }[] };
    return rows[0]!.n > 0;
  };

  it('mails each member once when a second run starts while the first is still open', async () => {
    await t.db.delete(notificationPacing);
    const ids = await subscribersWithNews(3);
    const first = holdingAt(1);
    const firstRun = sendDigests(t.db, first.notifier, unansweredQuestions);
    await first.reached;
    let secondDone = false;
    const secondRun = sendDigests(t.db, t.app.notifier, unansweredQuestions).finally(
      () => (secondDone = true),
    );
    // The first holds its first member's mail uncommitted. The second waits on that member
    // (or, if it never does, ends).
    await until(async () => secondDone || (await waitingOnALock()), 5_000, 20);
    first.release();
    await Promise.all([firstRun, secondRun]);
    expect(await mailsPerMember(ids)).toEqual([1, 1, 1]);
    // And a third run within the week finds every one of them claimed.
    await sendDigests(t.db, t.app.notifier, unansweredQuestions);
    expect(await mailsPerMember(ids)).toEqual([1, 1, 1]);
  });

  it('does not claim the week of a member it has nothing to tell', async () => {
    await t.db.delete(notificationPacing);
    const [quiet] = await subscribersWithNews(1);
    await t.db.delete(wishlists).where(eq(wishlists.userId, quiet!));
    await sendDigests(t.db, t.app.notifier, unansweredQuestions);
    expect(await mailsPerMember([quiet!])).toEqual([0]);
    const paced = await t.db
      .select()
      .from(notificationPacing)
      .where(eq(notificationPacing.userId, quiet!));
    expect(paced).toEqual([]);
    // News later in the week: a run again tells them, once.
    const product = await insertProduct(t.db);
    await insertReview(t.db, product.id, await insertMember(t.db), {
      publishedAt: sql`now() - interval '1 hour'` as unknown as Date,
    });
    await t.db.insert(wishlists).values({ userId: quiet!, productId: product.id });
    await sendDigests(t.db, t.app.notifier, unansweredQuestions);
    await sendDigests(t.db, t.app.notifier, unansweredQuestions);
    expect(await mailsPerMember([quiet!])).toEqual([1]);
  });
});
