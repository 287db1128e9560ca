import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { createHealthCheck } from './check';

/**
 * Who may call: anyone. Answers when the database answered within the last 5 seconds
 * (check.ts), else after a round trip of its own.
 */
export async function healthRoutes(app: AppInstance, { ping }: { ping: () => Promise<void> }) {
  const check = createHealthCheck(ping);
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
      },
    },
    async (_req, reply) => {
      await check();
      // A monitor must see the site as it is now, never a stored or revalidated answer.
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, database: app.dbKind };
    },
  );
}
