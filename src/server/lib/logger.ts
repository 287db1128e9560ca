import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { AppConfig } from '../config';

/**
 * The process's one logger: main.ts makes it before the database starts, so the embedded
 * server's start is logged like everything after it, and hands it to the app.
 */
export function createLogger(
  config: Pick<AppConfig, 'logLevel' | 'prettyLogs'>,
): FastifyBaseLogger {
  return pino({
    level: config.logLevel,
    ...(config.prettyLogs ? { transport: { target: 'pino-pretty' } } : {}),
  });
}
