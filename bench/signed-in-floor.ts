// Issue 46's signed-in floor: what every member's request pays for its session, measured as
// `/api/me` and a member's `/api/me/notifications` at 1,000,000 notification rows beside the
// visitor's `/api/health`, in one run, requests interleaved so the machine's load hits all alike.
// The member's routes are sent to two apps over the same database: one keeping sessions and
// `/api/me`'s details as production does (decision 030), one reading both each time, as before
// it. Prints p50/p99 and their ratios to the floor beside the load average; asserts nothing.
import type { AppConfig } from '../src/server/config';
import { SESSION_CACHE_MS } from '../src/server/lib/session-cache';
import { discardingMailer } from '../src/server/test/harness';
import { requestsFrom } from '../src/server/test/requests';
import { inProcessConfig } from '../src/server/config';
import { appOn, openReadSite } from './notifications';
import { loadAverage } from './processes';
import { heading, mark, ms, percentile, seconds, table } from './stats';

const ROWS = 1_000_000;
const WARMUP = 200;
const REQUESTS = 3_000;

export const AIMS = {
  notificationsP99Ms: 5,
  /** `/api/me`'s p99 as a multiple of the visitor's `/api/health`. */
  meOverFloorP99: 1.5,
};

const KEPT: Partial<AppConfig> = { sessionCacheMs: SESSION_CACHE_MS };
const READ_EACH_TIME: Partial<AppConfig> = { sessionCacheMs: 0 };

const ROUTES = [
  { route: 'GET /api/health (visitor floor)', url: '/api/health', app: 'kept', member: false },
  { route: 'GET /api/me', url: '/api/me', app: 'kept', member: true },
  {
    route: 'GET /api/me/notifications',
    url: '/api/me/notifications?page=1',
    app: 'kept',
    member: true,
  },
  { route: 'GET /api/me, read each time', url: '/api/me', app: 'each', member: true },
  {
    route: 'GET /api/me/notifications, read each time',
    url: '/api/me/notifications?page=1',
    app: 'each',
    member: true,
  },
] as const;

export interface FloorRow {
  route: string;
  n: number;
  p50: number;
  p99: number;
}

export interface FloorResult {
  rows: FloorRow[];
  load: string;
}

/** One route's figures, by its place in ROUTES. */
const at = (result: FloorResult, index: number) => result.rows[index]!;

export async function runSignedInFloor(): Promise<FloorResult> {
  heading(
    `Signed-in floor (issue 46) @ ${ROWS.toLocaleString('en-US')} notifications, ` +
      `sessions kept ${SESSION_CACHE_MS} ms`,
  );
  const site = await openReadSite(ROWS, KEPT);
  const each = await appOn(
    site.target.database,
    inProcessConfig().jobs,
    discardingMailer,
    READ_EACH_TIME,
  );
  try {
    const callers = {
      kept: { member: requestsFrom(site.app, site.member), visitor: requestsFrom(site.app, null) },
      each: { member: requestsFrom(each, site.member), visitor: requestsFrom(each, null) },
    };
    const send = (r: number) => {
      const { url, app, member } = ROUTES[r]!;
      return callers[app][member ? 'member' : 'visitor'].get(url);
    };
    for (const [r, { url }] of ROUTES.entries()) {
      const res = await send(r);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    }
    const samples = ROUTES.map((): number[] => []);
    const started = performance.now();
    for (let i = 0; i < WARMUP + REQUESTS; i += 1) {
      // The routes' order turns each round, so none always follows the same neighbour.
      for (let k = 0; k < ROUTES.length; k += 1) {
        const r = (i + k) % ROUTES.length;
        const sent = performance.now();
        await send(r);
        if (i >= WARMUP) samples[r]!.push(performance.now() - sent);
      }
    }
    const result: FloorResult = {
      rows: ROUTES.map(({ route }, r) => ({
        route,
        n: REQUESTS,
        p50: percentile(samples[r]!, 50),
        p99: percentile(samples[r]!, 99),
      })),
      load: loadAverage(),
    };
    const floor = at(result, 0);
    console.log(
      table(
        ['route', 'n', 'p50', 'p99', 'p50 / floor', 'p99 / floor', 'load 1/5'],
        result.rows.map((r) => [
          r.route,
          String(r.n),
          ms(r.p50),
          ms(r.p99),
          (r.p50 / floor.p50).toFixed(2),
          (r.p99 / floor.p99).toFixed(2),
          result.load,
        ]),
      ),
    );
    console.log(
      `app.inject, ms; ${REQUESTS} timed rounds after ${WARMUP} warm-up ones in ` +
        `${seconds(started)}, each round one request to each route; the member has a session ` +
        'cookie, the visitor none.',
    );
    console.log(table(['figure', 'aim', 'measured', ''], floorSummary(result)));
    return result;
  } finally {
    try {
      await each.close();
      await site.app.close();
    } finally {
      await site.target.dispose();
    }
  }
}

/** The aims of issue 46 beside what was measured, for this section and the closing summary. */
export function floorSummary(result: FloorResult | null): string[][] {
  if (!result) return [];
  const [floor, me, notifications, meBefore, notificationsBefore] = [0, 1, 2, 3, 4].map((i) =>
    at(result, i),
  ) as [FloorRow, FloorRow, FloorRow, FloorRow, FloorRow];
  return [
    [
      `a member's /api/me/notifications p99 @ ${ROWS.toLocaleString('en-US')} rows`,
      `<= ${AIMS.notificationsP99Ms} ms`,
      `${ms(notifications.p99)} ms, read each time ${ms(notificationsBefore.p99)} ` +
        `(load ${result.load})`,
      mark(notifications.p99 <= AIMS.notificationsP99Ms),
    ],
    [
      '/api/me p99 / visitor /api/health p99',
      `<= ${AIMS.meOverFloorP99}x`,
      `${(me.p99 / floor.p99).toFixed(2)}x (${ms(me.p99)} / ${ms(floor.p99)} ms), ` +
        `read each time ${(meBefore.p99 / floor.p99).toFixed(2)}x`,
      mark(me.p99 <= AIMS.meOverFloorP99 * floor.p99),
    ],
  ];
}
