import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { user } from '../db/schema';
import { runRetention } from '../features/retention';
import { createMember, type Member } from '../test/accounts';
import { insertProduct, insertReview, reportRequest, reviewRequest } from '../test/fixtures';
import { anyIp } from '../test/requests';
import { useTestApp } from '../test/use-test-app';
import { IDEMPOTENCY_MSG } from './idempotency';

// Issue 51, "drafts that wait": a review, a field report or a contact message queued offline may
// reach us twice. Sent under one Idempotency-Key, it is acted on once and the first answer is
// repeated (decision 035).

const t = useTestApp();

const DAY = 86_400_000;
const message = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  subject: 'Hello',
  message: 'A question about reviews.',
};

const send = (
  caller: Member | null,
  url: string,
  payload: object,
  key?: string,
  ip: string = anyIp(),
) =>
  t
    .as(caller, { ip, headers: key === undefined ? {} : { 'idempotency-key': key } })
    .post(url, payload);
const contact = (caller: Member | null, key?: string, payload: object = message) =>
  send(caller, '/api/contact', payload, key);

async function countOf(query: SQL) {
  const result = (await t.db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n);
}
const messages = () => countOf(sql`select count(*)::int as n from contact_submissions`);
const keyRows = (key: string) =>
  countOf(sql`select count(*)::int as n from idempotency_keys where key = ${key}`);

/** The second answer repeats the first: status, body to the byte, type; and says it is a replay. */
function expectReplayOf(first: LightMyRequestResponse, again: LightMyRequestResponse) {
  expect(again.statusCode).toBe(first.statusCode);
  expect(again.body).toBe(first.body);
  expect(again.headers['content-type']).toBe(first.headers['content-type']);
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(first.headers['idempotent-replayed']).toBeUndefined();
}

beforeEach(async () => {
  await t.db.execute(sql`delete from idempotency_keys`);
  await t.db.execute(sql`delete from contact_submissions`);
  await t.db.execute(sql`delete from rate_limits`);
});

