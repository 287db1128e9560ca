import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorCode } from '@shared/error-codes';
import type { TErrorBody } from '@shared/schemas/common';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, serviceUnavailable } from '../lib/database-unavailable';
import { AppError } from '../lib/errors';
import { isUniqueViolation } from '../lib/unique-violation';

/** The shape the API document names `Error` (plugins/docs.ts). */
type ErrorBody = TErrorBody;

const body = (
  code: ErrorCode,
  message: string,
  field?: string,
  findings?: ErrorBody['error']['findings'],
): ErrorBody => ({
  error: { code, message, ...(field && { field }), ...(findings && { findings }) },
});

/** Framework errors a client can cause, mapped to DESIGN §4 statuses. */
const CLIENT_ERRORS: Record<string, [number, ErrorCode, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'too_large', 'Request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', 'Unsupported content type'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'validation', 'Request body is empty'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'validation', 'Request body is not valid JSON'],
};

/**
 * One error shape for the whole API: {"error":{"code","message","field"?}}. Validation returns
 * the first message of the shared zod schema, which is the spec's text; nothing else leaks.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || undefined;
      // A malformed id in the path names nothing that exists: that is a 404, not bad input.
      if (err.validationContext === 'params') {
        return reply.status(404).send(body('not_found', first?.message ?? 'Not found'));
      }
      return reply.status(400).send(body('validation', first?.message ?? 'Invalid input', field));
    }
    if (err instanceof AppError) {
      return reply
        .status(err.status)
        .headers(err.headers)
        .send(body(err.code, err.message, err.field, err.findings));
    }
    // The database is away (stopped, restarting, unreachable): a retryable 503, not a 500.
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      const unavailable = serviceUnavailable();
      return reply
        .status(unavailable.status)
        .headers(unavailable.headers)
        .send(body(unavailable.code, unavailable.message));
    }
    // A race a route did not name (each that can race maps its own, with the spec's words):
    // the row another request just wrote wins, and this one is told so rather than a 500.
    if (isUniqueViolation(err)) {
      request.log.warn({ err }, 'unique violation without its own conflict answer');
      return reply
        .status(409)
        .send(body('conflict', 'This was just changed. Reload and try again.'));
    }
    const known = err.code ? CLIENT_ERRORS[err.code] : undefined;
    if (known) return reply.status(known[0]).send(body(known[1], known[2]));
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send(body('bad_request', 'Bad request'));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(body('internal', 'Something went wrong. Please try again.'));
  });
});

export function apiNotFound(): ErrorBody {
  return body('not_found', 'Not found');
}
