import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../app-types';
import { buildApp } from '../app';
import { ADMIN_ROUTE_REFUSALS, expectRefused, type Route } from '../test/admin-refusals';
import { discardingMailer, openTestDatabase, testConfig } from '../test/harness';
import { useTestApp } from '../test/use-test-app';

// The admin scope on the real app: every admin route it serves passes the guard, and one
// declared anywhere else stops the app from starting.

describe('every /api/admin route of the app', () => {
  const t = useTestApp({ personas: true });
  let routes: Route[];
  beforeAll(async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method): Route => {
          const verb = method.toUpperCase() as Route[0];
          const url = path.replace(/\{[^}]+\}/g, randomUUID());
          return [verb, url, verb === 'GET' ? undefined : { unexpected: true }];
        }),
      );
  });
  it.each(ADMIN_ROUTE_REFUSALS)('refuses %s before looking at what they sent', async (refusal) => {
    // The 34 of issue 18's count; more may come, none may go missing from the list.
    expect(routes.length).toBeGreaterThanOrEqual(34);
    await expectRefused(t, refusal, routes);
  });
});

describe('an /api/admin route declared outside the admin scope', () => {
  it('stops the app from starting', async () => {
    const database = await openTestDatabase();
    const app = await buildApp(testConfig(), database, { mailer: discardingMailer });
    const stray = async (feature: AppInstance) => {
      feature.get('/api/admin/stray', async () => ({ open: true }));
    };
    const start = async () => {
      await app.register(stray);
      await app.ready();
    };
    try {
      await expect(start()).rejects.toThrow(
        'GET /api/admin/stray is declared outside the admin scope',
      );
    } finally {
      await app.close().catch(() => undefined);
      await database.close();
    }
  });
});
