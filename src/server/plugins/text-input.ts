import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors';

export const NUL_MESSAGE = 'Input contains an invalid character';

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.values(value).some((v) => holdsNul(v, depth + 1));
}

/**
 * PostgreSQL text cannot hold a NUL character (SQLSTATE 22021): a string carrying one would
 * pass every schema and then fail in the database as a 500. It is refused here, as bad input,
 * for every route's body, query and path at once.
 */
export const textInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', async (request) => {
    if (holdsNul(request.body) || holdsNul(request.query) || holdsNul(request.params)) {
      throw badRequest(NUL_MESSAGE);
    }
  });
});
