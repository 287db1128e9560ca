import type { FastifyInstance, InjectOptions } from 'fastify';

let counter = 0;
/** A fresh client address per call, so per-IP limits only bite in the tests that aim at them. */
export const anyIp = () => `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${++counter & 255}`;

/** Who sends a request: a member, or anything else holding a session cookie; null is a visitor. */
export type Caller = { cookie?: string } | null | undefined;

export interface RequestOptions {
  /** The client's address, for the tests of per-address limits; else a fresh one each time. */
  ip?: string;
  /** Headers besides Origin and Cookie, e.g. a multipart body's content-type. */
  headers?: Record<string, string>;
}

type Method = NonNullable<InjectOptions['method']>;
type Payload = InjectOptions['payload'];

/**
 * Requests as a browser on our own pages sends them: Origin is PUBLIC_URL (our CSRF check and
 * Better Auth's want it on every write), the caller's session cookie, and a client address.
 */
export function requestsFrom(app: FastifyInstance, caller: Caller, options: RequestOptions = {}) {
  const send = (method: Method, url: string, payload?: Payload) =>
    app.inject({
      method,
      url,
      headers: {
        origin: app.config.publicUrl,
        ...(caller?.cookie ? { cookie: caller.cookie } : {}),
        ...options.headers,
      },
      payload,
      remoteAddress: options.ip ?? anyIp(),
    });
  return {
    send,
    get: (url: string) => send('GET', url),
    post: (url: string, payload?: Payload) => send('POST', url, payload),
    put: (url: string, payload?: Payload) => send('PUT', url, payload),
    patch: (url: string, payload?: Payload) => send('PATCH', url, payload),
    delete: (url: string, payload?: Payload) => send('DELETE', url, payload),
  };
}
