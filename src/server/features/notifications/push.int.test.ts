import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUSH_MSG } from '@shared/schemas/push';
import { pushSubscriptions } from './schema';
import { appSecrets } from '../../db/schema';
import { JOBS_SCHEMA } from '../../lib/jobs/job-queue';
import { createMember, type Member } from '../../test/accounts';
import {
  newDevice,
  PUSH_HOST,
  startPushService,
  subscribe,
  type PushService,
} from '../../test/push-service';
import { useTestApp } from '../../test/use-test-app';
import { PUSH_DEVICES_MAX } from './push-service';
import { PUSH_QUEUE } from './queues';
import { resolveVapidKeys } from './vapid-keys';

// Issue 51: the push routes, who may call them, what they take, whose a device is, and the
// member's data rights over their devices. Sending is push-send.int.test.ts's.
let service: PushService;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(() => service.close());

const t = useTestApp({
  personas: true,
  deps: { mailer: { send: async () => undefined } },
  config: () => ({ pushOrigin: service.origin }),
});
const { who } = t;

beforeEach(async () => {
  await t.app.jobs.drain();
  await t.db.delete(pushSubscriptions);
  service.received.length = 0;
});

const devicesOf = (m: Member) =>
  t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, m.id));
const unsubscribe = (m: Member | null, endpoint: unknown) =>
  t.as(m).delete('/api/me/push-subscriptions', { endpoint });

