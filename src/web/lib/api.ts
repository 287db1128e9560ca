import type { ApiAnswer, ApiRoute } from '@shared/api-answers';
import type { ErrorCode } from '@shared/error-codes';
import type { TErrorBody } from '@shared/schemas/common';
import { noteAnswer } from './offline/kept-at';

/** An API error carrying the server's status and its (spec-verbatim) message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** One of ours (shared/error-codes.ts), or Better Auth's own, lower-cased. */
    readonly code: ErrorCode | (string & {}),
    message: string,
    readonly field?: string,
    /** Issue 52: what the server's OPSEC check found, with `opsec_findings` (422). */
    readonly findings?: NonNullable<TErrorBody['error']['findings']>,
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | undefined | null>;

function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

type Transport = (path: string, init: RequestInit) => Promise<Response>;

/** The browser's fetch; the server's page renderer answers from the app itself instead. */
let transport: Transport = (path, init) => fetch(path, init);

export function setApiTransport(next: Transport) {
  transport = next;
}

type Body = { json?: unknown; body?: BodyInit; query?: Query };
type Init = Omit<RequestInit, 'method' | 'body'> & Body;

/** The names of a path's parameters: `:id` and `:reportId` in `/api/reviews/:id/reports/:reportId`. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;
type PathOf<R extends string> = R extends `${string} ${infer Path}` ? Path : never;
type ParamsOf<R extends ApiRoute> = Record<ParamNames<PathOf<R>>, string | number>;

/** A call's options: the route's path parameters when it has any, then what fetch takes. */
type ApiInit<R extends ApiRoute> = Init &
  ([ParamNames<PathOf<R>>] extends [never] ? { params?: never } : { params: ParamsOf<R> });
type ApiArgs<R extends ApiRoute> = [ParamNames<PathOf<R>>] extends [never]
  ? [init?: ApiInit<R>]
  : [init: ApiInit<R>];

/** `/api/reviews/:id` with `{ id }`, each value encoded. */
export function fillPath(path: string, params: Record<string, string | number> = {}) {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/**
 * One of our routes, named as the server declares it (`'POST /api/reviews/:id/vote'`), answering
 * with the type its schema gives (shared/api-answers.ts, which the server checks at start-up).
 */
export function api<R extends ApiRoute>(route: R, ...[init]: ApiArgs<R>): Promise<ApiAnswer<R>> {
  const space = route.indexOf(' ');
  const { params, query, ...rest } = (init ?? {}) as Init & { params?: ParamsOf<R> };
  const path = withQuery(fillPath(route.slice(space + 1), params), query);
  return request(route.slice(0, space), path, rest) as Promise<ApiAnswer<R>>;
}

/**
 * Better Auth's own endpoints (/api/auth/*): their answers are its, not in our map, so the
 * caller names the fields it reads.
 */
export const betterAuth = <T = unknown>(path: `/api/auth/${string}`, json: unknown) =>
  request('POST', path, { json }) as Promise<T>;

async function request(method: string, path: string, init: Omit<Init, 'query'>) {
  const { json, headers, ...rest } = init;
  let res: Response;
  try {
    res = await transport(path, {
      ...rest,
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  } catch {
    throw new ApiError(
      0,
      'network',
      'Could not reach the server. Check your connection and try again.',
    );
  }
  noteAnswer(method, path, res);
  const body: unknown = res.status === 204 ? null : await res.json().catch(() => null);
  return answerOf(res.status, body);
}

/**
 * An answer's body, or its error as an ApiError: also for an answer the service worker received
 * and kept for the page to tell (lib/offline/outbox.ts).
 */
export function answerOf(status: number, body: unknown): unknown {
  if (status >= 200 && status < 300) return body;
  const err = (body as TErrorBody | null)?.error;
  throw new ApiError(
    status,
    err?.code ?? 'unknown',
    err?.message ?? 'Something went wrong',
    err?.field,
    err?.findings,
  );
}
