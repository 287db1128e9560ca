import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@shared/schemas/accounts';
import type { AppInstance } from '../app-types';
import { buildApp } from '../app';
import { createMember, type Member } from '../test/accounts';
import { discardingMailer, openTestDatabase, testConfig } from '../test/harness';
import { useTestApp } from '../test/use-test-app';

// The admin scope on the real app: every admin route it serves passes the guard, and one
// declared anywhere else stops the app from starting.

describe('every /api/admin route of the app', () => {
  const t = useTestApp();
  let member: Member;
  let routes: { method: string; url: string }[];
  beforeAll(async () => {
    member = await createMember(t);
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({
          method: method.toUpperCase(),
          url: path.replace(/\{[^}]+\}/g, randomUUID()),
        })),
      );
  });
  it('answers a visitor 401 and a member 403 before looking at what they sent', async () => {
    // The 34 of issue 18's count; more may come, none may go missing from the list.
    expect(routes.length).toBeGreaterThanOrEqual(34);
    for (const { method, url } of routes) {
      const send = (who: Member | null) =>
        t.as(who).send(method as 'GET', url, method === 'GET' ? undefined : { unexpected: true });
      expect([method, url, (await send(null)).statusCode]).toEqual([method, url, 401]);
      const refused = await send(member);
      expect([method, url, refused.statusCode]).toEqual([method, url, 403]);
      expect(refused.json().error.message).toBe(MSG.adminRequired);
    }
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
