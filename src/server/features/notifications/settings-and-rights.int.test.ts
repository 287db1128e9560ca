import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_MSG } from '@shared/schemas/notifications';
import { notifications, notificationSettings } from './schema';
import { rateLimits } from '../../db/schema';
import type { MailMessage } from '../../lib/mail/mailer';
import { JOBS_SCHEMA } from '../../lib/jobs/job-queue';
import { createMember, type Member } from '../../test/accounts';
import { insertProduct, insertReview } from '../../test/fixtures';
import { useTestApp } from '../../test/use-test-app';
import { runRetention } from '../retention';
import { createUnsubscribeTokens } from './unsubscribe-token';

// Issue 28: the member's notifications and settings, unsubscribe links, and data rights.
const sent: MailMessage[] = [];
const t = useTestApp({
  personas: true,
  deps: { mailer: { send: async (m) => void sent.push(m) } },
});
const { who } = t;
const tokens = () => createUnsubscribeTokens(t.app.config.authSecret!);

beforeEach(async () => {
  await t.app.jobs.drain();
  sent.length = 0;
  await t.db.delete(notifications);
  await t.db.delete(notificationSettings);
  await t.db.delete(rateLimits);
});

async function notify(m: Member, n: number, read = false) {
  await t.db.insert(notifications).values(
    Array.from({ length: n }, (_, i) => ({
      userId: m.id,
      kind: 'kit_review' as const,
      title: `Notice ${i + 1}`,
      link: '/products',
      createdAt: new Date(Date.now() - (n - i) * 1000),
      readAt: read ? new Date() : null,
    })),
  );
}

describe('who may call', () => {
  it.each([
    ['GET', '/api/me/notifications'],
    ['GET', '/api/me/notifications/unread'],
    ['POST', '/api/me/notifications/read'],
    ['GET', '/api/me/notification-settings'],
    ['PUT', '/api/me/notification-settings'],
  ] as const)('%s %s: members only, each for their own', async (method, url) => {
    const body =
      method === 'GET' ? undefined : method === 'PUT' ? { digest: false } : { all: true };
    expect((await t.as(null).send(method, url, body)).statusCode).toBe(401);
    for (const m of [who.unverified, who.verified, who.admin, who.superAdmin]) {
      expect((await t.as(m).send(method, url, body)).statusCode).toBe(200);
    }
  });
});

