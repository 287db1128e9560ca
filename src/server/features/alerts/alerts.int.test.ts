import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ALERT_MSG } from '@shared/alerts';
import { auditLog, user } from '../../db/schema';
import type { MailMessage } from '../../lib/mail/mailer';
import { ADMIN_ROUTE_REFUSALS, expectRefused } from '../../test/admin-refusals';
import { insertMember, insertProduct, insertReview } from '../../test/fixtures';
import { useTestApp } from '../../test/use-test-app';
import { wishlists } from '../gear-kit/schema';
import { notifications } from '../notifications/schema';
import { PRODUCT_ALERT_QUEUE } from '../notifications';
import { productAlerts } from './schema';

// Issue 49: an admin's alert on a product, shown on it and its cards, listed and fed publicly,
// and told once to each member who keeps the product or reviewed it.
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
});

const recall = {
  kind: 'recall',
  text: 'Lenses may crack under impact. Stop using and contact the maker for a refund.',
  source: 'https://www.cpsc.gov/Recalls/2026/example',
  batches: 'Lots 2409-2411, sold March to May 2026',
};
const post = (productId: string, body: object = recall, as = who.admin) =>
  t.as(as).post(`/api/admin/products/${productId}/alerts`, body);
const patch = (alertId: string, body: object, as = who.admin) =>
  t.as(as).send('PATCH', `/api/admin/alerts/${alertId}`, body);

async function told() {
  await t.app.jobs.drain();
  const rows = await t.db
    .select()
    .from(notifications)
    .where(eq(notifications.kind, 'product_alert'));
  return rows.map((r) => r.userId).sort();
}

describe('alert routes: who may', () => {
  it.each(ADMIN_ROUTE_REFUSALS)('refuses %s to post, update or close', async (refusal) => {
    const p = await insertProduct(t.db);
    const [alert] = await t.db
      .insert(productAlerts)
      .values({ productId: p.id, kind: 'safety', text: 'A safety notice of the past.' })
      .returning();
    await expectRefused(t, refusal, [
      ['POST', `/api/admin/products/${p.id}/alerts`, recall],
      ['PATCH', `/api/admin/alerts/${alert!.id}`, { ...recall, resolved: true }],
    ]);
    const rows = await t.db.select().from(productAlerts).where(eq(productAlerts.productId, p.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'safety', resolvedAt: null });
  });

  it('lets anyone read the list and the feed', async () => {
    for (const as of [null, who.unverified, who.verified]) {
      expect((await t.as(as).get('/api/alerts')).statusCode).toBe(200);
      expect((await t.as(as).get('/alerts.atom')).statusCode).toBe(200);
    }
  });
});

describe('POST /api/admin/products/:id/alerts', () => {
  it('posts it on the product and its cards, and logs it', async () => {
    const p = await insertProduct(t.db, { name: 'Alert Shades' });
    const res = await post(p.id);
    expect(res.statusCode).toBe(201);
    const alert = res.json();
    expect(alert).toMatchObject({ kind: 'recall', text: recall.text, source: recall.source });
    expect(alert.resolvedAt).toBeUndefined();
    const product = (await t.as(null).get(`/api/products/${p.id}`)).json();
    expect(product.alerts).toEqual([alert]);
    expect(product.alert).toBe('recall');
    const list = (await t.as(null).get('/api/products?search=alert+shades')).json();
    expect(list.items[0]).toMatchObject({ id: p.id, alert: 'recall' });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetId, p.id));
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([['alert.post', who.admin.id]]);
  });

  it.each([
    [{ ...recall, source: 'javascript:alert(1)' }, ALERT_MSG.source],
    [{ ...recall, source: 'ftp://example.com/recall.txt' }, ALERT_MSG.source],
    [{ ...recall, text: 'Too short' }, ALERT_MSG.text],
    [{ ...recall, text: 'x'.repeat(501) }, ALERT_MSG.text],
    [{ ...recall, kind: 'rumour' }, ALERT_MSG.kind],
    [{ ...recall, batches: 'b'.repeat(301) }, ALERT_MSG.batches],
  ])('refuses %o with a 400 and its message, posting nothing', async (body, message) => {
    const p = await insertProduct(t.db);
    const res = await post(p.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'validation', message } });
    expect(
      await t.db.select().from(productAlerts).where(eq(productAlerts.productId, p.id)),
    ).toEqual([]);
  });

  it('answers 404 for a product that does not exist', async () => {
    const res = await post('00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Product Not Found');
  });
});