describe('one key, one effect', () => {
  it('creates one review for a review sent twice, and answers both alike', async () => {
    const member = await createMember(t);
    const product = await insertProduct(t.db);
    const url = `/api/products/${product.id}/reviews`;
    const key = randomUUID();
    const first = await send(member, url, reviewRequest(), key);
    expect(first.statusCode).toBe(201);
    const again = await send(member, url, reviewRequest(), key);
    expectReplayOf(first, again);
    expect(
      await countOf(sql`select count(*)::int as n from reviews where user_id = ${member.id}`),
    ).toBe(1);
  });

  it('creates one field report for a report sent twice', async () => {
    const member = await createMember(t);
    const product = await insertProduct(t.db);
    const review = await insertReview(t.db, product.id, member.id, {
      createdAt: new Date(Date.now() - 31 * DAY),
    });
    const url = `/api/reviews/${review.id}/reports`;
    const key = randomUUID();
    const first = await send(member, url, reportRequest(), key);
    expect(first.statusCode).toBe(201);
    expectReplayOf(first, await send(member, url, reportRequest(), key));
    expect(
      await countOf(
        sql`select count(*)::int as n from review_reports where review_id = ${review.id}`,
      ),
    ).toBe(1);
  });

  it('stores one message for a message sent twice, and counts it once against the limit', async () => {
    const member = await createMember(t);
    const key = randomUUID();
    const first = await contact(member, key);
    expect(first.statusCode).toBe(201);
    expectReplayOf(first, await contact(member, key));
    expect(await messages()).toBe(1);
    expect(await countOf(sql`select count::int as n from rate_limits`)).toBe(1);
  });

  it("keeps a visitor's key: the visitor's second send is a replay, a member's is refused", async () => {
    const key = randomUUID();
    const first = await contact(null, key);
    expect(first.statusCode).toBe(201);
    expectReplayOf(first, await contact(null, key));
    const member = await contact(await createMember(t), key);
    expect(member.statusCode).toBe(422);
    expect(await messages()).toBe(1);
  });

  it('lets one of six sent at once run; the others wait (409) or get its answer', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => contact(null, key)));
    const ran = answers.filter((a) => a.statusCode === 201 && !a.headers['idempotent-replayed']);
    expect(ran).toHaveLength(1);
    for (const answer of answers) {
      if (answer === ran[0]) continue;
      if (answer.statusCode === 409) {
        expect(answer.json().error).toEqual({
          code: 'request_in_progress',
          message: IDEMPOTENCY_MSG.inProgress,
        });
        expect(answer.headers['retry-after']).toBe('1');
      } else {
        expectReplayOf(ran[0]!, answer);
      }
    }
    expect(await messages()).toBe(1);
  });

  it('repeats a refusal the handler gave (a 4xx), without running it again', async () => {
    const member = await createMember(t);
    const product = await insertProduct(t.db);
    const url = `/api/products/${product.id}/reviews`;
    expect((await send(member, url, reviewRequest())).statusCode).toBe(201);
    const key = randomUUID();
    const first = await send(member, url, reviewRequest({ title: 'Again' }), key);
    expect(first.statusCode).toBe(409);
    expectReplayOf(first, await send(member, url, reviewRequest({ title: 'Again' }), key));
  });

  it('ignores the header on a route that does not opt in (an invite request)', async () => {
    const key = randomUUID();
    const invite = { name: 'Sam', email: 'sam@example.com', branch: 'family' };
    expect((await send(null, '/api/invite-requests', invite, key)).statusCode).toBe(201);
    expect((await send(null, '/api/invite-requests', invite, key)).statusCode).toBe(201);
    expect(await messages()).toBe(2);
    expect(await keyRows(key)).toBe(0);
  });

  it('documents the header, 409 and 422 on exactly the three routes that opt in', async () => {
    type Op = { parameters?: { in: string; name: string }[]; responses: Record<string, unknown> };
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Op>>;
    };
    const keyed = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) =>
          op.parameters?.some((p) => p.in === 'header' && p.name === 'Idempotency-Key'),
        )
        .map(([method, op]) => {
          expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['400', '409', '422']));
          return `${method.toUpperCase()} ${path}`;
        }),
    );
    expect(keyed.sort()).toEqual([
      'POST /api/contact',
      'POST /api/products/{id}/reviews',
      'POST /api/reviews/{id}/reports',
    ]);
  });

  it('sends twice without the header: two messages', async () => {
    expect((await contact(null)).statusCode).toBe(201);
    expect((await contact(null)).statusCode).toBe(201);
    expect(await messages()).toBe(2);
    expect(await countOf(sql`select count(*)::int as n from idempotency_keys`)).toBe(0);
  });
});

describe('a key used for another request', () => {
  const expectReused = (res: LightMyRequestResponse) => {
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: { code: 'idempotency_key_reused', message: IDEMPOTENCY_MSG.reused },
    });
    expect(res.headers['idempotent-replayed']).toBeUndefined();
  };

  it('refuses another body with 422, telling nothing of the first answer', async () => {
    const key = randomUUID();
    expect((await contact(null, key)).statusCode).toBe(201);
    expectReused(await contact(null, key, { ...message, subject: 'Another' }));
    expect(await messages()).toBe(1);
  });

  it('refuses another member with 422', async () => {
    const key = randomUUID();
    expect((await contact(await createMember(t), key)).statusCode).toBe(201);
    expectReused(await contact(await createMember(t), key));
    expect(await messages()).toBe(1);
  });

  it('refuses a key kept for another route, even with the same body', async () => {
    const key = randomUUID();
    expect((await contact(null, key)).statusCode).toBe(201);
    await t.db.execute(
      sql`update idempotency_keys set route = 'POST /api/invite-requests' where key = ${key}`,
    );
    expectReused(await contact(null, key));
    expect(await messages()).toBe(1);
  });

  it('refuses another route, or the same route on another review, with 422', async () => {
    const member = await createMember(t);
    const product = await insertProduct(t.db);
    const old = { createdAt: new Date(Date.now() - 31 * DAY) };
    const [a, b] = [
      await insertReview(t.db, product.id, member.id, old),
      await insertReview(t.db, (await insertProduct(t.db)).id, member.id, old),
    ];
    const key = randomUUID();
    expect(
      (await send(member, `/api/reviews/${a.id}/reports`, reportRequest(), key)).statusCode,
    ).toBe(201);
    expectReused(await send(member, `/api/reviews/${b.id}/reports`, reportRequest(), key));
    expectReused(await contact(member, key));
    expect(
      await countOf(
        sql`select count(*)::int as n from review_reports where user_id = ${member.id}`,
      ),
    ).toBe(1);
  });
});

