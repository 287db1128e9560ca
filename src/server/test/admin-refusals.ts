import { expect } from 'vitest';
import type { ErrorCode } from '@shared/error-codes';
import { MSG } from '@shared/schemas/accounts';
import { ROLE_MESSAGES } from '../features/accounts/roles';
import type { Member, Personas } from './accounts';
import type { Caller, RequestOptions, requestsFrom } from './requests';

// The admin scope answers everyone it refuses alike on every /api/admin route, so that answer is
// written once, here: a feature's test names its routes and what must stay unchanged, and
// `it.each(ADMIN_ROUTE_REFUSALS)('refuses %s …', …)` tries them as each persona refused.

/** A persona of `t.who`, or a visitor (no cookie). */
export type PersonaName = 'visitor' | keyof Personas;

/** One row of a table: who calls, and the whole answer they get. */
export interface Refusal {
  persona: PersonaName;
  status: number;
  code: ErrorCode;
  message: string;
  /** Who, in words: `it.each`'s '%s' reads it (`$persona` would come out quoted). */
  toString(): string;
}

const NAMED: Record<PersonaName, string> = {
  visitor: 'a visitor',
  unverified: 'an unconfirmed member',
  verified: 'a confirmed member',
  admin: 'an admin',
  superAdmin: 'a super admin',
};
const row = (refusal: Omit<Refusal, 'toString'>): Refusal => ({
  ...refusal,
  toString: () => NAMED[refusal.persona],
});

/** The admin scope's guard (plugins/admin-scope.ts): every /api/admin route answers these. */
export const ADMIN_ROUTE_REFUSALS: readonly Refusal[] = [
  row({ persona: 'visitor', status: 401, code: 'unauthorized', message: MSG.signInRequired }),
  row({ persona: 'unverified', status: 403, code: 'forbidden', message: MSG.adminRequired }),
  row({ persona: 'verified', status: 403, code: 'forbidden', message: MSG.adminRequired }),
];

/**
 * Routes only a super admin may call: the scope's refusals, then the admin, whom the service
 * refuses by the code the web's admin screens react to (features/accounts/roles.ts).
 */
export const SUPER_ADMIN_ROUTE_REFUSALS: readonly Refusal[] = [
  ...ADMIN_ROUTE_REFUSALS,
  row({
    persona: 'admin',
    status: 403,
    code: 'super_admin_only',
    message: ROLE_MESSAGES.onlySuperAdmins,
  }),
];

type Requests = ReturnType<typeof requestsFrom>;
/** What the helpers need of `useTestApp({ personas: true })`'s fixture. */
interface PersonaApp {
  who: Personas;
  as(caller: Caller, options?: RequestOptions): Requests;
}

/** A request as a route test states it: `['POST', url, body]`. */
export type Route = readonly [
  method: Parameters<Requests['send']>[0],
  url: string,
  body?: Parameters<Requests['send']>[2],
];

/** The member a persona sends requests as; null for a visitor. */
export const callerOf = (t: PersonaApp, persona: PersonaName): Member | null =>
  persona === 'visitor' ? null : t.who[persona];

// A route that lets the caller through may answer other than JSON (a file, nothing at all): the
// failure should still show what it answered.
const errorOf = (res: { body: string }) => {
  try {
    return (JSON.parse(res.body) as { error?: unknown }).error;
  } catch {
    return res.body;
  }
};

/** The answer is the refusal's: its status, code and message. `label` names it in a failure. */
export function expectRefusal(
  res: { statusCode: number; body: string },
  refusal: Refusal,
  label = '',
) {
  expect({ label, status: res.statusCode, error: errorOf(res) }).toEqual({
    label,
    status: refusal.status,
    error: { code: refusal.code, message: refusal.message },
  });
}

/**
 * Sends each route as the refusal's persona (or as `by`, a member the table does not hold) and
 * expects the refusal's answer from every one; a failure names the route.
 */
export async function expectRefused(
  t: PersonaApp,
  refusal: Refusal,
  routes: readonly Route[],
  { by = callerOf(t, refusal.persona) }: { by?: Caller } = {},
) {
  for (const [method, url, body] of routes) {
    expectRefusal(await t.as(by).send(method, url, body), refusal, `${method} ${url}`);
  }
}
