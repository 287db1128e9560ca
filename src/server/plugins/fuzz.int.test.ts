import fc from 'fast-check';
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, ORIGIN, type Member } from '../test/accounts';
import { insertProduct, insertReview } from '../test/fixtures';
import { useTestApp } from '../test/use-test-app';

// Issue 17: malformed bodies, queries and paths at every route of the OpenAPI document. No
// answer may be a 5xx, and an answer that is not a 2xx may not have changed a row. The count is
// small for CI; `npm run fuzz` runs the same with FUZZ_RUNS (default 5,000).

const RUNS = Number(process.env.FUZZ_RUNS ?? 1_000);

/** Tables a refused request may still write: attempt counters, sessions, views. */
const MAY_CHANGE_ON_REFUSAL = new Set([
  'rate_limits',
  'session',
  'verification',
  'product_views',
  'app_secrets',
]);
/** Better Auth's endpoints are not in the document; these take input (sign-out would end the
 * personas' sessions). */
const AUTH_ROUTES: Route[] = [
  'sign-in/email',
  'sign-up/email',
  'request-password-reset',
  'reset-password',
  'change-password',
  'send-verification-email',
  'two-factor/verify-totp',
  'two-factor/enable',
].map((p) => ({
  method: 'POST',
  path: `/api/auth/${p}`,
  query: [],
  fields: ['email', 'password', 'newPassword', 'currentPassword', 'token', 'code', 'name'],
}));
/** Streams that never end, and the docs, which take no input. */
const SKIPPED = [/^\/api\/events/, /^\/api\/docs/];

type Route = { method: string; path: string; query: string[]; fields: string[] };

const t = useTestApp();
type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
};

let superAdmin: Member;
let member: Member;
let routes: Route[];
let tables: string[];
let ids: string[];

beforeAll(async () => {
  superAdmin = await createMember(t, { roles: ['admin', 'super_admin'] });
  member = await createMember(t);
  const product = await insertProduct(t.db);
  const review = await insertReview(t.db, product.id, member.id);
  ids = [product.id, review.id, member.id, superAdmin.id];
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  routes = Object.entries(doc.paths)
    .filter(([path]) => !SKIPPED.some((r) => r.test(path)))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        fields: Object.keys(
          op.requestBody?.content?.['application/json']?.schema?.properties ?? {},
        ),
      })),
    )
    .concat(AUTH_ROUTES);
  const rows = await rowsOf<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' and tablename not like '__drizzle%'`,
  );
  tables = rows.map((r) => r.name).filter((n) => !MAY_CHANGE_ON_REFUSAL.has(n));
});

const rowsOf = async <T>(query: SQL) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

/** One fingerprint of every row of the tables a refusal must leave alone. */
async function fingerprint(): Promise<string> {
  const parts = tables.map(
    (name) =>
      sql`(select coalesce(sum(hashtext(x::text)), 0) || ':' || count(*) from ${sql.identifier(name)} x)`,
  );
  const [row] = await rowsOf<{ f: string }>(
    sql`select concat_ws('|', ${sql.join(parts, sql`, `)}) as f`,
  );
  return row!.f;
}

/** A path segment as a client would send it; a lone surrogate goes as the bytes it would be. */
function asSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** Values that have each broken some server somewhere, as strings and in other JSON types. */
const HOSTILE = [
  '',
  ' ',
  '-1',
  '1e309',
  'NaN',
  '%00',
  '%zz',
  '../../etc/passwd',
  '<script>',
  'a\u0000b',
  "' or 1=1 --",
  'x'.repeat(5000),
  '\u202e\ud800',
];
const HOSTILE_JSON: unknown[] = [
  ...HOSTILE,
  null,
  -1,
  1e308,
  2 ** 53,
  true,
  [],
  {},
  ['a\u0000b'],
  { a: 1 },
];

// The hand-picked hostile values come up most: random strings rarely reach a rule.
const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  { arbitrary: fc.constantFrom(...HOSTILE), weight: 4 },
  fc.uuid(),
);
const segment = fc.oneof(nasty, fc.constantFrom(...['00000000-0000-4000-8000-000000000000']));
/** A body: any JSON, an object of the routes' own field names, or JSON gone wrong. */
const json = (fields: string[]) =>
  fc.oneof(
    fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
    fc
      .dictionary(fc.constantFrom(...fields), fc.jsonValue({ maxDepth: 2 }))
      .map((v) => JSON.stringify(v)),
    fc.constantFrom(
      '{',
      '[',
      '"',
      '{"a":}',
      'nul',
      '{"__proto__":{"x":1}}',
      '{"constructor":{"prototype":{}}}',
    ),
    fc.string(),
  );
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
);

