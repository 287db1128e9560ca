// Figures measured in turns in one process: every probe once a round, so the machine's noise
// falls on each alike and their ratio holds whatever else the machine is doing.
import type { buildApp } from '../src/server/app';
import { requestsFrom, type Caller } from '../src/server/test/requests';
import { loadAverage } from './processes';
import { BROWSER_ENCODINGS } from './signed-in';
import { spread, type Spread } from './stats';

type App = Awaited<ReturnType<typeof buildApp>>;

/** One figure measured in turns: `time` does whatever it must and returns the ms it timed. */
export interface TimedProbe {
  time: () => Promise<number>;
}

/**
 * Every probe once a round, the first one further along the list each round. Each probe comes
 * back with its spread and the load average when the rounds ended.
 */
export async function inTurns<P extends TimedProbe>(
  probes: readonly P[],
  rounds: { warmup: number; timed: number },
): Promise<(P & { spread: Spread; load: string })[]> {
  const samples = probes.map((): number[] => []);
  for (let round = 0; round < rounds.warmup + rounds.timed; round += 1) {
    for (let i = 0; i < probes.length; i += 1) {
      const at = (round + i) % probes.length;
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
