import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import type { TGearKitChange } from '@shared/schemas/me';
import { api, ApiError, setApiTransport } from './api';

/** A transport that records each request and answers with `body` and `status`. */
function answering(body: unknown, status = 200) {
  const sent: { path: string; init: RequestInit }[] = [];
  setApiTransport(async (path, init) => {
    sent.push({ path, init });
    return new Response(JSON.stringify(body), { status });
  });
  return sent;
}

afterEach(() => setApiTransport((path, init) => fetch(path, init)));

describe('api', () => {
  it('sends the route’s method to its path, parameters encoded, query and JSON body added', async () => {
    const sent = answering({ id: 'r1', status: 'pending' });
    await api('PATCH /api/reviews/:id/reports/:reportId', {
      params: { id: 'a/b', reportId: 7 },
      query: { page: 2, empty: '', none: undefined },
      json: { content: 'Held up' },
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toBe('/api/reviews/a%2Fb/reports/7?page=2');
    expect(sent[0]!.init.method).toBe('PATCH');
    expect(sent[0]!.init.body).toBe('{"content":"Held up"}');
    expect(new Headers(sent[0]!.init.headers).get('content-type')).toBe('application/json');
  });

  it('answers with the type the route’s schema gives, and asks for its parameters', () => {
    answering({ saved: true, count: 1, item: null });
    expectTypeOf(
      api('PUT /api/me/gear-kit/:id', { params: { id: 'p' } }),
    ).resolves.toEqualTypeOf<TGearKitChange>();
    // @ts-expect-error a route with a parameter needs it
    void api('PUT /api/me/gear-kit/:id');
    // @ts-expect-error only the routes the server declares
    void api('GET /api/me/gear-kits');
  });

  it('turns a refusal into an ApiError with the server’s status, code and message', async () => {
    answering({ error: { code: 'not_found', message: 'Product not found' } }, 404);
    const refused = await api('GET /api/products/:id', { params: { id: 'x' } }).catch((e) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 404, code: 'not_found', message: 'Product not found' });
  });
});
