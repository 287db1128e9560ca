// Issue 48: what a product's maker claims and its owners measure, as typed fields with units.
// Values travel and are stored in base units (g, L, cm, mAh, m, h); showing them metric or
// imperial is the page's job, by the reader's choice.
import type { CategoryId } from './catalog';
import { formatNumber } from './format';

export type UnitSystem = 'metric' | 'imperial';

export interface SpecField {
  label: string;
  /** The base unit: what the API and the database carry. */
  unit: string;
  /** The widest plausible value, base units: a measurement past either end is refused. */
  min: number;
  max: number;
  /** Decimal places a value of this field is shown to, in its base unit. */
  places: number;
  /** How an imperial reader sees it: units per base unit; none where both write it alike. */
  imperial?: { unit: string; perBase: number; places: number };
}

/** Length, width and height are alike but for their names. */
const dimension = (label: string) =>
  ({
    label,
    unit: 'cm',
    min: 0.1,
    max: 1_000,
    places: 1,
    imperial: { unit: 'in', perBase: 1 / 2.54, places: 1 },
  }) as const;

export const SPEC_FIELDS = {
  weight: {
    label: 'Weight',
    unit: 'g',
    min: 1,
    max: 200_000,
    places: 0,
    imperial: { unit: 'oz', perBase: 1 / 28.349523125, places: 1 },
  },
  volume: {
    label: 'Volume',
    unit: 'L',
    min: 0.1,
    max: 500,
    places: 1,
    imperial: { unit: 'cu in', perBase: 61.0237440947, places: 0 },
  },
  length: dimension('Length'),
  width: dimension('Width'),
  height: dimension('Height'),
  battery: { label: 'Battery capacity', unit: 'mAh', min: 1, max: 1_000_000, places: 0 },
  waterResistance: {
    label: 'Water resistance',
    unit: 'm',
    min: 0.1,
    max: 11_000,
    places: 1,
    imperial: { unit: 'ft', perBase: 1 / 0.3048, places: 0 },
  },
  runtime: { label: 'Runtime', unit: 'h', min: 0.1, max: 10_000, places: 1 },
} as const satisfies Record<string, SpecField>;

export type SpecKey = keyof typeof SPEC_FIELDS;
/** Owners' measurements of a product: each field's median and how many measured it. */
export type MeasuredSpecs = Partial<Record<SpecKey, { median: number; n: number }>>;
export const SPEC_KEYS = Object.keys(SPEC_FIELDS) as [SpecKey, ...SpecKey[]];

const DIMENSIONS: SpecKey[] = ['length', 'width', 'height'];

/** The fields each category's products carry, in the order a page lists them. */
export const CATEGORY_SPECS: Record<CategoryId, readonly SpecKey[]> = {
  deployment: ['weight', 'volume', ...DIMENSIONS, 'waterResistance'],
  training: ['weight', ...DIMENSIONS],
  barracks: ['weight', 'volume', ...DIMENSIONS],
  tech: ['weight', ...DIMENSIONS, 'battery', 'runtime', 'waterResistance'],
  nutrition: ['weight', 'volume'],
  daily: ['weight', ...DIMENSIONS, 'battery', 'runtime', 'waterResistance'],
};

/** Gear that comes in sizes, and what its size is (issue 48: fit verdicts). */
export const SIZED_KINDS = {
  footwear: 'Footwear',
  apparel: 'Apparel',
  pack: 'Pack (by torso)',
  carrier: 'Plate carrier (by plate size)',
  gloves: 'Gloves',
  helmet: 'Helmet',
} as const;
export type SizedKind = keyof typeof SIZED_KINDS;
export const SIZED_KIND_IDS = Object.keys(SIZED_KINDS) as [SizedKind, ...SizedKind[]];

/** "Weight must be between 1 and 200,000 g": a value outside its field's range. */
export function specRangeMessage(key: SpecKey): string {
  const { label, min, max, unit } = SPEC_FIELDS[key];
  return `${label} must be between ${formatNumber(min)} and ${formatNumber(max)} ${unit}`;
}

const round = (value: number, places: number) => {
  const scale = 10 ** places;
  return Math.round(value * scale) / scale;
};

/** A base-unit value in the reader's system, rounded as that unit is shown. */
export function toShown(key: SpecKey, base: number, system: UnitSystem) {
  const field: SpecField = SPEC_FIELDS[key];
  if (system === 'imperial' && field.imperial) {
    const { unit, perBase, places } = field.imperial;
    return { value: round(base * perBase, places), unit };
  }
  return { value: round(base, field.places), unit: field.unit };
}

/** What a reader typed in their system, back in base units (unrounded: the server keeps it). */
export function toBase(key: SpecKey, shown: number, system: UnitSystem): number {
  const field: SpecField = SPEC_FIELDS[key];
  return system === 'imperial' && field.imperial ? shown / field.imperial.perBase : shown;
}

/** "1,240 g", "43.7 oz": a value as a reader of `system` reads it. */
export function specText(key: SpecKey, base: number, system: UnitSystem): string {
  const { value, unit } = toShown(key, base, system);
  return `${formatNumber(value)} ${unit}`;
}

/** The middle value; the mean of the two middle ones for an even count; null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Measurements it takes before members' figures may contradict the maker's. */
export const MEASURED_DIFFERENCE_MIN_N = 3;
/** How far members' median may stray from the claim before the page says so. */
export const MEASURED_DIFFERENCE_SHARE = 0.1;

/**
 * "Owners measure 12 % more than claimed": once MEASURED_DIFFERENCE_MIN_N members measured it
 * and their median is more than MEASURED_DIFFERENCE_SHARE from the maker's figure; else null.
 */
export function differenceNote(
  claimed: number | null,
  measured: { median: number; n: number } | null,
): string | null {
  if (claimed === null || claimed <= 0 || !measured) return null;
  if (measured.n < MEASURED_DIFFERENCE_MIN_N) return null;
  const share = (measured.median - claimed) / claimed;
  if (Math.abs(share) <= MEASURED_DIFFERENCE_SHARE) return null;
  const percent = Math.round(Math.abs(share) * 100);
  return `Owners measure ${percent}\u00a0% ${share > 0 ? 'more' : 'less'} than claimed`;
}
