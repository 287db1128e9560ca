// Issue 48's aim for the product answer: with the maker's claims, owners' measurements and the
// fit split it costs at most 1.1 times today's. Two products of one category on one app (read
// cache off, so every answer is read and built): one carrying every spec field of its category
// claimed and measured, sized, with verdicts; one carrying none of issue 48's figures, as every
// product did before it (its answer still carries the empty `specs` and null `fit`, 21 bytes
// raw). Visitor and member, a browser's Accept-Encoding, in turns; a visitor asking for no
// compression, which tells compression's share apart (the answer without is under the 1 KB
// sent raw, the one with is not); and a visitor of an app with the read cache on, as production
// answers visitors and members alike (the route's cache is not for visitors only). Prints;
// asserts nothing.
import { sql } from 'drizzle-orm';
import { CATEGORY_SPECS, SPEC_FIELDS } from '@shared/specs';
import { createMember } from '../src/server/test/accounts';
import type { Caller } from '../src/server/test/requests';
import { openBenchDatabase } from './database';
import { insertProducts, rowsOf } from './generate-products';
import { loadAverage } from './processes';
import { appOn } from './side-by-side';
import { decodedBody } from './signed-in';
import { bytes, heading, mark, ms, table, type Spread } from './stats';
import { browser, inTurns, timedGet } from './turns';

const PRODUCTS = 1_000;
const CATEGORY = 'deployment';
export const SPECS_AIM_RATIO = 1.1;
const ROUNDS = { warmup: 50, timed: 600 };
/** READ_CACHE_MB's default: what a production app answers from. */
const READ_CACHE_BYTES = 32 * 1024 * 1024;
const CACHED = 'visitor, read cache on';

export interface SpecsResult {
  rows: { reader: string; full: Spread; none: Spread; ratio: number; load: string }[];
  sizes: { full: { raw: number; sent: number }; none: { raw: number; sent: number } };
}

/** Every spec field of the category claimed and measured, sized footwear with verdicts. */
async function giveFullSpecs(db: Parameters<typeof insertProducts>[0], id: string) {
  const fields = CATEGORY_SPECS[CATEGORY];
  const claims = fields.map((key) => {
    const column = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    return sql.raw(`spec_${column} = ${SPEC_FIELDS[key].max / 2}`);
  });
  const measured = Object.fromEntries(
    fields.map((key) => [key, { median: SPEC_FIELDS[key].max / 2.2, n: 17 }]),
  );
  const fit = { small: 3, true: 14, large: 2, narrow: 4, normal: 12, wide: 3 };
  await db.execute(sql`update products set ${sql.join(claims, sql`, `)},
    sized = 'footwear', measured_specs = ${JSON.stringify(measured)}::jsonb,
    fit_counts = ${JSON.stringify(fit)}::jsonb where id = ${id}`);
}

export async function runSpecs(): Promise<SpecsResult> {
  heading(`A product answer with specs and fit beside one without (issue 48)`);
  const target = await openBenchDatabase();
  try {
    const { database } = target;
    await insertProducts(database.jobs, 0, PRODUCTS);
    const [full, none] = rowsOf(
      await database.jobs.execute(
        sql`select id from products where category = ${CATEGORY} order by id limit 2`,
      ),
    ).map((r) => String(r.id));
    await giveFullSpecs(database.jobs, full!);
    const app = await appOn(database);
    // As production answers visitors and members: from the read cache, compressed once when stored.
    const cached = await appOn(database, { readCacheBytes: READ_CACHE_BYTES });
    try {
      const member = await createMember({ app, db: database.db });
      // The uncompressed visitor tells what compressing the larger answer costs of the ratio:
      // the one without specs is under the threshold answers are sent raw under.
      const readers: [string, Caller, string | undefined][] = [
        ['visitor', null, undefined],
        ['member', member, undefined],
        ['visitor, uncompressed', null, 'identity'],
      ];
      const probes = [
        ...readers.flatMap(([reader, caller, encodings]) => [
          {
            reader,
            which: 'full',
            time: timedGet(app, caller, `/api/products/${full}`, encodings),
          },
          {
            reader,
            which: 'none',
            time: timedGet(app, caller, `/api/products/${none}`, encodings),
          },
        ]),
        { reader: CACHED, which: 'full', time: timedGet(cached, null, `/api/products/${full}`) },
        { reader: CACHED, which: 'none', time: timedGet(cached, null, `/api/products/${none}`) },
      ];
      const timed = await inTurns(probes, ROUNDS);
      const sizeOf = async (id: string) => {
        const res = await browser(app, null).get(`/api/products/${id}`);
        return { raw: decodedBody(res).length, sent: res.rawPayload.length };
      };
      const sizes = { full: await sizeOf(full!), none: await sizeOf(none!) };
      const rows = [...readers.map(([reader]) => reader), CACHED].map((reader) => {
        const of = (which: string) => timed.find((t) => t.reader === reader && t.which === which)!;
        const [f, n] = [of('full'), of('none')];
        return {
          reader,
          full: f.spread,
          none: n.spread,
          ratio: f.spread.p50 / n.spread.p50,
          load: f.load,
        };
      });
      console.log(
        table(
          ['reader', 'with specs and fit p50 / p99', 'without p50 / p99', 'ratio of p50s', 'load'],
          rows.map((r) => [
            r.reader,
            `${ms(r.full.p50)} / ${ms(r.full.p99)} ms`,
            `${ms(r.none.p50)} / ${ms(r.none.p99)} ms`,
            `${r.ratio.toFixed(2)}x`,
            r.load,
          ]),
        ),
      );
      console.log(
        `answer bytes, raw / as sent (br): with ${bytes(sizes.full.raw)} / ${bytes(sizes.full.sent)}, ` +
          `without ${bytes(sizes.none.raw)} / ${bytes(sizes.none.sent)}; load ${loadAverage()}`,
      );
      return { rows, sizes };
    } finally {
      await app.close();
      await cached.close();
    }
  } finally {
    await target.dispose();
  }
}

export function specsSummary(result: SpecsResult | null): string[][] {
  if (!result) return [];
  return result.rows.map((r) => [
    `product answer with specs and fit / without, ${r.reader} p50`,
    `<= ${SPECS_AIM_RATIO}x`,
    `${r.ratio.toFixed(2)}x (${ms(r.full.p50)} / ${ms(r.none.p50)} ms, load ${r.load})`,
    mark(r.ratio <= SPECS_AIM_RATIO),
  ]);
}