describe('what claims no key', () => {
  it.each([
    ['not a UUID', 'draft-1'],
    ['upper case', randomUUID().toUpperCase()],
    ['empty', ''],
  ])('refuses a key that is %s with 400, storing nothing', async (_, key) => {
    const res = await contact(null, key);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'validation', message: IDEMPOTENCY_MSG.malformed },
    });
    expect(await messages()).toBe(0);
    expect(await countOf(sql`select count(*)::int as n from idempotency_keys`)).toBe(0);
  });

  it('stores nothing for an invalid body, so the key then works with a valid one', async () => {
    const key = randomUUID();
    const invalid = await contact(null, key, { ...message, name: ' ' });
    expect(invalid.statusCode).toBe(400);
    expect(await keyRows(key)).toBe(0);
    const valid = await contact(null, key);
    expect(valid.statusCode).toBe(201);
    expect(valid.headers['idempotent-replayed']).toBeUndefined();
    expect(await messages()).toBe(1);
  });

  it("stores nothing for a request a guard refuses (a visitor's review)", async () => {
    const key = randomUUID();
    const product = await insertProduct(t.db);
    const res = await send(null, `/api/products/${product.id}/reviews`, reviewRequest(), key);
    expect(res.statusCode).toBe(401);
    expect(await keyRows(key)).toBe(0);
  });

  it('gives the key back after a 429, so the message can be sent once the day allows', async () => {
    const ip = anyIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await send(null, '/api/contact', message, undefined, ip)).statusCode).toBe(201);
    }
    const key = randomUUID();
    expect((await send(null, '/api/contact', message, key, ip)).statusCode).toBe(429);
    expect(await keyRows(key)).toBe(0);
  });

  it('gives the key back after a 5xx, so a send again runs', async () => {
    await t.db.execute(sql`
      create function refuse_contact() returns trigger language plpgsql as
        $$ begin raise exception 'refused for the test'; end $$;
      create trigger refuse_contact before insert on contact_submissions
        for each row execute function refuse_contact()`);
    const key = randomUUID();
    try {
      expect((await contact(null, key)).statusCode).toBe(500);
      expect(await keyRows(key)).toBe(0);
    } finally {
      await t.db.execute(sql`
        drop trigger refuse_contact on contact_submissions; drop function refuse_contact()`);
    }
    const again = await contact(null, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await messages()).toBe(1);
  });
});

describe('how long a key lasts', () => {
  it('is pruned by the retention job after 24 hours; a fresh one stays', async () => {
    const [oldKey, freshKey] = [randomUUID(), randomUUID()];
    expect((await contact(null, oldKey)).statusCode).toBe(201);
    expect((await contact(null, freshKey, { ...message, subject: 'Fresh' })).statusCode).toBe(201);
    await t.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${oldKey}`,
    );
    expect(await runRetention(t.db, t.app.storage)).toMatchObject({
      ran: true,
      idempotencyKeys: 1,
    });
    expect([await keyRows(oldKey), await keyRows(freshKey)]).toEqual([0, 1]);
  });

  it('runs an expired key again, even before the job has pruned it', async () => {
    const key = randomUUID();
    expect((await contact(null, key)).statusCode).toBe(201);
    await t.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${key}`,
    );
    const again = await contact(null, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await messages()).toBe(2);
  });

  it("goes with the member's account", async () => {
    const member = await createMember(t);
    const key = randomUUID();
    expect((await contact(member, key)).statusCode).toBe(201);
    await t.db.delete(user).where(eq(user.id, member.id));
    expect(await keyRows(key)).toBe(0);
  });
});
