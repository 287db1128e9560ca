// The OPSEC check on what members post (reviews, field reports, questions, answers): it runs in
// the browser as the member types and again on the server, so it is plain regexes, no packages,
// and every pattern is linear in the text (bounded quantifiers, no nested repetition).
//
// Each kind errs towards flagging: a false alarm costs the member a second look, a miss can cost
// more. The exceptions are the everyday collisions a gear site is full of (ratings, sizes, model
// numbers, stock numbers, "camp stove"), which the tests pin down as false positives.
import { findCoordinates, findGrids } from './opsec/grid-and-coordinates';
import { findMovements } from './opsec/movements';
import { findPhones, findServiceNumbers } from './opsec/numbers';
import { findPlaces } from './opsec/places';
import type { Detector, Span } from './opsec/spans';
import { findUnits } from './opsec/units';

export const OPSEC_KINDS = [
  'grid',
  'coordinates',
  'unit',
  'place',
  'movement',
  'phone',
  'service_number',
] as const;
export type OpsecKind = (typeof OPSEC_KINDS)[number];

export interface OpsecFinding {
  kind: OpsecKind;
  text: string;
  /** UTF-16 index into the checked text: `text.slice(start, end)` is the finding's text. */
  start: number;
  end: number;
  why: string;
}

export const OPSEC_KIND_LABELS: Record<OpsecKind, string> = {
  grid: 'Grid reference',
  coordinates: 'Coordinates',
  unit: 'Unit designator',
  place: 'Base or outpost',
  movement: 'Movement date or time',
  phone: 'Phone number',
  service_number: 'ID or service number',
};

/** One sentence per kind, shown to the member beside the highlighted text. */
export const OPSEC_WHY: Readonly<Record<OpsecKind, string>> = {
  grid: 'A grid reference pins a spot to within metres: an OPSEC guide calls a geotag the equivalent of a 10-digit grid.',
  coordinates:
    'Latitude and longitude put a spot on anyone’s map as precisely as a grid reference does.',
  unit: 'Naming your unit down to battalion, company or team tells readers who is where, and in what strength.',
  place:
    'Naming a base or outpost ties you, and everything else you post, to a place adversaries watch.',
  movement:
    'Dates and times of future moves tell an adversary when people will be on the road or away from home.',
  phone:
    'A phone or DSN number lets anyone call, impersonate or trace you and the people you work with.',
  service_number:
    'An SSN, DoD ID or service number is the key to identity theft and to tracing you by name.',
};

/**
 * Where findings overlap, one span (their union) is reported, as the kind listed first here.
 * Exact formats come first: a string shaped like a grid or an SSN is almost never anything else,
 * while unit, place and movement rest on wording. Movement outranks unit and place because its
 * span wraps the unit or place it mentions ("convoy out of FOB Salerno at 0400"), and when people
 * move is the graver half of that sentence.
 */
export const OPSEC_SPECIFICITY: readonly OpsecKind[] = [
  'grid',
  'coordinates',
  'service_number',
  'phone',
  'movement',
  'unit',
  'place',
];

// Each kind's detector is a module of `opsec/`; here they are run together and their overlaps
// merged.

const DETECTORS: Record<OpsecKind, Detector> = {
  grid: findGrids,
  coordinates: findCoordinates,
  unit: findUnits,
  place: findPlaces,
  movement: findMovements,
  phone: findPhones,
  service_number: findServiceNumbers,
};

const RANK = new Map(OPSEC_SPECIFICITY.map((kind, rank) => [kind, rank]));
const rankOf = (kind: OpsecKind) => RANK.get(kind) ?? OPSEC_SPECIFICITY.length;

interface Hit extends Span {
  kind: OpsecKind;
}

/** Overlapping hits become one, spanning them all, of the most specific kind among them. */
function mergeOverlaps(hits: Hit[]): Hit[] {
  const sorted = [...hits].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Hit[] = [];
  for (const hit of sorted) {
    const last = merged.at(-1);
    if (last && hit.start < last.end) {
      last.end = Math.max(last.end, hit.end);
      if (rankOf(hit.kind) < rankOf(last.kind)) last.kind = hit.kind;
    } else {
      merged.push({ ...hit });
    }
  }
  return merged;
}

/**
 * What in `text` should not be posted publicly, in text order, each span reported once (see
 * OPSEC_SPECIFICITY for which kind an overlap is reported as).
 */
export function findOpsecRisks(text: string): OpsecFinding[] {
  if (text.trim() === '') return [];
  const hits = OPSEC_KINDS.flatMap((kind) =>
    DETECTORS[kind](text).map((span): Hit => ({ kind, ...span })),
  );
  return mergeOverlaps(hits).map(({ kind, start, end }) => ({
    kind,
    text: text.slice(start, end),
    start,
    end,
    why: OPSEC_WHY[kind],
  }));
}