describe('telling the owners', () => {
  it('tells every keeper and approved reviewer once, in the site and by e-mail', async () => {
    const p = await insertProduct(t.db, { name: 'Told Plate' });
    const keeper = await insertMember(t.db);
    const reviewer = await insertMember(t.db);
    const both = await insertMember(t.db);
    const pendingAuthor = await insertMember(t.db);
    const elsewhere = await insertMember(t.db);
    const other = await insertProduct(t.db);
    await t.db.insert(wishlists).values([
      { userId: keeper, productId: p.id },
      { userId: both, productId: p.id },
      { userId: elsewhere, productId: other.id },
      // The admin posting it is not told of their own alert.
      { userId: who.admin.id, productId: p.id },
    ]);
    await insertReview(t.db, p.id, reviewer, { status: 'approved' });
    await insertReview(t.db, p.id, both, { status: 'approved' });
    await insertReview(t.db, p.id, pendingAuthor, { status: 'pending' });
    await insertReview(t.db, other.id, elsewhere, { status: 'approved' });

    expect((await post(p.id)).statusCode).toBe(201);
    expect(await told()).toEqual([keeper, reviewer, both].sort());
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, keeper), eq(notifications.kind, 'product_alert')));
    expect(notice).toMatchObject({
      title: 'Recall: Told Plate (gear you keep or reviewed)',
      detail: `${recall.text} Affected: ${recall.batches}.`,
      link: `/product/${p.id}`,
    });
    const emails = await t.db.select({ email: user.email }).from(user).where(eq(user.id, keeper));
    expect(sent.filter((m) => m.to === emails[0]!.email)).toHaveLength(1);
    expect(sent).toHaveLength(3);
  });

  it('never tells twice: a job run again and an update tell nobody', async () => {
    const p = await insertProduct(t.db);
    const keeper = await insertMember(t.db);
    await t.db.insert(wishlists).values({ userId: keeper, productId: p.id });
    const alert = (await post(p.id)).json();
    expect(await told()).toEqual([keeper]);
    await t.app.jobs.send(t.db, PRODUCT_ALERT_QUEUE, { alertId: alert.id });
    await patch(alert.id, { ...recall, text: 'Updated: lenses may crack; refunds are open.' });
    expect(await told()).toEqual([keeper]);
  });

  it('never tells a member whose account was deleted before the job ran', async () => {
    const p = await insertProduct(t.db);
    const keeper = await insertMember(t.db);
    const gone = await insertMember(t.db);
    const goneReviewer = await insertMember(t.db);
    await t.db.insert(wishlists).values([
      { userId: keeper, productId: p.id },
      { userId: gone, productId: p.id },
    ]);
    await insertReview(t.db, p.id, goneReviewer, { status: 'approved' });
    expect((await post(p.id)).statusCode).toBe(201);
    await t.db.delete(user).where(eq(user.id, gone));
    await t.db.delete(user).where(eq(user.id, goneReviewer));
    expect(await told()).toEqual([keeper]);
    expect(sent).toHaveLength(1);
  });

  it('tells nobody of an alert closed before its turn came', async () => {
    const p = await insertProduct(t.db);
    const keeper = await insertMember(t.db);
    await t.db.insert(wishlists).values({ userId: keeper, productId: p.id });
    const alert = (await post(p.id)).json();
    await patch(alert.id, { ...recall, resolved: true });
    expect(await told()).toEqual([]);
  });

  it("mails a one-click unsubscribe that turns off this kind's e-mail only", async () => {
    const p = await insertProduct(t.db);
    await t.db.insert(wishlists).values({ userId: who.verified.id, productId: p.id });
    await post(p.id);
    await t.app.jobs.drain();
    const mail = sent.find((m) => m.to === who.verified.email)!;
    const oneClick = /^<(.+)>$/.exec(mail.headers!['List-Unsubscribe']!)![1]!;
    const res = await t.app.inject({
      method: 'POST',
      url: oneClick.slice(t.app.config.publicUrl.length),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.json()).toMatchObject({ subscription: 'product_alert', subscribed: false });
    const settings = (await t.as(who.verified).get('/api/me/notification-settings')).json();
    expect(settings.kinds.product_alert).toEqual({ site: true, email: false, push: false });
    expect(settings.kinds.review_decided.email).toBe(true);
    expect(settings.kinds.kit_review.site).toBe(true);
  });
});

