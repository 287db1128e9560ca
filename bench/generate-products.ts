// Deterministic synthetic catalogue for the benchmark. Product i depends only on (seed, i), so
// growing a catalogue from 1,000 to 100,000 rows yields the same first 1,000 products as a fresh
// 1,000-row one, and every run measures the same data.
import { sql } from 'drizzle-orm';
import { BRANCH_IDS, CATEGORY_IDS, type CategoryId } from '../src/shared/catalog';
import { aggregate, battleReadyIndex } from '../src/shared/scoring';
import { products } from '../src/server/features/products/schema';
import type { StoredClaim } from '../src/server/features/products/compliance';
import {
  isLeveled,
  NIJ_LEVELS,
  STANDARD_IDS,
  STANDARDS,
  type Standard,
} from '../src/shared/compliance';
import { productColumns } from '../src/server/features/products/dto';
import type { Db } from '../src/server/db/types';

/**
 * A complete row: bulk loading bypasses column defaults, so every column is spelled out, but
 * the search text, which the database computes.
 */
export type ProductRow = Omit<
  typeof products.$inferSelect,
  'searchText' | 'complianceStandards' | 'complianceCheckedOn'
>;

export const DEFAULT_SEED = 20_240_601;
const BATCH_SIZE = 5000;
const DAY_MS = 86_400_000;
// A fixed "now" keeps timestamps identical between runs.
const EPOCH = Date.UTC(2025, 0, 1);

/** mulberry32: tiny, fast and good enough to spread synthetic data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Scrambles (seed, index) so neighbouring products do not get correlated streams. */
function streamSeed(seed: number, index: number): number {
  let h = (seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Word lists are written as comma-separated text to keep them readable. */
function list(text: string): string[] {
  return text
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);
}

const BRANDS = list(`
  Ironpine, Grayhawk, Ridgeback, Stonewall, Bluecoat, Northfield, Redline, Coppertail,
  Vanguard, Harbor Point, Fieldcraft, Blackwater Creek, Summit Ridge, Longbow, Foxhole,
  Sentinel, Patriot Forge, Outpost, Kestrel, Garrison, Trailhead, Rampart, Basecamp,
  Overwatch, Tanager, Bulwark, Deadfall, Wolfden, Crossbar, Halyard, Bivouac,
  Quartermaster, Muster, Rucksack Co, Steadfast, Anvilhead, Palisade, Granite Peak,
  Drillmark, Lanyard
`);

// ~90 modifiers, each in ~1.1% of products (name and description): searching one has the ~1%
// selectivity of a realistic specific search. SEARCH_TERM occurs in no other word here.
const MODIFIERS = list(`
  Ripstop, Cordura, Merino, Kevlar, Titanium, Aluminum, Carbon, Nylon, Canvas, Leather,
  Waxed, Waterproof, Insulated, Ventilated, Padded, Reinforced, Compact, Collapsible,
  Folding, Modular, Tactical, Ranger, Expedition, Alpine, Desert, Arctic, Jungle, Coyote,
  Multicam, Olive, Midnight, Sandstone, Graphite, Slate, Heavyweight, Lightweight,
  Ultralight, Rugged, Hardshell, Softshell, Quick-Dry, Breathable, Thermal, Solar,
  Rechargeable, Wireless, Magnetic, Adjustable, Convertible, Low-Profile, High-Visibility,
  Fire-Resistant, Antimicrobial, Shock-Absorbing, Noise-Cancelling, Night-Vision,
  Red-Light, Long-Range, Heavy-Duty, Field-Grade, Mil-Spec, Patrol, Recon, Airborne,
  Amphibious, Garrison-Ready, Barracks-Grade, Stowable, Packable, Stackable, Gasketed,
  Vacuum-Sealed, Freeze-Dried, High-Protein, Electrolyte, Caffeinated, Shelf-Stable,
  Instant, Hydration, Cushioned, Moisture-Wicking, Anti-Slip, Scratch-Proof, Shatterproof,
  Dustproof, Polarized, Gel-Core, Memory-Foam, Orthotic, Compression
`);

const NOUNS: Record<CategoryId, string[]> = {
  deployment: list(`
    Assault Pack, Duffel, Sleeping Bag, Poncho Liner, Bivy Sack, Rifle Case,
    Hydration Bladder, Field Jacket, Combat Boots, Gear Organizer, Dry Bag, Headlamp
  `),
  training: list(`
    Ruck Plate, Kettlebell, Resistance Band Set, Running Shoes, PT Shorts, Jump Rope,
    Foam Roller, Weighted Vest, Pull-Up Bar, Training Sandbag, Heart Rate Monitor
  `),
  barracks: list(`
    Wall Locker Organizer, Shower Caddy, Mattress Topper, Desk Lamp, Shoe Rack, Laundry Bag,
    Blackout Curtain, Mini Fridge, Room Fan, Footlocker Tray, Pillow
  `),
  tech: list(`
    Power Bank, Satellite Messenger, Two-Way Radio, Solar Charger, Earbuds, GPS Watch,
    Tablet Case, USB Hub, Bluetooth Speaker, Phone Case, E-Reader
  `),
  nutrition: list(`
    Protein Bar, Meal Kit, Electrolyte Mix, Coffee Pouch, Trail Mix, Jerky Pack, Energy Gel,
    Water Filter, Canteen Cup, Camp Stove, Shaker Bottle
  `),
  daily: list(`
    Wallet, Pocket Knife, Multitool, Watch, Sunglasses, Belt, Boot Socks, Shaving Kit,
    Sewing Kit, Keychain Light, Notebook, Water Bottle
  `),
};

const FEATURES = [
  'double-stitched seams that survive months of daily abuse',
  'a finish that shrugs off mud, sand and salt water',
  'a footprint small enough for a crowded wall locker',
  'hardware that does not rattle on a night movement',
  'a fit that works over issued gear without extra adjustment',
  'a weight that disappears once it is packed away',
  'straps and buckles rated well beyond what the field will ask',
  'an easy-clean surface that is ready for inspection in minutes',
  'replacement parts that are cheap and easy to find',
  'a one-year warranty with painless exchanges',
  'colours that pass most unit uniform policies',
  'a battery that lasts a full field exercise',
  'a layout that lets you find things by feel in the dark',
  'enough capacity for a long weekend away from the barracks',
  'materials that do not hold odour after hard use',
];

const OPENERS = [
  'Built for service members who need gear that keeps working.',
  'Designed with input from soldiers, sailors, airmen and marines.',
  'A favourite of junior enlisted and officers alike.',
  'Made to handle deployments, field problems and everyday life in garrison.',
  'Tested through basic training, schoolhouses and long rotations.',
];

const CLOSERS = [
  'Reviewers call it a solid value for the price.',
  'Several reviewers carried it through a full deployment.',
  'Most owners say they would buy it again.',
  'It earns its place in a ruck or a go-bag.',
  'Veterans recommend it to new recruits heading to their first duty station.',
];

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)] as T;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

