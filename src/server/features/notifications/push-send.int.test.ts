import { createPublicKey, verify } from 'node:crypto';
import type { LookupFunction } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_KIND_IDS, type NotificationKind } from '@shared/notifications';
import { productPath } from '@shared/pages';
import { notificationSettings, pushSubscriptions } from './schema';
import { JOBS_SCHEMA } from '../../lib/jobs/job-queue';
import type { Member } from '../../test/accounts';
import { insertProduct, insertReview } from '../../test/fixtures';
import {
  decryptPush,
  newDevice,
  PUSH_HOST,
  startPushService,
  subscribe,
  type Device,
  type PushService,
} from '../../test/push-service';
import { until } from '../../test/until';
import { useTestApp } from '../../test/use-test-app';
import { reviewDecided } from './notices';
import { PUSH_TITLES } from './push-message';
import { deliverPush } from './push-send';
import { PUSH_QUEUE } from './queues';
import { createUnsubscribeTokens } from './unsubscribe-token';
import { vapidKeysOf } from './vapid-keys';

// Issue 51: what a push carries and how it is sent, to a local stand-in for the push services,
// and the push channel in the settings and the e-mails' unsubscribe links.
let service: PushService;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(() => service.close());

const t = useTestApp({
  personas: true,
  deps: { mailer: { send: async () => undefined } },
  config: () => ({
    pushOrigin: service.origin,
    // A retried push is due again within about a second.
    jobs: { work: false, pollMs: 200, maintenanceSeconds: 60, retryDelaySeconds: 1 },
  }),
});
const { who } = t;

beforeEach(async () => {
  await t.app.jobs.drain();
  await t.db.delete(pushSubscriptions);
  await t.db.delete(notificationSettings);
  await t.db.execute(
    sql`delete from ${sql.identifier(JOBS_SCHEMA)}.job where name = ${PUSH_QUEUE}`,
  );
  service.received.length = 0;
});

const settingsOf = async (m: Member) => (await t.as(m).get('/api/me/notification-settings')).json();
const setChannels = (m: Member, kind: NotificationKind, push: boolean) =>
  t.as(m).put('/api/me/notification-settings', {
    kinds: { [kind]: { site: true, email: true, push } },
  });
const drainPushes = () => t.app.jobs.drain([PUSH_QUEUE]);
const receivedAt = (device: Device) => service.received.filter((r) => r.path === device.path);

/** A moderator's decision on one of `m`'s reviews, told as the moderation route tells it. */
async function tellDecision(m: Member) {
  const notice = reviewDecided({
    authorId: m.id,
    moderatorId: who.superAdmin.id,
    title: 'Dry after three days of rain',
    productId: '00000000-0000-4000-8000-000000000001',
    productName: 'Ridgeline Boot',
    status: 'approved',
    note: null,
  });
  await t.db.transaction((tx) => t.app.notifier.tell(tx, notice));
  return notice;
}

async function pushJobStates() {
  const result = await t.db.execute(
    sql`select state from ${sql.identifier(JOBS_SCHEMA)}.job where name = ${PUSH_QUEUE}`,
  );
  return (result as unknown as { rows: { state: string }[] }).rows.map((r) => r.state);
}

