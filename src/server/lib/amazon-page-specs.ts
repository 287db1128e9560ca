import type { TSpecValues } from '@shared/schemas/specs';
import { SPEC_FIELDS, type SpecKey } from '@shared/specs';

/**
 * Issue 48: the maker's figures from an Amazon page's product details, in base units. Amazon
 * lists them as a table (`<th>Item Weight</th><td>1.2 Pounds</td>`) or as bullets
 * (`<li><span>Item Weight : </span><span>8 ounces</span></li>`); either way a label and its
 * text, which `DetailRows` collects as the page streams by.
 */

/** Amazon's bullets put direction marks around the colon: "Item Weight ‏ : ‎". */
const normalLabel = (text: string) =>
  text
    .replace(/[\u200e\u200f]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*:\s*$/, '')
    .trim()
    .toLowerCase();

/** The labels read, and the spec each gives; package figures are the box's, not the item's. */
const LABELS: Record<string, 'weight' | 'dimensions' | 'volume' | 'battery' | 'runtime'> = {
  'item weight': 'weight',
  'product weight': 'weight',
  'product dimensions': 'dimensions',
  'item dimensions': 'dimensions',
  'item dimensions lxwxh': 'dimensions',
  'item dimensions l x w x h': 'dimensions',
  capacity: 'volume',
  volume: 'volume',
  'item volume': 'volume',
  'volume capacity': 'volume',
  'battery capacity': 'battery',
  'battery life': 'runtime',
};
export type DetailKind = (typeof LABELS)[string];

/** The longest text kept for one label: a details row is a few words. */
const VALUE_MAX = 200;

/**
 * Gathers "label → text" from a page's table rows and list items, only for the labels above,
 * the first of each kept (the details come before any later repeat, such as a comparison
 * table). Script and style text is never read.
 */
export class DetailRows {
  readonly found = new Map<DetailKind, string>();
  private cell: 'th' | 'td' | null = null;
  private label = '';
  private value = '';
  private item: string | null = null;
  private skipping = 0;

  open(name: string) {
    if (name === 'script' || name === 'style') this.skipping += 1;
    else if (name === 'tr') [this.label, this.value, this.cell] = ['', '', null];
    else if (name === 'th' || name === 'td') this.cell = name;
    else if (name === 'li') this.item = '';
  }

  text(text: string) {
    if (this.skipping > 0) return;
    if (this.cell === 'th') this.label += text;
    else if (this.cell === 'td') this.value += text;
    if (this.item !== null && this.item.length < VALUE_MAX * 2) this.item += text;
  }

  close(name: string) {
    if (name === 'script' || name === 'style') this.skipping = Math.max(0, this.skipping - 1);
    else if (name === 'th' || name === 'td') this.cell = null;
    else if (name === 'tr') this.keep(this.label, this.value);
    else if (name === 'li' && this.item !== null) {
      const colon = this.item.indexOf(':');
      if (colon > 0) this.keep(this.item.slice(0, colon), this.item.slice(colon + 1));
      this.item = null;
    }
  }