describe('PATCH /api/admin/alerts/:id', () => {
  it('rewrites it, closes it (kept, marked resolved) and reopens it, each logged', async () => {
    const p = await insertProduct(t.db);
    const alert = (await post(p.id)).json();
    const rewritten = {
      kind: 'safety',
      text: 'Use only with the supplied strap; a fix is coming.',
    };
    const updated = await patch(alert.id, rewritten);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: alert.id, ...rewritten, postedAt: alert.postedAt });
    expect(updated.json().source).toBeUndefined();

    const closed = (await patch(alert.id, { ...rewritten, resolved: true }, who.superAdmin)).json();
    expect(closed.resolvedAt).toEqual(expect.any(String));
    const product = (await t.as(null).get(`/api/products/${p.id}`)).json();
    expect(product.alerts).toEqual([closed]);
    expect(product.alert).toBeNull();
    // Written again while closed, it stays closed from when it was closed.
    const still = (await patch(alert.id, rewritten)).json();
    expect(still.resolvedAt).toBe(closed.resolvedAt);

    const reopened = (await patch(alert.id, { ...rewritten, resolved: false })).json();
    expect(reopened.resolvedAt).toBeUndefined();
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetId, p.id));
    expect(entries.map((e) => e.action)).toEqual([
      'alert.post',
      'alert.update',
      'alert.resolve',
      'alert.update',
      'alert.reopen',
    ]);
  });

  it('answers 404 for an alert that does not exist, and 400 for a bad body', async () => {
    const missing = await patch('00000000-0000-4000-8000-000000000000', recall);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(ALERT_MSG.notFound);
    const p = await insertProduct(t.db);
    const alert = (await post(p.id)).json();
    const bad = await patch(alert.id, { ...recall, source: 'not a link' });
    expect(bad.json()).toMatchObject({ error: { code: 'validation', message: ALERT_MSG.source } });
    const resolved = await patch(alert.id, { ...recall, resolved: 'yes' });
    expect(resolved.json().error.message).toBe(ALERT_MSG.resolved);
  });
});

describe('the public list and feed', () => {
  it('lists alerts newest first with their products, paged', async () => {
    const p = await insertProduct(t.db, { name: 'Listed Boots' });
    const first = (
      await post(p.id, { kind: 'counterfeit', text: 'Fakes sold on auction sites.' })
    ).json();
    const second = (
      await post(p.id, { kind: 'discontinued', text: 'No longer made by the maker.' })
    ).json();
    const page = (await t.as(null).get('/api/alerts')).json();
    expect(page.items.slice(0, 2).map((a: { id: string }) => a.id)).toEqual([second.id, first.id]);
    expect(page.items[0].product).toEqual({ id: p.id, name: 'Listed Boots' });
    expect(page).toMatchObject({ page: 1, pageSize: 20 });
    expect(page.total).toBeGreaterThanOrEqual(2);
    const bad = await t.as(null).get('/api/alerts?page=0');
    expect(bad.statusCode).toBe(400);
  });

  it('feeds them as Atom, escaped, the source as text only', async () => {
    const p = await insertProduct(t.db, { name: 'Feed <Knife> & Co' });
    await post(p.id, { ...recall, text: 'Blade <may> snap & cut "hands".' });
    const res = await t.as(null).get('/alerts.atom');
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const body = res.body;
    expect(body).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(body).toContain('<title>Recall: Feed &lt;Knife&gt; &amp; Co</title>');
    expect(body).toContain('Blade &lt;may&gt; snap &amp; cut &quot;hands&quot;.');
    expect(body).toContain(`Source: ${recall.source}`);
    expect(body).not.toContain(`href="${recall.source}"`);
    expect(body).toContain(`href="${t.app.config.publicUrl}/product/${p.id}"`);
  });
});
