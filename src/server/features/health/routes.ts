import { z } from 'zod';
import type { AppInstance } from '../../app-types';

/**
 * How long a successful round trip answers for the database. Monitors poll every few seconds;
 * a busy site's own checks would otherwise each cost a query (decision 012).
 */
const CHECK_FRESH_MS = 1_000;

/** Who may call: anyone. Answers only when the database answered within the last second. */
export async function healthRoutes(app: AppInstance, { ping }: { ping: () => Promise<void> }) {
  let answeredAt = Number.NEGATIVE_INFINITY;
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
      },
    },
    async () => {
      if (performance.now() - answeredAt > CHECK_FRESH_MS) {
        await ping();
        answeredAt = performance.now();
      }
      return { status: 'ok' as const, database: app.dbKind };
    },
  );
}
