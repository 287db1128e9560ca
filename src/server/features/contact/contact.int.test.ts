import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { contactSubmissions } from './schema';
import { rateLimits } from '../../db/schema';
import { createMember } from '../../test/accounts';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();
beforeEach(async () => {
  await t.db.delete(contactSubmissions);
  await t.db.delete(rateLimits);
});

const valid = {
  name: '  Jane Doe ',
  email: ' jane@example.com ',
  subject: 'Hello',
  message: 'A question about reviews.',
};
const post = (url: string, payload: unknown, ip = '203.0.113.7') =>
  t.as(null, { ip }).post(url, payload as object);
const count = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(contactSubmissions))[0]?.n;

describe('POST /api/contact (anyone)', () => {
  it('stores a trimmed message with status new', async () => {
    const res = await post('/api/contact', valid);
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(contactSubmissions);
    expect(row).toMatchObject({
      name: 'Jane Doe',
      email: 'jane@example.com',
      status: 'new',
      userId: null,
      resolvedBy: null,
    });
  });

  it.each([
    [{ ...valid, name: '   ' }, 'Name is required'],
    [{ ...valid, name: 'x'.repeat(101) }, 'Name must be less than 100 characters'],
    [{ ...valid, email: 'not-an-email' }, 'Invalid email address'],
    [{ ...valid, email: `${'a'.repeat(250)}@x.com` }, 'Email must be less than 255 characters'],
    [{ ...valid, subject: '' }, 'Subject is required'],
    [{ ...valid, subject: 's'.repeat(201) }, 'Subject must be less than 200 characters'],
    [{ ...valid, message: ' ' }, 'Message is required'],
    [{ ...valid, message: 'm'.repeat(2001) }, 'Message must be less than 2000 characters'],
    [{}, 'Name is required'],
    [{ ...valid, name: 42 }, 'Name is required'],
  ])(
    'rejects bad input with 400 and the spec message, writing nothing (%#)',
    async (payload, message) => {
      const res = await post('/api/contact', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
      expect(await count()).toBe(0);
    },
  );

  it('accepts exactly 2000 characters and stores HTML as plain text', async () => {
    expect((await post('/api/contact', { ...valid, message: 'm'.repeat(2000) })).statusCode).toBe(
      201,
    );
    expect(
      (await post('/api/contact', { ...valid, subject: '<script>alert(1)</script>' })).statusCode,
    ).toBe(201);
    expect(await count()).toBe(2);
  });

  it('allows 5 a day per IP, then 429 with Retry-After, without writing', async () => {
    for (let i = 0; i < 5; i += 1) expect((await post('/api/contact', valid)).statusCode).toBe(201);
    const sixth = await post('/api/contact', valid);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: "You've reached the daily limit for contact submissions",
      },
    });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(86_000);
    expect(await count()).toBe(5);
    // Another visitor is not affected.
    expect((await post('/api/contact', valid, '198.51.100.9')).statusCode).toBe(201);
  });

  it('does not count rejected input against the limit', async () => {
    for (let i = 0; i < 6; i += 1) await post('/api/contact', { ...valid, email: 'bad' });
    expect((await post('/api/contact', valid)).statusCode).toBe(201);
  });

  it('starts a new window once the old one has passed', async () => {
    for (let i = 0; i < 5; i += 1) await post('/api/contact', valid);
    await t.db.update(rateLimits).set({ windowStart: sql`now() - interval '1441 minutes'` });
    expect((await post('/api/contact', valid)).statusCode).toBe(201);
  });

  it('rejects malformed JSON and oversized bodies cleanly', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation');
    const big = await post('/api/contact', { ...valid, message: 'x'.repeat(100_000) });
    expect(big.statusCode).toBe(413);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(text.statusCode).toBe(415);
    expect(await count()).toBe(0);
  });
});

describe('POST /api/invite-requests (anyone)', () => {
  const invite = { name: 'Sam', email: 'sam@example.com', branch: 'family' };

  it('stores a contact message with the Beta Invite Request subject and body', async () => {
    expect(
      (
        await post('/api/invite-requests', {
          ...invite,
          socialMedia: '@sam',
          message: 'Spouse of a sailor.',
        })
      ).statusCode,
    ).toBe(201);
    expect((await post('/api/invite-requests', invite)).statusCode).toBe(201);
    const rows = await t.db.select().from(contactSubmissions).orderBy(contactSubmissions.createdAt);
    expect(rows.map((r) => r.subject)).toEqual(['Beta Invite Request', 'Beta Invite Request']);
    expect(rows[0]?.message).toBe(
      'Branch: Military Family\nSocial Media: @sam\n\nMessage:\nSpouse of a sailor.',
    );
    expect(rows[1]?.message).toBe(
      'Branch: Military Family\nSocial Media: Not provided\n\nMessage:\nNo additional message provided',
    );
  });

  it.each([
    [{ ...invite, name: '' }, 'Name is required'],
    [{ ...invite, email: 'x' }, 'Invalid email address'],
    [{ ...invite, branch: '' }, 'Branch is required'],
    [{ ...invite, branch: 'pirates' }, 'Branch is required'],
    [{ ...invite, message: 'm'.repeat(1001) }, 'Message must be less than 1000 characters'],
  ])('rejects bad input with the spec message (%#)', async (payload, message) => {
    const res = await post('/api/invite-requests', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await count()).toBe(0);
  });

  it('shares the daily contact limit', async () => {
    for (let i = 0; i < 5; i += 1) await post('/api/contact', valid);
    expect((await post('/api/invite-requests', invite)).statusCode).toBe(429);
  });
});

describe('the daily limit for signed-in senders (SPEC §7 check_rate_limit)', () => {
  const postAs = (url: string, payload: object, cookie: string, ip: string) =>
    t.as({ cookie }, { ip }).post(url, payload);

  it('counts per member, wherever they write from, and stores who sent it', async () => {
    const member = await createMember(t);
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await postAs('/api/contact', valid, member.cookie, `192.0.2.${i + 1}`)).statusCode,
      ).toBe(201);
    }
    const sixth = await postAs(
      '/api/invite-requests',
      { ...valid, branch: 'army' },
      member.cookie,
      '192.0.2.99',
    );
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toBe(
      "You've reached the daily limit for contact submissions",
    );
    const rows = await t.db.select().from(contactSubmissions);
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.userId === member.id)).toBe(true);
  });

  it("does not spend a visitor's allowance on the same address, nor another member's", async () => {
    const [a, b] = [await createMember(t), await createMember(t)];
    const ip = '192.0.2.50';
    for (let i = 0; i < 5; i += 1) await postAs('/api/contact', valid, a.cookie, ip);
    expect((await postAs('/api/contact', valid, a.cookie, ip)).statusCode).toBe(429);
    expect((await postAs('/api/contact', valid, b.cookie, ip)).statusCode).toBe(201);
    expect((await post('/api/contact', valid, ip)).statusCode).toBe(201);
  });
});