  private keep(label: string, value: string) {
    const kind = LABELS[normalLabel(label)];
    const text = value
      .replace(/[\u200e\u200f]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (kind && text && !this.found.has(kind)) this.found.set(kind, text.slice(0, VALUE_MAX));
  }
}

/** "1,240", "3.53", ".5": a number as Amazon writes one. */
const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)`;
const toNumber = (text: string) => Number(text.replace(/,/g, ''));

type Units = [RegExp, number][];
/** Each unit's pattern (after the number) and how many base units one of it is. */
const WEIGHT: Units = [
  [/^(ounces?|oz)\b/i, 28.349523125],
  [/^(pounds?|lbs?)\b/i, 453.59237],
  [/^(kilograms?|kg)\b/i, 1000],
  [/^(milligrams?|mg)\b/i, 0.001],
  [/^(grams?|g)\b/i, 1],
];
const LENGTH: Units = [
  [/^(inches|inch|in\b|")/i, 2.54],
  [/^(centimet(er|re)s?|cm)\b/i, 1],
  [/^(millimet(er|re)s?|mm)\b/i, 0.1],
  [/^(feet|foot|ft)\b/i, 30.48],
  [/^(met(er|re)s?|m)\b/i, 100],
];
const VOLUME: Units = [
  [/^(fluid ounces?|fl\.? ?oz)\b/i, 0.0295735295625],
  [/^(cubic inch(es)?|cu\.? ?in)\b/i, 0.016387064],
  [/^(cubic centimet(er|re)s?|cc)\b/i, 0.001],
  [/^(millilit(er|re)s?|ml)\b/i, 0.001],
  [/^(lit(er|re)s?|l)\b/i, 1],
  [/^(gallons?|gal)\b/i, 3.785411784],
];
const BATTERY: Units = [
  [/^(milliamp(ere)?[ -]?hours?|mah)\b/i, 1],
  [/^(amp(ere)?[ -]?hours?|ah)\b/i, 1000],
];
const DURATION: Units = [
  [/^(hours?|hrs?|h)\b/i, 1],
  [/^(minutes?|mins?)\b/i, 1 / 60],
];

/** Base units per one of the unit `text` starts with; null for a unit of another kind. */
function unitFactor(text: string, units: Units): number | null {
  const trimmed = text.trimStart();
  for (const [pattern, factor] of units) if (pattern.test(trimmed)) return factor;
  return null;
}

/** "1.2 Pounds" → 544.3 g: the first number followed by a unit of the kind. */
function quantity(text: string, units: Units): number | null {
  for (const match of text.matchAll(new RegExp(NUMBER, 'g'))) {
    const factor = unitFactor(text.slice(match.index + match[0].length), units);
    if (factor !== null) return toNumber(match[1]!) * factor;
  }
  return null;
}

const DIMENSIONS = new RegExp(
  String.raw`${NUMBER}\s*("?\s*[LWH]\b)?\s*[x×]\s*${NUMBER}\s*("?\s*[LWH]\b)?\s*[x×]\s*${NUMBER}\s*("?\s*[LWH]\b)?`,
  'i',
);

/**
 * "10 x 5 x 2 inches", '3.9"L x 2"W x 1"H', "25 x 15 x 5 cm; 300 g": length, width and height
 * in cm, in that order unless the figures name theirs; the unit follows the last figure, or
 * the first when each carries its own (`"`).
 */
function dimensions(text: string): Partial<Record<'length' | 'width' | 'height', number>> {
  const match = DIMENSIONS.exec(text);
  if (!match) return {};
  const after = text.slice(match.index + match[0].length);
  const marks = [match[2], match[4], match[6]].map((m) => m?.replace(/[\s"]/g, '').toUpperCase());
  const quoted = [match[2], match[4], match[6]].some((m) => m?.includes('"'));
  const factor = quoted ? 2.54 : unitFactor(after, LENGTH);
  if (factor === null) return {};
  const names = { L: 'length', W: 'width', H: 'height' } as const;
  const order = marks.every(Boolean) ? marks.map((m) => names[m as 'L' | 'W' | 'H']) : null;
  const fallback = ['length', 'width', 'height'] as const;
  const out: Partial<Record<'length' | 'width' | 'height', number>> = {};
  [match[1], match[3], match[5]].forEach((figure, i) => {
    out[(order ?? fallback)[i]!] = toNumber(figure!) * factor;
  });
  return out;
}

/** Float noise off ("2.54 × 10" is 25.400000000000002), within each field's own places. */
const tidy = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The figures the details gave, in base units; a figure outside its field's range is left out
 * (a misread, or a figure of something else), and so is anything the text did not say.
 */
export function specsFromDetails(found: ReadonlyMap<DetailKind, string>): TSpecValues {
  const specs: TSpecValues = {};
  const set = (key: SpecKey, value: number | null | undefined) => {
    if (value === null || value === undefined || !Number.isFinite(value)) return;
    const { min, max } = SPEC_FIELDS[key];
    const tidied = tidy(value);
    if (tidied >= min && tidied <= max) specs[key] = tidied;
  };
  const sized = found.get('dimensions');
  if (sized) {
    const [figures, ...rest] = sized.split(';');
    const { length, width, height } = dimensions(figures!);
    set('length', length);
    set('width', width);
    set('height', height);
    // "Product Dimensions: 10 x 5 x 2 inches; 8 Ounces" also weighs it.
    set('weight', quantity(rest.join(';'), WEIGHT));
  }
  const weight = found.get('weight');
  if (weight) set('weight', quantity(weight, WEIGHT));
  const volume = found.get('volume');
  if (volume) set('volume', quantity(volume, VOLUME));
  const battery = found.get('battery');
  if (battery) set('battery', quantity(battery, BATTERY));
  const runtime = found.get('runtime');
  if (runtime) set('runtime', quantity(runtime, DURATION));
  return specs;
}
