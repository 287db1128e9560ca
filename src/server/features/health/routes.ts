import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { RETRY_AFTER_SECONDS } from '../../lib/database-unavailable';
import { createHealthCheck } from './check';

/**
 * Who may call: anyone. Answers when the database answered within the last 5 seconds
 * (check.ts), else after a round trip of its own; while it does not answer, a 503 that says so
 * (a load balancer takes the instance out until it is back).
 */
export async function healthRoutes(app: AppInstance, { ping }: { ping: () => Promise<void> }) {
  const check = createHealthCheck(ping);
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string() }),
          503: z.object({ status: z.literal('unavailable'), database: z.literal('unreachable') }),
        },
      },
    },
    async (request, reply) => {
      // A monitor must see the site as it is now, never a stored or revalidated answer.
      reply.header('cache-control', 'no-store');
      try {
        await check();
      } catch (err) {
        request.log.warn({ err }, 'health check: the database did not answer');
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
      }
      return { status: 'ok' as const, database: app.dbKind };
    },
  );
}