describe('what a push carries', () => {
  it('posts a title and a link alone, encrypted to the device, signed with the site’s VAPID key', async () => {
    const device = newDevice();
    await subscribe(t, who.verified, device);
    await setChannels(who.verified, 'review_decided', true);
    const product = await insertProduct(t.db, { name: 'Ridgeline Boot' });
    const review = await insertReview(t.db, product.id, who.verified.id, {
      status: 'pending',
      title: 'Dry after three days of rain',
    });
    await t.as(who.superAdmin).post(`/api/admin/reviews/${review.id}/approve`, {});
    await drainPushes();

    const [push] = receivedAt(device);
    expect(service.received).toHaveLength(1);
    expect(push!.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      ttl: '86400',
    });
    const text = decryptPush(push!.body, device);
    expect(JSON.parse(text)).toStrictEqual({
      title: PUSH_TITLES.review_decided,
      url: productPath(product.id),
    });
    expect(text).not.toMatch(/Ridgeline|rain/);

    // RFC 8292: the JWT names the push service and our contact, signed by the key browsers have.
    const { publicKey } = (await t.as(null).get('/api/push/public-key')).json();
    const [, jwt, key] = /^vapid t=([^,]+), k=(.+)$/.exec(push!.headers.authorization!)!;
    expect(key).toBe(publicKey);
    const [head, claims, signature] = jwt!.split('.') as [string, string, string];
    expect(JSON.parse(Buffer.from(claims, 'base64url').toString())).toMatchObject({
      aud: `https://${PUSH_HOST}`,
      sub: 'mailto:no-reply@battle-ready.test',
    });
    const point = Buffer.from(publicKey, 'base64url');
    const verifier = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    const signed = Buffer.from(`${head}.${claims}`);
    const raw = Buffer.from(signature, 'base64url');
    expect(verify('sha256', signed, { key: verifier, dsaEncoding: 'ieee-p1363' }, raw)).toBe(true);
  });

  it('goes to each of the member’s devices, each encrypted to its own keys', async () => {
    const [phone, laptop] = [newDevice(), newDevice()];
    await subscribe(t, who.verified, phone);
    await subscribe(t, who.verified, laptop);
    await setChannels(who.verified, 'review_decided', true);
    const notice = await tellDecision(who.verified);
    await drainPushes();
    for (const device of [phone, laptop]) {
      const [push] = receivedAt(device);
      expect(JSON.parse(decryptPush(push!.body, device))).toEqual({
        title: PUSH_TITLES.review_decided,
        url: notice.link,
      });
    }
    expect(() => decryptPush(receivedAt(phone)[0]!.body, laptop)).toThrow();
  });

  it('is not sent while push is off for the kind (the default), nor to another member', async () => {
    const device = newDevice();
    await subscribe(t, who.verified, device);
    await setChannels(who.admin, 'review_decided', true);
    await tellDecision(who.verified);
    await drainPushes();
    expect(service.received).toEqual([]);
    expect(await pushJobStates()).toEqual([]);
  });

  it('is not sent to a device another account has turned push on for since', async () => {
    const device = newDevice();
    await subscribe(t, who.verified, device);
    await setChannels(who.verified, 'review_decided', true);
    await tellDecision(who.verified);
    await subscribe(t, who.admin, { ...newDevice(), path: device.path, endpoint: device.endpoint });
    await drainPushes();
    expect(service.received).toEqual([]);
  });
});

