import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';

/** Who may call: anyone. Answers only when the database does. */
export async function healthRoutes(app: AppInstance) {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.dbKind };
    },
  );
}
