import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZOk } from '@shared/schemas/common';
import { ZHealth, ZLiveness, ZReadiness } from '@shared/schemas/health';
import { API_ANSWERS } from '@shared/api-answers';
import { answersCheck } from './answers-check';

/** Starts a bare app with the check and only the routes given, as buildApp registers features. */
async function startWith(routes: (app: FastifyInstance) => void) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(answersCheck);
  await app.register(async (feature) => routes(feature));
  await app.ready();
  await app.close();
}

const ok = async () => ({ ok: true });

/** Every route of the map but those given, answering as the map says. */
function everyRouteBut(app: FastifyInstance, ...left: string[]) {
  for (const [key, answer] of Object.entries(API_ANSWERS)) {
    if (left.includes(key)) continue;
    const [method, url] = key.split(' ') as [string, string];
    app.route({ method, url, schema: { response: { 200: answer } }, handler: ok });
  }
}

describe('the answers check', () => {
  it('starts when every route answers with the schema the map gives it', async () => {
    await expect(startWith((feature) => everyRouteBut(feature))).resolves.toBeUndefined();
  });

  it('refuses a route that answers with a schema of its own, though alike', async () => {
    const alike = startWith((feature) => {
      everyRouteBut(feature, 'GET /api/health/live');
      feature.get('/api/health/live', {
        schema: { response: { 200: z.object({ status: z.literal('ok') }) } },
        handler: ok,
      });
    });
    await expect(alike).rejects.toThrow(
      'GET /api/health/live must answer with the one schema shared/api-answers.ts gives it',
    );
  });

  it('refuses a documented route the map does not know, or one with no answer schema', async () => {
    const stray = startWith((feature) => {
      feature.get('/api/stray', { schema: { response: { 200: ZOk } }, handler: ok });
    });
    await expect(stray).rejects.toThrow('GET /api/stray must answer with the one schema');
    const bare = startWith((feature) => {
      feature.post('/api/contact', ok);
    });
    await expect(bare).rejects.toThrow('POST /api/contact must answer with the one schema');
  });

  it('refuses two success answers for one route', async () => {
    const two = startWith((feature) => {
      feature.get('/api/health', {
        schema: { response: { 200: ZHealth, 204: ZLiveness } },
        handler: ok,
      });
    });
    await expect(two).rejects.toThrow('GET /api/health must answer with the one schema');
  });

  it('refuses to start while the map names a route nobody declares', async () => {
    const unrouted = startWith((feature) => everyRouteBut(feature, 'GET /api/health/ready'));
    await expect(unrouted).rejects.toThrow(
      'shared/api-answers.ts names routes that do not exist: GET /api/health/ready',
    );
    expect(API_ANSWERS['GET /api/health/ready']).toBe(ZReadiness);
  });

  it('leaves alone what is not the JSON API: hidden routes, Better Auth, pages', async () => {
    const others = startWith((feature) => {
      everyRouteBut(feature);
      feature.get('/api/events', { schema: { hide: true }, handler: ok });
      feature.post('/api/auth/sign-in/email', ok);
      feature.get('/robots.txt', ok);
    });
    await expect(others).resolves.toBeUndefined();
  });
});
