import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, type Member } from '../test/accounts';
import { useTestApp } from '../test/use-test-app';
import { DEPTH_MESSAGE, MAX_JSON_DEPTH } from './json-body';

const t = useTestApp();
let superAdmin: Member;
beforeAll(async () => {
  superAdmin = await createMember(t, { roles: ['admin', 'super_admin'] });
});

const nestedArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

const post = (url: string, payload: string, method: 'POST' | 'PUT' | 'PATCH' = 'POST') =>
  t.as(superAdmin, { headers: { 'content-type': 'application/json' } }).send(method, url, payload);

/** Every route of the OpenAPI document that takes a body, with made-up ids in its path. */
async function routesWithBodies() {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    (['post', 'put', 'patch'] as const)
      .filter((m) => m in methods)
      .map((m) => ({
        method: m.toUpperCase() as 'POST' | 'PUT' | 'PATCH',
        url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
      })),
  );
}

describe('a JSON body nested too deeply', () => {
  it('is a 400 with a clear message on the auth endpoints, 5,000 deep', async () => {
    for (const url of ['/api/auth/sign-in/email', '/api/auth/sign-up/email']) {
      const res = await post(url, nestedArray(5_000));
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toEqual({ code: 'validation', message: DEPTH_MESSAGE });
    }
  });

  it('is a 400 on every route that takes a body, 3,000 and 5,000 deep', async () => {
    const routes = await routesWithBodies();
    expect(routes.length).toBeGreaterThan(30);
    for (const { method, url } of routes) {
      for (const body of [nestedArray(3_000), nestedObject(5_000)]) {
        const res = await post(url, body, method);
        expect(`${method} ${url} ${res.statusCode}`).toBe(`${method} ${url} 400`);
        expect(res.json().error.message).toBe(DEPTH_MESSAGE);
      }
    }
  });

  it('at the limit is parsed, and answered by the route', async () => {
    const res = await post('/api/contact', nestedObject(MAX_JSON_DEPTH));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).not.toBe(DEPTH_MESSAGE);
  });
});
