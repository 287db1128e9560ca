import type { FastifyRequest } from 'fastify';

/**
 * The request's headers as Better Auth (a Fetch-API library) reads them. x-forwarded-for is
 * replaced by the address Fastify resolved under its trustProxy setting: passed through, one
 * client could write any address and slip every per-IP limit, or pin it on someone else. It is
 * the address, not its network: Better Auth only records it on the session, since its own
 * limiter is off and ours count networks (lib/client-network.ts).
 */
export function webHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'x-forwarded-for' || name === 'content-length') continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  headers.set('x-forwarded-for', request.ip);
  return headers;
}
