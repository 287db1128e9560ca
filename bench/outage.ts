// Issue 27's outage figures: the built app on its embedded PostgreSQL, under a steady load of
// visitors and a signed-in member, while the server is stopped (fast shutdown), frozen
// (SIGSTOP of the postmaster and its backends) and killed (SIGKILL of the postmaster). Prints
// what readers got (503s, 500s, the longest wait), when health said so, when it was back, and
// whether any acknowledged write went missing. Asserts nothing.
import fs from 'node:fs';
import path from 'node:path';
import { serverProcesses } from '../src/server/test/server-processes';
import { loadAverage } from './processes';
import { startSignedInSite } from './signed-in';
import { heading, ms, table } from './stats';

const FROZEN_MS = 10_000;
const WORKERS = 4;
const RECOVERY_LIMIT_MS = 120_000;

type Scenario = 'stopped' | 'frozen' | 'killed';

interface Tally {
  byStatus: Map<number, number>;
  longestMs: number;
}

const postmasterOf = (dataDir: string) =>
  Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);

const sleep = (msToWait: number) => new Promise((r) => setTimeout(r, msToWait));

async function timedStatus(url: string, init: RequestInit = {}) {
  const started = performance.now();
  const status = await fetch(url, init).then(
    async (r) => {
      await r.arrayBuffer();
      return r.status;
    },
    () => 0,
  );
  return { status, ms: performance.now() - started };
}

export async function runOutage(): Promise<void> {
  const site = await startSignedInSite('outage');
  const base = site.app.url;
  const member = { cookie: site.memberCookie, origin: base };
  try {
    const listed = (await fetch(`${base}/api/products?page=1`).then((r) => r.json())) as {
      items: { id: string }[];
    };
    const productIds = listed.items.map((p) => p.id);
    const rows: string[][] = [];
    for (const scenario of ['stopped', 'frozen', 'killed'] as Scenario[]) {
      rows.push(await measure(scenario));
    }
    heading(`The embedded PostgreSQL stopped, frozen ${FROZEN_MS / 1000} s, killed (built app)`);
    console.log(
      table(
        [
          'database',
          'requests',
          '2xx',
          '503',
          '500',
          'other',
          'longest wait',
          'health 503 after',
          'health 200 after',
          'acknowledged writes lost',
          'load',
        ],
        rows,
      ),
    );
    console.log(
      `${WORKERS} clients at once, each in turn: a visitor's uncached search, the member's ` +
        '/api/me, and the member saving a product to their Gear Kit (PUT, then DELETE). ' +
        '"after" counts from the stop or kill, and for the freeze from SIGCONT for the 200. ' +
        'Writes answered 2xx are read back once the server is up.',
    );

    async function measure(scenario: Scenario): Promise<string[]> {
      const tally: Tally = { byStatus: new Map(), longestMs: 0 };
      // Each product's last acknowledged state, and whether the last try was acknowledged (an
      // unanswered one may or may not have committed, so it is not counted either way).
      const saved = new Map<string, { saved: boolean; settled: boolean }>();
      let running = true;
      const worker = async (w: number) => {
        // Products of its own: one client's writes to one product land in the order sent.
        const own = productIds.filter((_, i) => i % WORKERS === w);
        for (let turn = 0; running; turn += 1) {
          const productId = own[turn % own.length]!;
          const answers = [
            await timedStatus(
              `${base}/api/products?search=${Math.random().toString(36).slice(2, 8)}`,
            ),
            await timedStatus(`${base}/api/me`, { headers: member }),
          ];
          const save = !saved.get(productId)?.saved;
          const write = await timedStatus(`${base}/api/me/gear-kit/${productId}`, {
            method: save ? 'PUT' : 'DELETE',
            headers: member,
          });
          const acknowledged = write.status >= 200 && write.status < 300;
          saved.set(productId, {
            saved: acknowledged ? save : !save,
            settled: acknowledged,
          });
          for (const a of [...answers, write]) {
            tally.byStatus.set(a.status, (tally.byStatus.get(a.status) ?? 0) + 1);
            tally.longestMs = Math.max(tally.longestMs, a.ms);
          }
        }
      };
      const health = async () => (await timedStatus(`${base}/api/health`)).status;
      const load = Array.from({ length: WORKERS }, (_, w) => worker(w));
      await sleep(2_000);

      const pid = postmasterOf(site.dataDir);
      const frozen = scenario === 'frozen' ? serverProcesses(pid) : [];
      const at = performance.now();
      if (scenario === 'stopped') process.kill(pid, 'SIGINT');
      else if (scenario === 'killed') process.kill(pid, 'SIGKILL');
      else for (const p of frozen) process.kill(p, 'SIGSTOP');

      let down = Number.NaN;
      let upFrom = at;
      for (;;) {
        const elapsed = performance.now() - at;
        if (scenario === 'frozen' && elapsed >= FROZEN_MS && frozen.length > 0) {
          for (const p of frozen.splice(0)) process.kill(p, 'SIGCONT');
          upFrom = performance.now();
        }
        const status = await health();
        if (status === 503 && Number.isNaN(down)) down = performance.now() - at;
        const thawed = scenario !== 'frozen' || frozen.length === 0;
        if (status === 200 && thawed && !Number.isNaN(down)) break;
        if (elapsed > RECOVERY_LIMIT_MS) break;
        await sleep(100);
      }
      const up = performance.now() - upFrom;
      await sleep(2_000);
      running = false;
      await Promise.all(load);

      const kit = (await fetch(`${base}/api/me/gear-kit`, { headers: member }).then((r) =>
        r.json(),
      )) as { items: { productId: string }[] };
      const inKit = new Set(kit.items.map((i) => i.productId));
      const lost = [...saved].filter(
        ([id, last]) => last.settled && last.saved !== inKit.has(id),
      ).length;
      const count = (test: (s: number) => boolean) =>
        [...tally.byStatus].filter(([s]) => test(s)).reduce((n, [, c]) => n + c, 0);
      return [
        scenario,
        String(count(() => true)),
        String(count((s) => s >= 200 && s < 300)),
        String(count((s) => s === 503)),
        String(count((s) => s === 500)),
        String(count((s) => s < 200 || (s >= 300 && s !== 503 && s !== 500))),
        `${ms(tally.longestMs)} ms`,
        Number.isNaN(down) ? 'never' : `${ms(down)} ms`,
        `${ms(up)} ms`,
        String(lost),
        loadAverage(),
      ];
    }
  } finally {
    await site.app.stop();
    fs.rmSync(site.dataDir, { recursive: true, force: true });
  }
}