const request = () =>
  fc.record({
    route: fc.constantFrom(...routes),
    // An index, read when the run is made: restoreFixtures may have replaced the row since.
    ids: fc.array(
      fc.oneof(
        fc.nat({ max: ids.length - 1 }).map((k) => ids[k]!),
        segment,
      ),
      { minLength: 3, maxLength: 3 },
    ),
    query: fc.array(fc.tuple(fc.oneof(fc.constant('page'), fc.string({ maxLength: 8 })), nasty), {
      maxLength: 4,
    }),
    knownQuery: fc.array(nasty, { maxLength: 3 }),
    body: fc.option(json([...new Set(routes.flatMap((r) => r.fields))]), { nil: undefined }),
    contentType,
    as: fc.constantFrom<'visitor' | 'member' | 'superAdmin'>('visitor', 'member', 'superAdmin'),
  });

type Persona = 'visitor' | 'member' | 'superAdmin';
interface Attempt {
  route: Route;
  path: string;
  query: URLSearchParams;
  body?: string;
  contentType: string;
  as: Persona;
}

/**
 * The fingerprint after the last refusal, which changed nothing: the next attempt starts from
 * it rather than hashing every table again (half the suite's longest file). An accepted request
 * may have changed rows, so after one it is taken afresh.
 */
let unchanged: string | null = null;

/** Sends one attempt: no 5xx, and an answer that is not a 2xx changed no row. */
async function sendChecked(a: Attempt) {
  const qs = a.query.toString();
  const cookie =
    a.as === 'superAdmin' ? superAdmin.cookie : a.as === 'member' ? member.cookie : undefined;
  const before = unchanged ?? (await fingerprint());
  unchanged = null;
  const res = await t.app.inject({
    method: a.route.method as 'GET',
    url: qs ? `${a.path}?${qs}` : a.path,
    headers: {
      ...ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...(a.body !== undefined ? { 'content-type': a.contentType } : {}),
    },
    ...(a.body !== undefined ? { payload: a.body } : {}),
  });
  const what = `${a.route.method} ${a.path}?${qs} as ${a.as} (${a.body?.slice(0, 120)}): ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, what).toBeLessThan(500);
  if (res.statusCode >= 300) {
    expect(await fingerprint(), what).toBe(before);
    unchanged = before;
  } else if (a.route.method !== 'GET') await restoreFixtures();
}

const exists = async (table: string, id: string) =>
  (
    await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where id = ${id}`,
    )
  )[0]!.n === 1;

/**
 * Puts back what an accepted request removed (the member, the product, the review), so the
 * requests after it still aim at real rows and the member persona stays signed in.
 */
async function restoreFixtures() {
  if (!(await exists('user', member.id))) {
    member = await createMember(t);
    ids[2] = member.id;
  }
  if (!(await exists('products', ids[0]!))) ids[0] = (await insertProduct(t.db)).id;
  if (!(await exists('reviews', ids[1]!))) {
    ids[1] = (await insertReview(t.db, ids[0]!, member.id)).id;
  }
}

describe('hostile input at every route', () => {
  it('every hostile value in every path parameter, query parameter and body field', async () => {
    expect(routes.length).toBeGreaterThan(60);
    let sent = 0;
    for (const route of routes) {
      for (const [n, value] of HOSTILE_JSON.entries()) {
        const text = typeof value === 'string' ? value : JSON.stringify(value);
        const query = new URLSearchParams(route.query.map((name) => [name, text]));
        // A DELETE takes a body only where its schema names fields (DELETE /api/me's proofs).
        const body =
          route.method === 'GET' || (route.method === 'DELETE' && route.fields.length === 0)
            ? undefined
            : JSON.stringify(Object.fromEntries(route.fields.map((f) => [f, value])));
        const as: Persona = (['superAdmin', 'member', 'visitor'] as const)[n % 3]!;
        const path = route.path.replace(/\{[^}]+\}/g, () => asSegment(text));
        await sendChecked({ route, path, query, body, contentType: 'application/json', as });
        sent++;
      }
    }
    expect(sent).toBe(routes.length * HOSTILE_JSON.length);
  }, 600_000);

  it('random malformed requests: never a 5xx, and a refusal changes no row', async () => {
    await fc.assert(
      fc.asyncProperty(request(), async (r) => {
        let i = 0;
        const path = r.route.path.replace(/\{[^}]+\}/g, () => asSegment(r.ids[i++ % 3]!));
        const query = new URLSearchParams();
        r.route.query.forEach((name, k) => {
          if (r.knownQuery[k] !== undefined) query.append(name, r.knownQuery[k]!);
        });
        for (const [k, v] of r.query) query.append(k, v);
        await sendChecked({
          route: r.route,
          path,
          query,
          body: r.body,
          contentType: r.contentType,
          as: r.as,
        });
      }),
      { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
    );
  }, 600_000);
});
