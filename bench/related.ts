// Issue 31's aim: a product page's related gear (GET /api/products/:id/related) answers with a
// p50 of at most 5 ms at 1,000,000 products and 1,000,000 Gear Kit rows, the read cache off.
// Measured for a product in 20,000 kits, one in a few hundred, one in about one and one in
// none, by a visitor and by a signed-in member, each with a browser's Accept-Encoding, beside
// the product's own read and /api/health, in turns so noise hits each alike. Prints p50 / p99
// beside the load average; asserts nothing.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/types';
import { KEEPERS_SAMPLED } from '../src/server/features/gear-kit/related';
import { createMember } from '../src/server/test/accounts';
import { requestsFrom, type Caller } from '../src/server/test/requests';
import { openBenchDatabase } from './database';
import { insertProducts, rowsOf } from './generate-products';
import { insertMembers, scalar, withoutChecks } from './notifications';
import { loadAverage } from './processes';
import { appOn } from './side-by-side';
import { BROWSER_ENCODINGS, decodedBody } from './signed-in';
import { heading, mark, ms, seconds, spread, table, type Spread } from './stats';

export const PRODUCTS = 1_000_000;
const MEMBERS = 100_000;
/** Each member's kit: MEMBERS × KIT = 1,000,000 Gear Kit rows. */
const KIT = 10;
/** Of each kit, this many from the thousand most kept products; the rest from anywhere. */
const FROM_FAVOURITES = 3;
const FAVOURITES = 1_000;
/** One member in this many keeps the popular product: 20,000 of them. */
const POPULAR_ONE_IN = 5;
export const AIMS = { p50Ms: 5 };
const ROUNDS = { warmup: 30, timed: 400 };

export interface RelatedRow {
  probe: string;
  keepers: number;
  items: string;
  spread: Spread;
}

export interface RelatedResult {
  rows: RelatedRow[];
  load: string;
}

/**
 * MEMBERS members of KIT products each. Member g keeps the popular product (number 1 by id)
 * when g is a multiple of POPULAR_ONE_IN, FROM_FAVOURITES of the next thousand, and the rest
 * spread over the whole catalogue: what members keep together then has a shape to find.
 */
async function fillGearKits(db: Db) {
  await insertMembers(db, 'keeper', MEMBERS);
  await db.execute(sql`
    create temporary table numbered as
    select id, row_number() over (order by id) as n from products`);
  await db.execute(sql`alter table numbered add primary key (n)`);
  const pick = sql`(hashint8(g::bigint * 64 + k) & 2147483647)`;
  await withoutChecks(db, (tx) =>
    tx.execute(sql`
      insert into wishlists (user_id, product_id)
      select 'keeper-' || g, p.id
      from generate_series(1, ${MEMBERS}::int) g
      cross join generate_series(1, ${KIT}::int) k
      join numbered p on p.n = case
        when k = 1 and g % ${POPULAR_ONE_IN}::int = 0 then 1
        when k <= ${FROM_FAVOURITES}::int then 2 + ${pick} % ${FAVOURITES}::int
        else 1 + ${pick} % ${PRODUCTS}::int end
      on conflict do nothing`),
  );
  await db.execute(sql`vacuum analyze wishlists`);
  await db.execute(sql`vacuum analyze products`);
}

/** The products measured: by how many kits hold them. */
async function probeProducts(db: Db) {
  const byKeepers = async (where: ReturnType<typeof sql>) => {
    const [row] = rowsOf(
      await db.execute(sql`
        select p.id, (select count(*) from wishlists w where w.product_id = p.id)::int as keepers
        from numbered p where ${where} order by p.n limit 1`),
    );
    return { id: String(row!.id), keepers: Number(row!.keepers) };
  };
  return [
    { label: 'popular product', ...(await byKeepers(sql`p.n = 1`)) },
    { label: 'a favourite', ...(await byKeepers(sql`p.n = 2`)) },
    {
      label: 'a product in one kit',
      ...(await byKeepers(
        sql`p.n > ${FAVOURITES + 1} and (select count(*) from wishlists w where w.product_id = p.id) = 1`,
      )),
    },
    {
      label: 'a product in no kit',
      ...(await byKeepers(
        sql`p.n > ${FAVOURITES + 1} and not exists (select 1 from wishlists w where w.product_id = p.id)`,
      )),
    },
  ];
}

