import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_ANSWERS } from '@shared/api-answers';

/** Routes outside the API's JSON: Better Auth's own, and the document describing the rest. */
const isOutsideTheMap = (url: string) =>
  !url.startsWith('/api/') || url.startsWith('/api/auth/') || url.startsWith('/api/docs');

/**
 * Start-up fails when a documented /api route answers with another schema than the one
 * shared/api-answers.ts gives it (the web client's types would lie), has more than one success
 * answer, or when an answer there belongs to no route. Registered before any feature, as
 * admin-scope.ts's check, so every context inherits the hook.
 */
export const answersCheck = fp(
  async (app: FastifyInstance, { testAnswers = {} }: { testAnswers?: Record<string, unknown> }) => {
    const answers: Record<string, unknown> = { ...API_ANSWERS, ...testAnswers };
    const declared = new Set<string>();
    app.addHook('onRoute', (route) => {
      if (isOutsideTheMap(route.url) || route.schema?.hide) return;
      const successes = Object.entries(route.schema?.response ?? {}).filter(([status]) =>
        status.startsWith('2'),
      );
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        const key = `${method} ${route.url}`;
        if (successes.length !== 1 || successes[0]?.[1] !== answers[key]) {
          throw new Error(
            `${key} must answer with the one schema shared/api-answers.ts gives it (plugins/answers-check.ts)`,
          );
        }
        declared.add(key);
      }
    });
    app.addHook('onReady', async () => {
      const unrouted = Object.keys(answers).filter((key) => !declared.has(key));
      if (unrouted.length > 0) {
        throw new Error(
          `shared/api-answers.ts names routes that do not exist: ${unrouted.join(', ')}`,
        );
      }
    });
  },
);
