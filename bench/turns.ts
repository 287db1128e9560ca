// Figures measured in turns in one process: every probe once a round, so the machine's noise
// falls on each alike and their ratio holds whatever else the machine is doing.
import type { buildApp } from '../src/server/app';
import { requestsFrom, type Caller } from '../src/server/test/requests';
import { prng } from './generate-products';
import { loadAverage } from './processes';
import { BROWSER_ENCODINGS } from './signed-in';
import { spread, type Spread } from './stats';

type App = Awaited<ReturnType<typeof buildApp>>;

/** One figure measured in turns: `time` does whatever it must and returns the ms it timed. */
export interface TimedProbe {
  time: () => Promise<number>;
}

/** Fixed, so a run's orders are the same each time it is run. */
const ORDER_SEED = 0x7e_a5;

/** 0 … n-1 in an order drawn from `random` (Fisher-Yates). */
function shuffled(n: number, random: () => number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * Every probe once a round, in an order shuffled each round. A probe that always came after the
 * same one would pay for what that one leaves behind (its database reply's callbacks, its
 * garbage): when each round only started one further along the list, a read-cache hit that
 * followed a database request measured 1.3-1.5 times the same hit following another hit. Each
 * probe comes back with its spread and the load average when the rounds ended.
 */
export async function inTurns<P extends TimedProbe>(
  probes: readonly P[],
  rounds: { warmup: number; timed: number },
): Promise<(P & { spread: Spread; load: string })[]> {
  const samples = probes.map((): number[] => []);
  const random = prng(ORDER_SEED);
  for (let round = 0; round < rounds.warmup + rounds.timed; round += 1) {
    for (const at of shuffled(probes.length, random)) {
      const took = await probes[at]!.time();
      if (round >= rounds.warmup) samples[at]!.push(took);
    }
  }
  const load = loadAverage();
  return probes.map((p, i) => ({ ...p, spread: spread(samples[i]!), load }));
}

/**
 * Requests as a browser sends them: its Accept-Encoding (or, to tell compression's share apart,
 * another), a member's cookie or none.
 */
export const browser = (app: App, caller: Caller, encodings = BROWSER_ENCODINGS) =>
  requestsFrom(app, caller, { headers: { 'accept-encoding': encodings } });

/** A GET timed from the request to the answer, which must be a 200. */
export function timedGet(app: App, caller: Caller, url: string, encodings = BROWSER_ENCODINGS) {
  return async () => {
    const started = performance.now();
    const res = await browser(app, caller, encodings).get(url);
    const took = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
    return took;
  };
}