describe('the list and the unread count', () => {
  it('pages newest first and counts only the unread, of this member only', async () => {
    await notify(who.verified, 25);
    await notify(who.admin, 3);
    const first = await t.as(who.verified).get('/api/me/notifications');
    expect(first.json()).toMatchObject({ unreadCount: 25, page: 1, hasMore: true });
    const items = first.json<{ items: { title: string }[] }>().items;
    expect(items).toHaveLength(20);
    expect(items[0]!.title).toBe('Notice 25');
    const second = await t.as(who.verified).get('/api/me/notifications?page=2');
    expect(second.json()).toMatchObject({ page: 2, hasMore: false });
    expect(second.json<{ items: unknown[] }>().items).toHaveLength(5);
    expect((await t.as(who.admin).get('/api/me/notifications/unread')).json()).toEqual({
      unreadCount: 3,
    });
  });

  it("marks one, some or all read; another member's ids change nothing", async () => {
    await notify(who.verified, 3);
    await notify(who.admin, 2);
    const mine = (await t.as(who.verified).get('/api/me/notifications')).json<{
      items: { id: string }[];
    }>().items;
    const theirs = (await t.as(who.admin).get('/api/me/notifications')).json<{
      items: { id: string }[];
    }>().items;
    const one = await t.as(who.verified).post('/api/me/notifications/read', {
      ids: [mine[0]!.id, theirs[0]!.id],
    });
    expect(one.json()).toEqual({ unreadCount: 2 });
    expect((await t.as(who.admin).get('/api/me/notifications/unread')).json()).toEqual({
      unreadCount: 2,
    });
    const all = await t.as(who.verified).post('/api/me/notifications/read', { all: true });
    expect(all.json()).toEqual({ unreadCount: 0 });
    const listed = (await t.as(who.verified).get('/api/me/notifications')).json<{
      items: { read: boolean }[];
    }>().items;
    expect(listed.every((n) => n.read)).toBe(true);
  });

  it('refuses a malformed request with a clear message', async () => {
    const empty = await t.as(who.verified).post('/api/me/notifications/read', { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(NOTIFICATION_MSG.idsRequired);
    const bad = await t.as(who.verified).post('/api/me/notifications/read', { ids: ['nope'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(NOTIFICATION_MSG.badId);
  });
});

describe('settings', () => {
  it('start at the defaults, change only what is named, and keep admin kinds for admins', async () => {
    const defaults = (await t.as(who.verified).get('/api/me/notification-settings')).json();
    expect(defaults).toEqual({
      kinds: {
        review_decided: { site: true, email: true, push: false },
        submission_decided: { site: true, email: true, push: false },
        flag_settled: { site: true, email: true, push: false },
        invitation_used: { site: true, email: true, push: false },
        kit_review: { site: true, email: false, push: false },
        review_hidden: { site: true, email: true, push: false },
        verification: { site: true, email: true, push: false },
        report_nudge: { site: true, email: true, push: false },
        product_alert: { site: true, email: true, push: false },
        question_for_owner: { site: true, email: true, push: false },
        question_answered: { site: true, email: true, push: false },
      },
      digest: false,
    });
    const admin = (await t.as(who.admin).get('/api/me/notification-settings')).json();
    expect(admin.kinds.moderation_waiting).toEqual({ site: true, email: false, push: false });
    const changed = await t.as(who.verified).put('/api/me/notification-settings', {
      kinds: { kit_review: { site: false, email: true, push: true } },
      digest: true,
    });
    expect(changed.json()).toMatchObject({
      kinds: {
        kit_review: { site: false, email: true, push: true },
        review_decided: { site: true, email: true, push: false },
      },
      digest: true,
    });
    const refused = await t.as(who.verified).put('/api/me/notification-settings', {
      kinds: { moderation_waiting: { site: false, email: true, push: false } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(NOTIFICATION_MSG.adminsOnly);
  });
});

describe('unsubscribe links', () => {
  async function mailWithLinks(m: Member) {
    const product = await insertProduct(t.db);
    const review = await insertReview(t.db, product.id, m.id, { status: 'pending' });
    await t.as(who.superAdmin).post(`/api/admin/reviews/${review.id}/approve`, {});
    await t.app.jobs.drain();
    const mail = sent.find((s) => s.to === m.email)!;
    const oneClick = /^<(.+)>$/.exec(mail.headers!['List-Unsubscribe']!)![1]!;
    const token = new URL(oneClick).searchParams.get('token')!;
    return { mail, oneClick, token };
  }
  const emailOf = async (m: Member, kind = 'review_decided') =>
    (await t.as(m).get('/api/me/notification-settings')).json().kinds[kind].email as boolean;

  it('carry RFC 8058 headers; one click turns that kind off without signing in, twice alike', async () => {
    const { mail, oneClick } = await mailWithLinks(who.verified);
    expect(mail.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(oneClick.startsWith(`${t.app.config.publicUrl}/api/unsubscribe/one-click?token=`)).toBe(
      true,
    );
    expect(mail.text).toContain(`${t.app.config.publicUrl}/unsubscribe?token=`);
    expect(mail.html).toContain('Unsubscribe from these e-mails');
    const url = oneClick.slice(t.app.config.publicUrl.length);
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ subscription: 'review_decided', subscribed: false });
    }
    expect(await emailOf(who.verified)).toBe(false);
    // The rest stays as it was: the kind's in-site setting, other kinds, other members.
    const after = (await t.as(who.verified).get('/api/me/notification-settings')).json();
    expect(after.kinds.review_decided.site).toBe(true);
    expect(after.kinds.submission_decided.email).toBe(true);
    expect(await emailOf(who.unverified)).toBe(true);
  });

  it("the page's link turns off and undoes; a token names one member and one kind", async () => {
    const { token } = await mailWithLinks(who.unverified);
    const off = await t.as(null).post('/api/unsubscribe', { token });
    expect(off.json()).toEqual({
      subscription: 'review_decided',
      label: 'Your reviews, questions and answers approved or rejected',
      subscribed: false,
    });
    expect(await emailOf(who.unverified)).toBe(false);
    expect(await emailOf(who.verified)).toBe(true);
    const on = await t.as(null).post('/api/unsubscribe/undo', { token });
    expect(on.json()).toMatchObject({ subscribed: true });
    expect(await emailOf(who.unverified)).toBe(true);
  });

  it('refuses a forged or expired token with a clear 400 and changes nothing', async () => {
    const good = tokens().sign(who.verified.id, 'digest');
    const [user, kind, expires, mac] = good.split('.') as [string, string, string, string];
    const otherUser = Buffer.from(who.admin.id).toString('base64url');
    const forged = [
      `${otherUser}.${kind}.${expires}.${mac}`,
      `${user}.kit_review.${expires}.${mac}`,
      `${user}.${kind}.${Number(expires) + 1}.${mac}`,
      `${user}.${kind}.${expires}.${mac.slice(0, -2)}AA`,
      'not-a-token',
      createUnsubscribeTokens('another-secret-that-is-long-enough-for-hmac').sign(
        who.verified.id,
        'digest',
      ),
    ];
    const before = await t.db.select().from(notificationSettings);
    for (const token of forged) {
      const res = await t.as(null).post('/api/unsubscribe', { token });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(NOTIFICATION_MSG.tokenInvalid);
    }
    const yearAgo = Date.now() - 366 * 24 * 3600 * 1000;
    const expired = tokens().sign(who.verified.id, 'digest', yearAgo);
    const res = await t
      .as(null)
      .post(`/api/unsubscribe/one-click?token=${encodeURIComponent(expired)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(NOTIFICATION_MSG.tokenExpired);
    expect(await t.db.select().from(notificationSettings)).toEqual(before);
  });
});

describe('data rights', () => {
  it('export holds the notifications and settings', async () => {
    await notify(who.verified, 2);
    await t.as(who.verified).put('/api/me/notification-settings', { digest: true });
    const file = (await t.as(who.verified).get('/api/me/export')).json();
    expect(file.notifications.map((n: { title: string }) => n.title)).toEqual([
      'Notice 2',
      'Notice 1',
    ]);
    expect(file.notificationSettings).toMatchObject({ digest: true });
  });

  it('deleting the account removes its notifications, settings and unsent mail', async () => {
    const m = await createMember(t);
    // Its sign-up's confirmation goes first: what follows is this test's.
    await t.app.jobs.drain();
    sent.length = 0;
    await notify(m, 2);
    await t.as(m).put('/api/me/notification-settings', { digest: true });
    const product = await insertProduct(t.db);
    const review = await insertReview(t.db, product.id, m.id, { status: 'pending' });
    await t.as(who.admin).post(`/api/admin/reviews/${review.id}/approve`, {});
    const queued = async () => {
      const result = await t.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(JOBS_SCHEMA)}.job
            where name = 'mail' and state = 'created' and data->'message'->>'to' = ${m.email}`,
      );
      return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    expect(await queued()).toBe(1);
    const res = await t.as(m).delete('/api/me', { password: m.password });
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, m.id))).toEqual(
      [],
    );
    expect(
      await t.db.select().from(notificationSettings).where(eq(notificationSettings.userId, m.id)),
    ).toEqual([]);
    // The approval's mail went with the account; the deletion's confirmation is the one left.
    expect(await queued()).toBe(1);
    await t.app.jobs.drain();
    expect(sent.filter((s) => s.to === m.email).map((s) => s.subject)).toEqual([
      'Your Battle Ready account has been deleted',
    ]);
  });

  it('retention deletes read notifications after 90 days, never unread ones', async () => {
    const day = 24 * 3600 * 1000;
    await t.db.insert(notifications).values([
      {
        userId: who.verified.id,
        kind: 'kit_review',
        title: 'old read',
        readAt: new Date(Date.now() - 91 * day),
      },
      {
        userId: who.verified.id,
        kind: 'kit_review',
        title: 'recent read',
        readAt: new Date(Date.now() - 89 * day),
      },
      {
        userId: who.verified.id,
        kind: 'kit_review',
        title: 'old unread',
        createdAt: new Date(Date.now() - 200 * day),
      },
    ]);
    const report = await runRetention(t.db, t.app.storage);
    expect(report).toMatchObject({ readNotifications: 1 });
    const left = await t.db.select({ title: notifications.title }).from(notifications);
    expect(left.map((n) => n.title).sort()).toEqual(['old unread', 'recent read']);
  });
});