describe('how the push service’s answers are taken', () => {
  async function pushedOnce(device: Device, ...statuses: number[]) {
    service.answer(device.path, ...statuses);
    await subscribe(t, who.verified, device);
    await setChannels(who.verified, 'review_decided', true);
    await tellDecision(who.verified);
    await drainPushes();
  }
  const stored = async (device: Device) =>
    (
      await t.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, device.endpoint))
    ).length;

  it.each([410, 404])(
    'drops a device the push service answers %i for, and tries no more',
    async (status) => {
      const device = newDevice();
      await pushedOnce(device, status);
      expect(receivedAt(device)).toHaveLength(1);
      expect(await stored(device)).toBe(0);
      expect(await pushJobStates()).toEqual(['completed']);
    },
  );

  it('tries again after a 500 until the push is taken, keeping the device', async () => {
    const device = newDevice();
    await pushedOnce(device, 500);
    expect(await pushJobStates()).toEqual(['retry']);
    await until(async () => {
      await drainPushes();
      return receivedAt(device).length === 2;
    }, 10_000);
    expect(await pushJobStates()).toEqual(['completed']);
    expect(await stored(device)).toBe(1);
    const [first, second] = receivedAt(device);
    expect(JSON.parse(decryptPush(second!.body, device))).toEqual(
      JSON.parse(decryptPush(first!.body, device)),
    );
  });

  it('lets a push go that the push service refuses otherwise, keeping the device', async () => {
    const device = newDevice();
    await pushedOnce(device, 400);
    expect(await pushJobStates()).toEqual(['completed']);
    expect(await stored(device)).toBe(1);
  });

  it('never posts inside the network: a host resolving to a private address loses its device', async () => {
    const device = newDevice();
    await subscribe(t, who.verified, device);
    const [row] = await t.db.select().from(pushSubscriptions);
    const refused = Object.assign(new Error(`${PUSH_HOST} resolves to 10.0.0.8`), {
      code: 'EPRIVATEADDRESS',
    });
    const lookup = ((_host: string, _options: unknown, done: (err: Error) => void) =>
      done(refused)) as unknown as LookupFunction;
    const warned: object[] = [];
    await deliverPush(
      {
        db: t.db,
        keys: vapidKeysOf(t.db),
        subject: 'mailto:no-reply@battle-ready.test',
        transport: { lookup },
        log: { info: () => undefined, error: () => undefined, warn: (o) => void warned.push(o) },
      },
      { subscriptionId: row!.id, userId: who.verified.id, title: 'Title', url: '/' },
    );
    expect(service.received).toEqual([]);
    expect(await stored(device)).toBe(0);
    expect(warned).toEqual([{ pushService: PUSH_HOST }]);
  });

  it('drops a stored address given as an IP without connecting to it', async () => {
    const [row] = await t.db
      .insert(pushSubscriptions)
      .values({ userId: who.verified.id, endpoint: 'https://127.0.0.1/x', ...newDevice().keys })
      .returning();
    await setChannels(who.verified, 'review_decided', true);
    await tellDecision(who.verified);
    await drainPushes();
    expect(service.received).toEqual([]);
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, row!.id)),
    ).toEqual([]);
  });
});

describe('the push channel in the settings and the unsubscribe links', () => {
  it('is off for every kind until the member turns it on, and changes alone when named', async () => {
    const settings = await settingsOf(who.admin);
    for (const kind of NOTIFICATION_KIND_IDS) {
      expect(settings.kinds[kind].push).toBe(false);
    }
    const changed = await t.as(who.admin).put('/api/me/notification-settings', {
      kinds: { kit_review: { site: false, email: true, push: true } },
    });
    expect(changed.json().kinds).toMatchObject({
      kit_review: { site: false, email: true, push: true },
      moderation_waiting: { site: true, email: false, push: false },
    });
    expect((await settingsOf(who.admin)).kinds.kit_review.push).toBe(true);
    const partial = await t.as(who.admin).put('/api/me/notification-settings', {
      kinds: { kit_review: { site: true, email: true } },
    });
    expect(partial.statusCode).toBe(400);
    expect((await settingsOf(who.admin)).kinds.kit_review).toEqual({
      site: false,
      email: true,
      push: true,
    });
  });

  it('an e-mail’s unsubscribe link and its undo leave push as it was, and pushes still come', async () => {
    const token = createUnsubscribeTokens(t.app.config.authSecret!).sign(
      who.verified.id,
      'review_decided',
    );
    // A first row made by the link carries the kind's default: push off.
    await t.as(null).post('/api/unsubscribe', { token });
    expect((await settingsOf(who.verified)).kinds.review_decided).toEqual({
      site: true,
      email: false,
      push: false,
    });
    await setChannels(who.verified, 'review_decided', true);
    await t.as(null).post('/api/unsubscribe', { token });
    expect((await settingsOf(who.verified)).kinds.review_decided).toEqual({
      site: true,
      email: false,
      push: true,
    });
    const device = newDevice();
    await subscribe(t, who.verified, device);
    await tellDecision(who.verified);
    await drainPushes();
    expect(receivedAt(device)).toHaveLength(1);
    await t.as(null).post('/api/unsubscribe/undo', { token });
    expect((await settingsOf(who.verified)).kinds.review_decided).toEqual({
      site: true,
      email: true,
      push: true,
    });
  });
});
