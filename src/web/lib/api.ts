import type { ErrorCode } from '@shared/error-codes';
import type { TErrorBody } from '@shared/schemas/common';

/** An API error carrying the server's status and its (spec-verbatim) message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** One of ours (shared/error-codes.ts), or Better Auth's own, lower-cased. */
    readonly code: ErrorCode | (string & {}),
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | undefined | null>;

export function withQuery(path: string, query: Query = {}): string {
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

export async function api<T>(
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<T> {
  const { json, headers, ...rest } = init;
  let res: Response;
  try {
    res = await transport(path, {
      ...rest,
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
  const body: unknown = res.status === 204 ? null : await res.json().catch(() => null);
  if (!res.ok) {
    const err = (body as TErrorBody | null)?.error;
    throw new ApiError(
      res.status,
      err?.code ?? 'unknown',
      err?.message ?? 'Something went wrong',
      err?.field,
    );
  }
  return body as T;
}
