// The same requests to two apps in turn, one by one, as a browser sends them (its
// Accept-Encoding, a member's session cookie or none): a ratio of the two is then measured in
// the same seconds, whatever else the machine is doing.
import type { LightMyRequestResponse } from 'fastify';
import type { buildApp } from '../src/server/app';
import { requestsFrom, type Caller } from '../src/server/test/requests';
import { BROWSER_ENCODINGS } from './signed-in';
import { spread, type Spread } from './stats';

type App = Awaited<ReturnType<typeof buildApp>>;

export interface Request {
  url: string;
  caller: Caller;
}

export interface Timed {
  spread: Spread;
  /** The app's first answer, before any was timed. */
  first: LightMyRequestResponse;
}

const send = (app: App, request: Request) =>
  requestsFrom(app, request.caller, { headers: { 'accept-encoding': BROWSER_ENCODINGS } }).get(
    request.url,
  );

/**
 * Each round sends every request to both apps, the first of the pair alternating, the first
 * request one further along the list each round. Returns, per request, both apps' figures.
 */
export async function alternate(
  apps: readonly [App, App],
  requests: readonly Request[],
  rounds: { warmup: number; timed: number },
): Promise<[Timed, Timed][]> {
  const firsts: [LightMyRequestResponse, LightMyRequestResponse][] = [];
  for (const request of requests) {
    const answers = [await send(apps[0], request), await send(apps[1], request)] as const;
    for (const res of answers) {
      if (res.statusCode !== 200) throw new Error(`${request.url}: ${res.statusCode} ${res.body}`);
    }
    firsts.push([...answers]);
  }
  const samples = requests.map((): [number[], number[]] => [[], []]);
  for (let round = 0; round < rounds.warmup + rounds.timed; round += 1) {
    for (let i = 0; i < requests.length; i += 1) {
      const at = (round + i) % requests.length;
      for (const side of round % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const)) {
        const started = performance.now();
        await send(apps[side], requests[at]!);
        if (round >= rounds.warmup) samples[at]![side].push(performance.now() - started);
      }
    }
  }
  return samples.map(([a, b], i) => [
    { spread: spread(a), first: firsts[i]![0] },
    { spread: spread(b), first: firsts[i]![1] },
  ]);
}
