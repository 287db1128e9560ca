import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { discardingMailer, openTestDatabase, testConfig } from '../test/harness';
import { createPersonas, type Personas } from '../test/accounts';
import { requestsFrom } from '../test/requests';
import { adminScope } from './admin-scope';
import { admitted } from './guards';

// The four guards on throwaway routes, so each is proven for every persona before any
// feature relies on it.
let app: Awaited<ReturnType<typeof buildApp>>;
let close: () => Promise<void>;
let who: Personas;

beforeAll(async () => {
  const database = await openTestDatabase();
  const ZEcho = z.object({ id: z.string() });
  const routes = {
    signedIn: '/api/test/signed-in',
    verified: '/api/test/verified',
    admin: '/api/test/admin',
    superAdmin: '/api/test/super-admin',
    scoped: '/api/admin/test-scoped',
  };
  // Routes of this test's own, with their one answer, as shared/api-answers.ts gives the app's.
  const testAnswers = Object.fromEntries(
    Object.values(routes).map((url) => [`POST ${url}`, ZEcho]),
  );
  app = await buildApp(testConfig(), database, { mailer: discardingMailer, testAnswers });
  const echo = async (req: Parameters<typeof admitted>[0]) => ({ id: admitted(req).id });
  const schema = { response: { 200: ZEcho } };
  app.post(routes.signedIn, { schema, preValidation: app.guards.signedIn() }, echo);
  app.post(
    routes.verified,
    {
      schema,
      preValidation: app.guards.verified({ signIn: 'Sign in first', verify: 'Verify first' }),
    },
    echo,
  );
  app.post(routes.admin, { schema, preValidation: app.guards.admin() }, echo);
  app.post(routes.superAdmin, { schema, preValidation: app.guards.superAdmin() }, echo);
  await app.register(adminScope, {
    routes: async (scoped) => {
      scoped.post(routes.scoped, { schema }, echo);
    },
  });
  await app.ready();
  close = async () => {
    await app.close();
    await database.close();
  };
  who = await createPersonas({ app, db: database.db });
});
afterAll(() => close());

type Persona = keyof Personas | 'visitor';
const call = (url: string, persona: Persona) =>
  requestsFrom(app, persona === 'visitor' ? null : who[persona]).post(url, {});

const MATRIX: [string, Record<Persona, number>][] = [
  ['signed-in', { visitor: 401, unverified: 200, verified: 200, admin: 200, superAdmin: 200 }],
  ['verified', { visitor: 401, unverified: 403, verified: 200, admin: 200, superAdmin: 200 }],
  ['admin', { visitor: 401, unverified: 403, verified: 403, admin: 200, superAdmin: 200 }],
  ['super-admin', { visitor: 401, unverified: 403, verified: 403, admin: 403, superAdmin: 200 }],
];

describe.each(MATRIX)('the %s guard', (guard, expected) => {
  it.each(Object.entries(expected))('answers %s with %i', async (persona, status) => {
    const res = await call(`/api/test/${guard}`, persona as Persona);
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(res.json().id).toBe(who[persona as keyof Personas].id);
  });
});

describe('guard messages', () => {
  it('uses the route’s own sign-in and verification messages', async () => {
    expect((await call('/api/test/verified', 'visitor')).json().error.message).toBe(
      'Sign in first',
    );
    expect((await call('/api/test/verified', 'unverified')).json().error.message).toBe(
      'Verify first',
    );
  });

  it("says 'You don't have admin privileges' and 'Only super admins can manage admin roles'", async () => {
    expect((await call('/api/test/admin', 'verified')).json().error).toEqual({
      code: 'forbidden',
      message: "You don't have admin privileges",
    });
    // The code the admin screens react to, as the services that refuse admins answer it.
    expect((await call('/api/test/super-admin', 'admin')).json().error).toEqual({
      code: 'super_admin_only',
      message: 'Only super admins can manage admin roles',
    });
  });
});

describe('the API document', () => {
  it('states what each guard asks of routes whose schemas say nothing of it', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, { post: { security: unknown; responses: Record<string, unknown> } }>;
    };
    const stated = (path: string) => {
      const { security, responses } = doc.paths[path]!.post;
      return { security, refusals: Object.keys(responses).filter((s) => s.startsWith('4')) };
    };
    const session = [{ session: [] }];
    const adminSession = [{ adminSession: [] }];
    expect(stated('/api/test/signed-in')).toEqual({ security: session, refusals: ['401', '403'] });
    expect(stated('/api/test/verified')).toEqual({ security: session, refusals: ['401', '403'] });
    for (const path of ['/api/test/admin', '/api/test/super-admin', '/api/admin/test-scoped']) {
      expect(stated(path)).toEqual({ security: adminSession, refusals: ['401', '403'] });
    }
  });
});