export async function runRelated(): Promise<RelatedResult> {
  heading('Related gear at 1,000,000 products and 1,000,000 Gear Kit rows (issue 31)');
  const target = await openBenchDatabase();
  try {
    const db = target.database.jobs;
    const started = performance.now();
    await insertProducts(db, 0, PRODUCTS);
    await fillGearKits(db);
    const kitRows = await scalar(db, sql`select count(*) from wishlists`);
    console.log(
      `loaded ${PRODUCTS.toLocaleString('en-US')} products and ${kitRows.toLocaleString('en-US')} ` +
        `Gear Kit rows in ${seconds(started)} (load ${loadAverage()})`,
    );
    const probed = await probeProducts(db);
    const app = await appOn(target.database);
    try {
      const member = await createMember({ app, db: target.database.db });
      const get = (p: { url: string; caller: Caller }) =>
        requestsFrom(app, p.caller, { headers: { 'accept-encoding': BROWSER_ENCODINGS } }).get(
          p.url,
        );
      const probes = [
        { probe: 'GET /api/health (floor)', keepers: 0, url: '/api/health', caller: null },
        {
          probe: 'GET /api/products/:id, popular',
          keepers: 0,
          url: `/api/products/${probed[0]!.id}`,
          caller: null,
        },
        ...probed.flatMap((p) =>
          [null, member].map((caller) => ({
            probe: `GET …/:id/related, ${p.label}, ${caller ? 'member' : 'visitor'}`,
            keepers: p.keepers,
            url: `/api/products/${p.id}/related`,
            caller,
          })),
        ),
      ];
      const items = await Promise.all(
        probes.map(async (p) => {
          const body = JSON.parse(decodedBody(await get(p)).toString()) as {
            items?: { reason: string }[];
          };
          if (!body.items) return '-';
          const kept = body.items.filter((i) => i.reason === 'kept-together').length;
          return `${kept} kept + ${body.items.length - kept} near`;
        }),
      );
      const samples = probes.map((): number[] => []);
      for (let round = 0; round < ROUNDS.warmup + ROUNDS.timed; round++) {
        for (const [i, p] of probes.entries()) {
          const t0 = performance.now();
          await get(p);
          if (round >= ROUNDS.warmup) samples[i]!.push(performance.now() - t0);
        }
      }
      const load = loadAverage();
      const rows = probes.map((p, i): RelatedRow => ({
        probe: p.probe,
        keepers: p.keepers,
        items: items[i]!,
        spread: spread(samples[i]!),
      }));
      console.log(
        table(
          ['request', 'in kits', 'answer', 'n', 'p50', 'p90', 'p99'],
          rows.map((r) => [
            r.probe,
            r.probe.includes('related') ? r.keepers.toLocaleString('en-US') : '-',
            r.items,
            String(r.spread.n),
            ms(r.spread.p50),
            ms(r.spread.p90),
            ms(r.spread.p99),
          ]),
        ),
      );
      console.log(
        `load 1/5 ${load} at the end. ${MEMBERS.toLocaleString('en-US')} members of ${KIT} ` +
          `products each; the kits of at most ${KEEPERS_SAMPLED} keepers are read per answer. ` +
          "app.inject with a browser's Accept-Encoding, read cache off: in-process, no socket or " +
          'HTTP parsing.',
      );
      return { rows, load };
    } finally {
      await app.close();
    }
  } finally {
    await target.dispose();
  }
}

/** The summary's rows: each related request's p50 against the aim. */
export function relatedSummary(result: RelatedResult | null): string[][] {
  return (result?.rows ?? [])
    .filter((r) => r.probe.includes('related'))
    .map((r) => [
      `${r.probe.replace('GET …/:id/related, ', 'related gear, ')} @ 1,000,000 p50`,
      `<= ${AIMS.p50Ms} ms`,
      `${ms(r.spread.p50)} ms (p99 ${ms(r.spread.p99)}, load ${result?.load})`,
      mark(r.spread.p50 <= AIMS.p50Ms),
    ]);
}
