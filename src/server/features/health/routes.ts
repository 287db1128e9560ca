import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import type { ServerState } from '../../db/client';
import { RETRY_AFTER_SECONDS } from '../../lib/database-unavailable';
import { createHealthCheck } from './check';

/**
 * Who may call: anyone. Answers when the database answered within the last second (check.ts),
 * else after a round trip of its own; while it does not answer (gone, hung, or the embedded
 * server being restarted by this process), a 503 that says so within 5 s (a load balancer
 * takes the instance out until it is back).
 */
export async function healthRoutes(
  app: AppInstance,
  { ping, serverState }: { ping: () => Promise<void>; serverState: () => ServerState },
) {
  const check = createHealthCheck(ping);
  const unavailable = z.object({
    status: z.literal('unavailable'),
    database: z.enum(['unreachable', 'restarting']),
  });
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string() }),
          503: unavailable,
        },
      },
    },
    async (request, reply) => {
      // A monitor must see the site as it is now, never a stored or revalidated answer.
      reply.header('cache-control', 'no-store');
      const down = (database: z.infer<typeof unavailable>['database']) => {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return reply.status(503).send({ status: 'unavailable', database });
      };
      if (serverState() === 'restarting') return down('restarting');
      try {
        await check();
      } catch (err) {
        request.log.warn({ err }, 'health check: the database did not answer');
        return down('unreachable');
      }
      return { status: 'ok' as const, database: app.dbKind };
    },
  );
}