function clamp(n: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, n));
}

/** Irwin-Hall approximation of a standard normal: cheap and deterministic. */
function normal(rand: () => number): number {
  return rand() + rand() + rand() + rand() + rand() + rand() - 3;
}

function uuidFrom(rand: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rand() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((Math.floor(rand() * 4) + 8) & 0xf).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

function priceFor(rand: () => number): number {
  // Log-uniform over 5-600 like the real catalogue; a few big-ticket outliers beyond it.
  const base = rand() < 0.02 ? 600 + rand() * 4400 : Math.exp(Math.log(5) + rand() * Math.log(120));
  const cents = rand() < 0.6 ? 0.99 : rand() < 0.5 ? 0.95 : Math.floor(rand() * 100) / 100;
  return clamp(round2(Math.floor(base) + cents), 0.01, 999_999.99);
}

/**
 * Plausible claims by category, log-uniform between the lightest and heaviest (g) and the
 * smallest and largest (L): 30 g energy gels to 20 kg ruck plates, 0.3 L bottles to 90 L
 * duffels. About one product in eight claims no weight, as a maker's listing may not say.
 */
const CLAIMED_RANGES: Record<CategoryId, { grams: [number, number]; litres?: [number, number] }> = {
  deployment: { grams: [150, 6_000], litres: [1, 90] },
  training: { grams: [40, 20_000] },
  barracks: { grams: [100, 12_000], litres: [0.5, 60] },
  tech: { grams: [15, 2_500] },
  nutrition: { grams: [30, 2_000], litres: [0.3, 3] },
  daily: { grams: [10, 900] },
};
const NO_WEIGHT_SHARE = 0.125;
/** Scrambles the spec stream's seed apart from the product's own stream. */
const SPEC_STREAM = 0x5bec_f00d;

function logUniform(rand: () => number, [lo, hi]: [number, number]): number {
  return Math.exp(Math.log(lo) + rand() * (Math.log(hi) - Math.log(lo)));
}

function claimedSpecsFor(index: number, seed: number, category: CategoryId) {
  const rand = prng(streamSeed(seed ^ SPEC_STREAM, index));
  const { grams, litres } = CLAIMED_RANGES[category];
  const weight = rand() < NO_WEIGHT_SHARE ? null : Math.round(logUniform(rand, grams));
  const volume = litres ? Math.round(logUniform(rand, litres) * 10) / 10 : null;
  return { specWeight: weight, specVolume: volume };
}

/**
 * Issue 49: how often a listing claims each standard, drawn apart for each (one product may
 * claim several): origin and NSNs are common, armour ratings and the services' lists rare.
 * About one claim in four was checked.
 */
const STANDARD_SHARES: Record<Standard, number> = {
  usa: 0.05,
  berry: 0.04,
  taa: 0.03,
  nsn: 0.02,
  ar670: 0.01,
  apel: 0.005,
  mco: 0.003,
  dafi: 0.002,
  navpers: 0.002,
  nij06: 0.003,
  nij07: 0.001,
};
const COMPLIANCE_STREAM = 0xc0de_5afe;

function complianceFor(index: number, seed: number): StoredClaim[] {
  const rand = prng(streamSeed(seed ^ COMPLIANCE_STREAM, index));
  return STANDARD_IDS.filter((standard) => rand() < STANDARD_SHARES[standard]).map(
    (standard): StoredClaim => {
      const level = isLeveled(standard) ? { level: NIJ_LEVELS[standard][2] } : {};
      const nsn = standard === 'nsn' ? { nsn: '8465015249590' } : {};
      if (rand() >= 0.25) return { standard, status: 'claimed', ...level, ...nsn };
      const checkedAt = new Date(EPOCH - Math.floor(rand() * 2 * 365) * DAY_MS);
      return {
        standard,
        status: 'checked',
        ...level,
        ...nsn,
        checkedAt: checkedAt.toISOString().slice(0, 10),
        source: { reference: `${STANDARDS[standard].name} list`, url: 'https://example.mil/list' },
        checkedBy: 'bench',
      };
    },
  );
}

export function generateProduct(index: number, seed = DEFAULT_SEED): ProductRow {
  const rand = prng(streamSeed(seed, index));
  const id = uuidFrom(rand);
  const category = pick(rand, CATEGORY_IDS);
  const brand = pick(rand, BRANDS);
  const modifier = pick(rand, MODIFIERS);
  const noun = pick(rand, NOUNS[category]);
  const model = 100 + Math.floor(rand() * 9900);
  const name = `${brand} ${modifier} ${noun} ${model}`;

  // 1-3 features keep descriptions near the demo catalogue's ~225 characters.
  const featureCount = 1 + Math.floor(rand() * 3);
  const features: string[] = [];
  while (features.length < featureCount) {
    const feature = pick(rand, FEATURES);
    if (!features.includes(feature)) features.push(feature);
  }
  const description = [
    `A ${modifier.toLowerCase()} ${noun.toLowerCase()} from ${brand}.`,
    pick(rand, OPENERS),
    `It offers ${features.join(', ')}.`,
    rand() < 0.5 ? pick(rand, CLOSERS) : '',
  ]
    .join(' ')
    .trim();

  const createdAt = new Date(EPOCH - Math.floor(rand() * 3 * 365) * DAY_MS);
  const asin = `B0${uuidFrom(rand).replace(/-/g, '').slice(0, 8).toUpperCase()}`;
  const common = {
    id,
    name,
    description,
    category,
    price: priceFor(rand),
    imageUrl: `/images/categories/${category}.svg`,
    // Site images: no copy of ours is made of them (features/pictures).
    picture: null,
    pictureSource: null,
    pictureError: null,
    pictureAttemptedAt: null,
    amazonUrl: `https://www.amazon.com/dp/${asin}`,
    asin,
    viewCount: Math.floor(Math.exp(rand() * Math.log(5000))) - 1,
    // The generated reviews are counts, not rows: none is by a verified member, none has a
    // field report.
    verifiedReviewCount: 0,
    fieldTestedCount: 0,
    longestOwnedMonths: null,
    survival12Months: null,
    // Issue 48: a weight and, where the category has one, a volume, from a stream of their
    // own, so the draws above and below keep their order and earlier runs' data stay the same.
    ...claimedSpecsFor(index, seed, category),
    specLength: null,
    specWidth: null,
    specHeight: null,
    specBattery: null,
    specWaterResistance: null,
    specRuntime: null,
    sized: null,
    measuredSpecs: null,
    fitCounts: null,
    obtainedCounts: null,
    withoutIncentives: null,
    compliance: complianceFor(index, seed),
    alerts: [],
    createdAt,
  };
  // About 5% of products have no approved review: zeros and "All", exactly what aggregate() gives.
  if (rand() < 0.05) {
    return { ...common, ...aggregate([]), lastReviewedAt: null, updatedAt: createdAt };
  }
  const quality = 5.5 + rand() * 4.3;
  const sub = () => round2(clamp(quality + normal(rand) * 0.9, 1, 10));
  const scores = {
    durability: sub(),
    portability: sub(),
    costValue: sub(),
    civilianAdaptation: sub(),
    overallUtility: sub(),
  };
  // The draws keep their order, so the data stay those of earlier runs.
  const rated = {
    ...common,
    ...scores,
    averageRating: round2(clamp(quality / 2 + normal(rand) * 0.35, 1, 5)),
    reviewCount: Math.max(1, Math.floor(Math.exp(rand() * Math.log(400)))),
    battleReadyIndex: battleReadyIndex(scores),
    topBranch: pick(rand, BRANCH_IDS),
    lastReviewedAt: new Date(
      Math.max(createdAt.getTime(), EPOCH - Math.floor(rand() * 365) * DAY_MS),
    ),
  };
  return { ...rated, updatedAt: rated.lastReviewedAt };
}

export function rowsOf(result: unknown): Record<string, unknown>[] {
  if (
    typeof result === 'object' &&
    result !== null &&
    'rows' in result &&
    Array.isArray(result.rows)
  ) {
    return result.rows as Record<string, unknown>[];
  }
  return [];
}

const COLUMNS = Object.entries(productColumns).map(([key, column]) => ({
  key: key as keyof ProductRow,
  name: column.name,
}));
const COLUMN_LIST = sql.raw(COLUMNS.map((c) => `"${c.name}"`).join(', '));

/** Products [start, end) keyed by SQL column name, as json_populate_recordset expects them. */
function batchJson(start: number, end: number, seed: number): string {
  const rows: Record<string, unknown>[] = [];
  for (let i = start; i < end; i += 1) {
    const row = generateProduct(i, seed);
    rows.push(Object.fromEntries(COLUMNS.map((c) => [c.name, row[c.key]])));
  }
  return JSON.stringify(rows);
}

/**
 * Inserts products [from, from + count) in one transaction, then refreshes planner statistics
 * so the plans measured are the plans production would get.
 *
 * Loading is tuned for a 2-core box: each batch is one JSON parameter expanded by
 * json_populate_recordset (drizzle's multi-row VALUES with ~20 parameters a row was 2.4x
 * slower), and the secondary indexes, two of them trigram GINs, are dropped for the load and
 * recreated from their own catalogued definitions afterwards, with room to sort in memory.
 * Same indexes, only freshly packed rather than grown row by row.
 */
export async function insertProducts(
  db: Db,
  from: number,
  count: number,
  seed = DEFAULT_SEED,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
    const indexes = rowsOf(
      await tx.execute(sql`
        select i.indexname, i.indexdef from pg_indexes i
        where i.schemaname = current_schema() and i.tablename = 'products'
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`),
    ).map((r) => ({ name: String(r.indexname), definition: String(r.indexdef) }));
    for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`));
    for (let start = from; start < from + count; start += BATCH_SIZE) {
      const json = batchJson(start, Math.min(from + count, start + BATCH_SIZE), seed);
      await tx.execute(
        sql`insert into ${products} (${COLUMN_LIST})
          select ${COLUMN_LIST} from json_populate_recordset(null::${products}, ${json}::json)`,
      );
    }
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
  });
  await db.execute(sql`analyze ${products}`);
}

/** One modifier among ~90: it matches ~1% of products, a realistic specific search. */
export const SEARCH_TERM = 'ripstop';
export const MODIFIER_COUNT = MODIFIERS.length;
