import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorsPlugin } from './errors';

async function appThrowing(err: unknown) {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  app.get('/boom', async () => {
    throw err;
  });
  return app;
}

describe('the error handler', () => {
  it('answers a unique violation no route mapped with a 409, however deeply wrapped', async () => {
    const pg = Object.assign(new Error('duplicate key value'), { code: '23505' });
    const drizzle = Object.assign(new Error('Failed query'), { cause: pg });
    const adapter = Object.assign(new Error('adapter failed'), { cause: drizzle });
    for (const err of [pg, drizzle, adapter]) {
      const res = await (await appThrowing(err)).inject({ url: '/boom' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({
        code: 'conflict',
        message: 'This was just changed. Reload and try again.',
      });
    }
  });

  it('still answers other database errors with a 500 that says nothing of them', async () => {
    const err = Object.assign(new Error('relation "x" does not exist'), { code: '42P01' });
    const res = await (await appThrowing(err)).inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('relation');
  });
});
