import { z } from 'zod';
import { ZHealth, ZLiveness, ZReadiness } from '@shared/schemas/health';
import type { AppInstance } from '../../app-types';
import type { ServerState } from '../../db/client';
import { RETRY_AFTER_SECONDS } from '../../lib/database-unavailable';
import { createHealthCheck } from './check';

export interface HealthOptions {
  ping: () => Promise<void>;
  serverState: () => ServerState;
  /** True once a shutdown has begun (lib/lifecycle.ts). */
  draining: () => boolean;
  /** Whether the database holds every migration this build ships (db/migrate.ts). */
  migrationsApplied: () => Promise<boolean>;
}

/**
 * Who may call: anyone. Answers when the database answered within the last second (check.ts),
 * else after a round trip of its own; while it does not answer (gone, hung, or the embedded
 * server being restarted by this process), a 503 that says so within 5 s (a load balancer
 * takes the instance out until it is back).
 */
export async function healthRoutes(app: AppInstance, options: HealthOptions) {
  const { ping, serverState } = options;
  const check = createHealthCheck(ping);
  const unavailable = z.object({
    status: z.literal('unavailable'),
    database: z.enum(['unreachable', 'restarting']),
  });
  app.get(
    '/api/health',
    {
      schema: {
        operationId: 'getHealth',
        summary: 'Check the site and its database',
        tags: ['health'],
        response: {
          200: ZHealth,
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

  await app.register(probeRoutes, { ...options, check });
}

/**
 * Who may call: anyone (an orchestrator's probes). Liveness says only that the process answers:
 * restarting it cures nothing a database outage causes. Readiness says whether to send it
 * requests: not while it shuts down (it fails first, while requests in flight finish), nor while
 * the database is away or lacks a migration this build needs.
 */
async function probeRoutes(
  app: AppInstance,
  options: HealthOptions & { check: () => Promise<void> },
) {
  const notReady = z.object({
    status: z.literal('unavailable'),
    reason: z.enum([
      'shutting-down',
      'database-restarting',
      'database-unreachable',
      'migrations-pending',
    ]),
  });
  // A schema only moves forward under a running instance: once current, it stays current.
  let schemaCurrent = false;
  const reasonNotReady = async (): Promise<z.infer<typeof notReady>['reason'] | null> => {
    if (options.draining()) return 'shutting-down';
    if (options.serverState() === 'restarting') return 'database-restarting';
    try {
      await options.check();
      schemaCurrent ||= await options.migrationsApplied();
    } catch {
      return 'database-unreachable';
    }
    return schemaCurrent ? null : 'migrations-pending';
  };
  app.get(
    '/api/health/live',
    {
      schema: {
        operationId: 'getLiveness',
        summary: 'Liveness probe: the process answers',
        tags: ['health'],
        response: { 200: ZLiveness },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );
  app.get(
    '/api/health/ready',
    {
      schema: {
        operationId: 'getReadiness',
        summary: 'Readiness probe: whether to send this instance requests',
        tags: ['health'],
        response: { 200: ZReadiness, 503: notReady },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const reason = await reasonNotReady();
      if (reason === null) return { status: 'ready' as const };
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(503).send({ status: 'unavailable', reason });
    },
  );
}
