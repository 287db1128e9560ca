import type { AppInstance } from '../../app-types';
import { tooMany } from '../../lib/errors';
import { consumeAuthLimit, countAuthOutcome } from './auth-limits';
import { networkOf } from '../../lib/client-network';
import { webHeaders } from '../../lib/web-request';

const PREFIX = '/api/auth';
/** Headers Fastify sets itself for the body it sends. */
const SKIPPED_RESPONSE_HEADERS = new Set(['set-cookie', 'content-length', 'content-encoding']);

/**
 * Who may call: everyone — Better Auth decides per endpoint (sign-in, sign-up, verify, reset,
 * Google, two-factor, sign-out). This bridge adds the database-backed rate limits, the real
 * client address (limits count its network) and our error shape `{"error":{code,message}}`.
 */
export async function authRoutes(app: AppInstance) {
  app.route({
    method: ['GET', 'POST'],
    url: `${PREFIX}/*`,
    schema: { hide: true },
    handler: async (request, reply) => {
      const url = new URL(request.url, app.config.publicUrl);
      const path = url.pathname.slice(PREFIX.length);
      const network = networkOf(request);
      if (request.method === 'POST') {
        const verdict = await consumeAuthLimit(
          app.db,
          path,
          network,
          request.body,
          request.headers.cookie,
        );
        if (!verdict.allowed) throw tooMany(verdict.message, verdict.retryAfterSeconds);
      }
      const headers = webHeaders(request);
      const hasBody = request.method === 'POST' && request.body !== undefined;
      if (hasBody) headers.set('content-type', 'application/json');
      const response = await app.auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );

      if (request.method === 'POST') {
        await countAuthOutcome(app.db, path, network, response.status);
      }
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (!SKIPPED_RESPONSE_HEADERS.has(name)) reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const text = await response.text();
      if (!response.headers.get('content-type')?.includes('json')) return reply.send(text);
      if (response.status >= 400) return reply.send(toErrorBody(text, response.status));
      return reply.send(withoutSessionToken(text));
    },
  });
}

/**
 * The session token lives in an HttpOnly cookie; Better Auth also echoes it in sign-in bodies
 * (for bearer use, which we do not offer). Page scripts never need to read it.
 */
function withoutSessionToken(text: string) {
  try {
    const body = JSON.parse(text) as unknown;
    if (body && typeof body === 'object' && 'token' in body) {
      const { token: _token, ...rest } = body as Record<string, unknown>;
      return rest;
    }
  } catch {
    // Not JSON after all: pass it on untouched.
  }
  return text;
}

function toErrorBody(text: string, status: number) {
  let parsed: { code?: unknown; message?: unknown } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    // An empty or non-JSON error body still gets our shape below.
  }
  const message = typeof parsed.message === 'string' && parsed.message ? parsed.message : null;
  const code = typeof parsed.code === 'string' ? parsed.code.toLowerCase() : `http_${status}`;
  return { error: { code, message: message ?? 'Something went wrong. Please try again.' } };
}
