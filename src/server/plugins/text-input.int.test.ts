import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactSubmissions } from '../features/contact/schema';
import { pendingProducts } from '../features/submissions/schema';
import { createMember, type Member } from '../test/accounts';
import { useTestApp } from '../test/use-test-app';

const t = useTestApp();
let member: Member;
beforeAll(async () => {
  member = await createMember(t);
});

const rows = async (table: typeof contactSubmissions | typeof pendingProducts) =>
  (await t.db.select({ n: count() }).from(table))[0]!.n;

// PostgreSQL text cannot hold NUL: without the plugin each of these was a 500.
describe('a NUL character anywhere in the input', () => {
  it('is refused in a JSON body with 400, storing nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Ja\u0000ne',
        email: 'j@example.com',
        subject: 'Hi',
        message: 'Hello there',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'validation',
      message: 'Input contains an invalid character',
    });
    expect(await rows(contactSubmissions)).toBe(0);
  });

  it('is refused in a nested field of a member’s submission', async () => {
    const res = await t.as(member).post('/api/submissions', {
      amazonUrl: 'https://www.amazon.com/dp/B0NULNUL01',
      name: 'Pack',
      category: 'tech',
      price: 10,
      imageUrl: 'https://m.media-amazon.com/a\u0000.jpg',
      description: 'A perfectly ordinary description of a pack.',
    });
    expect(res.statusCode).toBe(400);
    expect(await rows(pendingProducts)).toBe(0);
  });

  it('is refused in a query string', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?search=a%00b' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Input contains an invalid character');
  });

  it('leaves ordinary text alone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?search=nul%20free' });
    expect(res.statusCode).toBe(200);
  });
});
