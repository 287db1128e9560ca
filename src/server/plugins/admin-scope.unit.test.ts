import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from '../app-types';
import { unauthorized } from '../lib/errors';
import { adminScope, adminScopeCheck } from './admin-scope';
import { errorsPlugin } from './errors';
import type { Guards } from './guards';

/** A bare app with the check, whose admin guard admits whoever sends `x-admin: yes`. */
async function appWithCheck() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  const admin = () => async (req: FastifyRequest) => {
    if (req.headers['x-admin'] !== 'yes') throw unauthorized('Sign in');
  };
  app.decorate('guards', { admin } as unknown as Guards);
  await app.register(errorsPlugin);
  await app.register(adminScopeCheck);
  return app;
}

const ok = async () => ({ ok: true });

/** What buildApp does with a feature: register it, then start. */
async function startWith(app: AppInstance, feature: (app: AppInstance) => Promise<void>) {
  await app.register(feature);
  await app.ready();
}

describe('the admin scope', () => {
  it('refuses to start with an /api/admin route declared in a feature outside it', async () => {
    const app = await appWithCheck();
    const stray = async (feature: AppInstance) => {
      feature.get('/api/admin/stray', ok);
    };
    await expect(startWith(app, stray)).rejects.toThrow(
      'GET /api/admin/stray is declared outside the admin scope',
    );
  });

  it('refuses one declared on the app itself at once', async () => {
    const app = await appWithCheck();
    expect(() => app.post('/api/admin', ok)).toThrow(
      'POST /api/admin is declared outside the admin scope',
    );
  });

  it('refuses a route in the scope that is not under /api/admin', async () => {
    const app = await appWithCheck();
    const misplaced = async (feature: AppInstance) => {
      await feature.register(adminScope, {
        routes: async (scoped: AppInstance) => {
          scoped.get('/api/products/x', ok);
        },
      });
    };
    await expect(startWith(app, misplaced)).rejects.toThrow(
      'GET /api/products/x is declared inside the admin scope, outside /api/admin',
    );
  });

  it('guards every route in it, in plugins nested within too, before validating input', async () => {
    const app = await appWithCheck();
    await app.register(adminScope, {
      routes: async (scoped: AppInstance) => {
        scoped.get('/api/admin/a', ok);
        await scoped.register(async (nested) => {
          nested.post(
            '/api/admin/b',
            { schema: { body: { type: 'object', required: ['name'] } } },
            ok,
          );
        });
      },
    });
    await app.ready();
    const admin = { 'x-admin': 'yes' };
    expect((await app.inject({ url: '/api/admin/a' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/admin/a', headers: admin })).statusCode).toBe(200);
    const post = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/admin/b', headers, payload: {} });
    expect((await post({})).statusCode).toBe(401);
    expect((await post(admin)).statusCode).toBe(400);
  });
});
