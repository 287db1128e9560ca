// Two app processes on one PostgreSQL database (issue 7): throughput and latency under a mixed
// read/write load from autocannon, and how long a change made through instance A takes to reach
// a live stream on instance B, idle and under that load. Prints figures; asserts nothing.
import autocannon from 'autocannon';
import { E2E_ADMIN, E2E_MEMBER, E2E_MODERATOR } from '../e2e/accounts-data';
import { startInstances } from '../e2e/instances';
import { openEventStream, topicIs } from '../src/server/test/sse-client';
import { benchServer } from './database';
import { ensureBuild } from './first-visit';
import { heading, ms, percentile, table } from './stats';

const LOAD_SECONDS = 10;
const CONNECTIONS_PER_INSTANCE = 16;
const LIVE_SAMPLES = 30;
/** Share of requests that write (a Gear Kit save or removal); the rest read the catalogue. */
const WRITE_SHARE = 0.2;

interface Session {
  cookie: string;
}

async function signIn(base: string, account: { email: string; password: string }) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${account.email} failed: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie } satisfies Session;
}

/** One random request of the mix: mostly catalogue reads, some Gear Kit writes. */
function mixedRequest(base: string, productIds: string[], sessions: Session[]) {
  const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
  return (): autocannon.Request => {
    const roll = Math.random();
    if (roll < WRITE_SHARE) {
      return {
        method: Math.random() < 0.5 ? 'PUT' : 'DELETE',
        path: `/api/me/gear-kit/${pick(productIds)}`,
        headers: { cookie: pick(sessions).cookie, origin: base },
      };
    }
    const reads = [
      '/api/products',
      `/api/products?page=${1 + Math.floor(Math.random() * 3)}`,
      '/api/products?category=tech&sort=rating',
      `/api/products/${pick(productIds)}`,
      `/api/products/${pick(productIds)}/reviews`,
      '/api/settings/public',
    ];
    return { method: 'GET', path: pick(reads) };
  };
}

function load(base: string, next: () => autocannon.Request) {
  return autocannon({
    url: base,
    connections: CONNECTIONS_PER_INSTANCE,
    duration: LOAD_SECONDS,
    requests: [{ setupRequest: (req) => ({ ...req, ...next() }) }],
  });
}

/** Changes made through `a`, each timed until the stream on `b` hears of it. */
async function liveLatency(a: string, b: string, member: Session, productId: string) {
  const stream = await openEventStream(b, member.cookie);
  await stream.next((e) => e.name === 'hello');
  const samples: number[] = [];
  try {
    for (let i = 0; i < LIVE_SAMPLES; i++) {
      const from = stream.events.length;
      const sentAt = Date.now();
      const res = await fetch(`${a}/api/me/gear-kit/${productId}`, {
        method: i % 2 === 0 ? 'PUT' : 'DELETE',
        headers: { cookie: member.cookie, origin: a },
      });
      if (!res.ok) throw new Error(`Gear Kit change failed: ${res.status}`);
      const heard = await stream.next(topicIs('gear-kit'), 10_000, from);
      samples.push(heard.receivedAt - sentAt);
    }
  } finally {
    stream.close();
  }
  return samples;
}

export async function runScale(): Promise<void> {
  heading('Two instances on PostgreSQL: mixed load and live events');
  const { adminUrl } = await benchServer();
  ensureBuild();
  const instances = await startInstances(2, adminUrl);
  try {
    const [a, b] = instances.urls as [string, string];
    // The live-latency member is not among the load's writers, so each event it waits for is
    // the one its own change caused.
    const liveMember = await signIn(a, E2E_MEMBER);
    const sessions = [await signIn(b, E2E_MODERATOR), await signIn(a, E2E_ADMIN)];
    const { items } = (await (await fetch(`${a}/api/products`)).json()) as {
      items: { id: string }[];
    };
    const productIds = items.map((p) => p.id);
    const [liveProduct] = productIds;
    if (!liveProduct) throw new Error('the demo catalogue is empty');

    const idle = await liveLatency(a, b, liveMember, liveProduct);
    const [resultA, resultB, busy] = await Promise.all([
      load(a, mixedRequest(a, productIds, sessions)),
      load(b, mixedRequest(b, productIds, sessions)),
      liveLatency(a, b, liveMember, liveProduct),
    ]);

    const rows = [
      ['A', resultA],
      ['B', resultB],
    ].map(([name, r]) => {
      const res = r as autocannon.Result;
      return [
        `instance ${name as string}`,
        res.requests.average.toFixed(0),
        ms(res.latency.p50),
        ms(res.latency.p99),
        String(res.errors + res.timeouts),
        String(res.non2xx),
      ];
    });
    console.log(
      `${LOAD_SECONDS} s, ${CONNECTIONS_PER_INSTANCE} connections per instance, ` +
        `${Math.round(WRITE_SHARE * 100)}% Gear Kit writes by 2 members, the rest catalogue reads`,
    );
    console.log(
      table(
        ['', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'],
        [
          ...rows,
          [
            'both',
            (resultA.requests.average + resultB.requests.average).toFixed(0),
            '-',
            '-',
            String(resultA.errors + resultA.timeouts + resultB.errors + resultB.timeouts),
            String(resultA.non2xx + resultB.non2xx),
          ],
        ],
      ),
    );
    console.log('\nlive event, change through A → stream on B (ms)');
    console.log(
      table(
        ['', 'samples', 'p50', 'p99', 'max'],
        [
          ['idle', idle],
          ['under the load above', busy],
        ].map(([label, s]) => {
          const samples = s as number[];
          return [
            label as string,
            String(samples.length),
            ms(percentile(samples, 50)),
            ms(percentile(samples, 99)),
            ms(Math.max(...samples)),
          ];
        }),
      ),
    );
  } finally {
    await instances.stop();
  }
}
