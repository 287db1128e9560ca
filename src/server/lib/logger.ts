import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { pino } from 'pino';
import type { AppConfig } from '../config';
import { redactText, redactValue } from './log-redaction';

/**
 * Fastify's own request serializer, with the URL's secrets taken out: a verification link's
 * request would otherwise log its token in every request's line (plugins/request-log.ts).
 */
const req = (request: FastifyRequest) => ({
  method: request.method,
  url: redactText(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

const err = (error: unknown) => redactValue(pino.stdSerializers.err(error as Error));

/**
 * For a person at a terminal: one line each, the time, the level, the request's id and the
 * message (a request's line says method, URL, status and time); other fields follow on the line.
 */
export const PRETTY_OPTIONS = {
  singleLine: true,
  translateTime: 'SYS:HH:MM:ss.l',
  ignore: 'pid,hostname,reqId,req,res,responseTime',
  messageFormat: '{if reqId}[{reqId}] {end}{msg}',
};

/**
 * The process's one logger: main.ts makes it before the database starts, so the embedded
 * server's start is logged like everything after it, and hands it to the app. Requests and
 * errors pass through log-redaction.ts: no token a request or a failed query carried is written.
 */
export function createLogger(
  config: Pick<AppConfig, 'logLevel' | 'prettyLogs'>,
  destination?: pino.DestinationStream,
): FastifyBaseLogger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    serializers: { req, err },
    ...(config.prettyLogs && !destination
      ? { transport: { target: 'pino-pretty', options: PRETTY_OPTIONS } }
      : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
