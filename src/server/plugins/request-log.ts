import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Logger } from 'pino';
import { redactText } from '../lib/log-redaction';

/** The header a request's id travels in, both ways. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What an id taken from a proxy may look like: a UUID, a ULID, a trace id, nothing to escape. */
const ACCEPTABLE_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * Fastify's `genReqId`: the trusted proxy's id when there is one (so a request is one id from
 * the load balancer's log to ours), else a new UUID. Without TRUST_PROXY a client's header is
 * ignored: anyone could otherwise make their requests look like someone else's in the logs.
 */
export function requestIdFrom(trustProxy: boolean) {
  return (raw: IncomingMessage): string => {
    const given = trustProxy ? raw.headers[REQUEST_ID_HEADER] : undefined;
    return typeof given === 'string' && ACCEPTABLE_ID.test(given) ? given : randomUUID();
  };
}

/** For Fastify's `logController`: its own two lines per request give way to ours. */
export const withoutFastifyRequestLines = () => new LogController({ disableRequestLogging: true });

/** Probes and Prometheus ask every few seconds: their answers are logged at debug unless they fail. */
const ROUTINE = new Set(['/api/health', '/api/health/live', '/api/health/ready', '/metrics']);

/**
 * One line per request, written when it is answered (method, URL with its secrets taken out,
 * status, time), in place of Fastify's two; every line a request's logger writes carries its
 * id, and the answer carries it in `x-request-id` for whoever reports a problem.
 */
async function requestLog(app: FastifyInstance) {
  // Callbacks, not async functions: no promise per request for work that never waits.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const level =
      status >= 500 ? 'error' : ROUTINE.has(request.routeOptions.url ?? '') ? 'debug' : 'info';
    // At LOG_LEVEL=warn most lines are never written: no redaction or message for them. The
    // app's logger is pino's (lib/logger.ts), whose type Fastify's base logger leaves out.
    if (!(request.log as Logger).isLevelEnabled(level)) return done();
    const ms = reply.elapsedTime;
    // `req` goes through lib/logger.ts's serializer, which takes the URL's secrets out too.
    request.log[level](
      { req: request, res: { statusCode: status }, responseTime: ms },
      `${request.method} ${redactText(request.url)} ${status} ${ms.toFixed(1)} ms`,
    );
    done();
  });
}

export const requestLogPlugin = fp(requestLog, { name: 'request-log' });