describe('who may call', () => {
  it("gives anyone the site's VAPID public key: base64url of a P-256 point, made once", async () => {
    const keys = new Set<string>();
    for (const as of [null, who.unverified, who.verified, who.admin, who.superAdmin]) {
      const res = await t.as(as).get('/api/push/public-key');
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json())).toEqual(['publicKey']);
      keys.add(res.json().publicKey);
    }
    expect(keys.size).toBe(1);
    const [publicKey] = [...keys] as [string];
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const bytes = Buffer.from(publicKey, 'base64url');
    expect([bytes.length, bytes[0]]).toEqual([65, 4]);
    // Kept where every instance finds it, and not made again.
    expect((await resolveVapidKeys(t.db)).publicKey).toBe(publicKey);
    expect(await t.db.select().from(appSecrets).where(eq(appSecrets.name, 'vapid'))).toHaveLength(
      1,
    );
  });

  it('asks a visitor to sign in before turning push on or off, and stores nothing', async () => {
    const device = newDevice();
    const on = await subscribe(t, null, device);
    expect(on.statusCode).toBe(401);
    expect(on.json().error.message).toBe(PUSH_MSG.signIn);
    const off = await unsubscribe(null, device.endpoint);
    expect(off.statusCode).toBe(401);
    expect(off.json().error.message).toBe(PUSH_MSG.signIn);
    expect(await t.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it.each(['unverified', 'verified', 'admin', 'superAdmin'] as const)(
    'lets a %s member turn push on and off for their own device',
    async (persona) => {
      const member = who[persona];
      const device = newDevice();
      const on = await subscribe(t, member, device);
      expect(on.statusCode).toBe(200);
      expect(on.json()).toEqual({ ok: true });
      expect(await devicesOf(member)).toMatchObject([
        { endpoint: device.endpoint, p256dh: device.keys.p256dh, auth: device.keys.auth },
      ]);
      const off = await unsubscribe(member, device.endpoint);
      expect(off.json()).toEqual({ ok: true });
      expect(await devicesOf(member)).toEqual([]);
      // Turning off what is already off is done, not an error.
      expect((await unsubscribe(member, device.endpoint)).statusCode).toBe(200);
    },
  );
});

describe('what a subscription must be', () => {
  const device = newDevice();
  const { keys } = device;
  const notOnTheCurve = `${keys.p256dh.slice(0, -4)}AAAA`;

  it.each([
    ['no body', undefined, PUSH_MSG.endpoint],
    ['an http address', { endpoint: `http://${PUSH_HOST}/x`, keys }, PUSH_MSG.endpoint],
    ['this machine', { endpoint: 'https://localhost/x', keys }, PUSH_MSG.endpoint],
    ['an IP address', { endpoint: 'https://169.254.169.254/x', keys }, PUSH_MSG.endpoint],
    ['another port', { endpoint: `https://${PUSH_HOST}:8443/x`, keys }, PUSH_MSG.endpoint],
    ['no keys', { endpoint: device.endpoint }, PUSH_MSG.keys],
    ['a malformed key', { endpoint: device.endpoint, keys: { ...keys, auth: 'x' } }, PUSH_MSG.keys],
    [
      'a key that is no P-256 point',
      { endpoint: device.endpoint, keys: { ...keys, p256dh: notOnTheCurve } },
      PUSH_MSG.keys,
    ],
  ])('refuses %s with a clear 400 and stores nothing', async (_, body, message) => {
    const res = await t.as(who.verified).post('/api/me/push-subscriptions', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await t.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('refuses to turn off without an address', async () => {
    const res = await unsubscribe(who.verified, '');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(PUSH_MSG.endpoint);
  });

  it('keeps the keys without the padding a browser may add', async () => {
    const padded = newDevice();
    const res = await t.as(who.verified).post('/api/me/push-subscriptions', {
      endpoint: padded.endpoint,
      keys: { p256dh: `${padded.keys.p256dh}=`, auth: `${padded.keys.auth}==` },
    });
    expect(res.statusCode).toBe(200);
    expect(await devicesOf(who.verified)).toMatchObject([padded.keys]);
  });
});

describe('one member at a time on a device', () => {
  it('gives a device to the account that turned push on last; the one before cannot take it off', async () => {
    const shared = newDevice();
    await subscribe(t, who.verified, shared);
    const [first] = await devicesOf(who.verified);
    // The same browser signs in as another member, whose keys it makes anew.
    const again = { ...newDevice(), path: shared.path, endpoint: shared.endpoint };
    expect((await subscribe(t, who.admin, again)).statusCode).toBe(200);
    expect(await devicesOf(who.verified)).toEqual([]);
    const [taken] = await devicesOf(who.admin);
    expect(taken).toMatchObject({ id: first!.id, p256dh: again.keys.p256dh });
    expect(taken!.createdAt.getTime()).toBeGreaterThan(first!.createdAt.getTime());
    expect((await unsubscribe(who.verified, shared.endpoint)).statusCode).toBe(200);
    expect(await devicesOf(who.admin)).toHaveLength(1);
  });

  it('keeps the date a member turned it on when their own browser renews its keys', async () => {
    const device = newDevice();
    await subscribe(t, who.verified, device);
    const [before] = await devicesOf(who.verified);
    const renewed = { ...newDevice(), path: device.path, endpoint: device.endpoint };
    await subscribe(t, who.verified, renewed);
    const [after] = await devicesOf(who.verified);
    expect(after).toMatchObject({ createdAt: before!.createdAt, auth: renewed.keys.auth });
  });

  it(`keeps a member's ${PUSH_DEVICES_MAX} latest devices, letting the oldest go`, async () => {
    const devices = Array.from({ length: PUSH_DEVICES_MAX + 2 }, newDevice);
    for (const device of devices) await subscribe(t, who.verified, device);
    const kept = (await devicesOf(who.verified)).map((d) => d.endpoint).sort();
    expect(kept).toEqual(
      devices
        .slice(2)
        .map((d) => d.endpoint)
        .sort(),
    );
  });
});

describe('data rights', () => {
  it("exports each device by its push service's host and date, never its address or keys", async () => {
    const device = newDevice();
    await subscribe(t, who.verified, device);
    const file = (await t.as(who.verified).get('/api/me/export')).json();
    expect(file.pushDevices).toEqual([{ pushService: PUSH_HOST, createdAt: expect.any(String) }]);
    const text = JSON.stringify(file);
    for (const secret of [device.path, device.keys.p256dh, device.keys.auth]) {
      expect(text).not.toContain(secret);
    }
  });

  it('deleting the account removes its devices, and a push queued for one is not sent', async () => {
    const m = await createMember(t);
    const device = newDevice();
    await subscribe(t, m, device);
    await t.as(m).put('/api/me/notification-settings', {
      kinds: { invitation_used: { site: true, email: true, push: true } },
    });
    // Someone joins with m's invitation: m is to be told, by push too.
    await createMember(t, { invitedBy: m });
    const queued = await t.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(JOBS_SCHEMA)}.job
          where name = ${PUSH_QUEUE} and state = 'created'`,
    );
    expect((queued as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    const res = await t.as(m).delete('/api/me', { password: m.password });
    expect(res.statusCode).toBe(200);
    expect(await devicesOf(m)).toEqual([]);
    await t.app.jobs.drain();
    expect(service.received).toEqual([]);
  });
});
