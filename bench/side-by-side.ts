// The same requests to two apps in turn, one by one, as a browser sends them (its
// Accept-Encoding, a member's session cookie or none): a ratio of the two is then measured in
// the same seconds, whatever else the machine is doing.
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/server/app';
import { inProcessConfig, type AppConfig } from '../src/server/config';
import type { Database } from '../src/server/db/client';
import type { Db } from '../src/server/db/types';
import { openBenchDatabase } from './database';
import { openInState } from './schema-states';
import { createMember } from '../src/server/test/accounts';
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

/**
 * An app on `database`, ready; the read cache is off unless `config` turns it on, so every
 * request takes the database path.
 */
export async function appOn(database: Database, config: Partial<AppConfig> = {}): Promise<App> {
  const app = await buildApp(inProcessConfig(config), database);
  await app.ready();
  return app;
}

/**
 * A throwaway database that `prepare` loads, leaving two states in `schemas` (schema-states.ts),
 * and an app on each for `run`, which gets what `prepare` returned. Everything is closed and
 * dropped afterwards, even when a step fails.
 */
export async function inTwoStates<S, T>(
  schemas: readonly [string, string],
  prepare: (db: Db) => Promise<S>,
  run: (
    apps: readonly [App, App],
    databases: readonly [Database, Database],
    prepared: S,
  ) => Promise<T>,
): Promise<T> {
  const target = await openBenchDatabase();
  const apps: App[] = [];
  const databases: Database[] = [];
  try {
    const prepared = await prepare(target.database.jobs);
    for (const schema of schemas) {
      const database = openInState(target.database.url, schema);
      databases.push(database);
      apps.push(await appOn(database));
    }
    return await run(apps as [App, App], databases as [Database, Database], prepared);
  } finally {
    try {
      for (const app of apps) await app.close();
      for (const opened of databases) await opened.close();
    } finally {
      await target.dispose();
    }
  }
}

export interface ReaderProbe {
  url: string;
  reader: 'visitor' | 'member';
}

/**
 * Each probe to both apps in turn (alternate) as its reader: a visitor, or one member signed in
 * once (sessions live in public's tables, which both states share: one cookie serves both).
 * Returns each probe's figures and its p50 in the first app over the second.
 */
export async function readersInTurn(
  apps: readonly [App, App],
  databases: readonly [Database, Database],
  probes: readonly ReaderProbe[],
  rounds: { warmup: number; timed: number },
) {
  const member = await createMember({ app: apps[0], db: databases[0].db });
  const timed = await alternate(
    apps,
    probes.map((p) => ({ url: p.url, caller: p.reader === 'member' ? member : null })),
    rounds,
  );
  const ratios = timed.map(([a, b]) => a.spread.p50 / b.spread.p50);
  return { timed, ratios };
}
