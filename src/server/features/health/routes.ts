import { z } from 'zod';
import type { AppInstance } from '../../app-types';

/** Who may call: anyone. Answers only when the database does. */
export async function healthRoutes(app: AppInstance, { ping }: { ping: () => Promise<void> }) {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
      },
    },
    async () => {
      await ping();
      return { status: 'ok' as const, database: app.dbKind };
    },
  );
}
