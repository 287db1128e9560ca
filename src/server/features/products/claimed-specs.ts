import type { TClaimedSpecs, TSpecValues } from '@shared/schemas/specs';
import { SPEC_KEYS, type SpecKey } from '@shared/specs';

type SpecProperty = `spec${Capitalize<SpecKey>}`;
/** "specWaterResistance": the row's property holding a spec's claimed value (issue 48). */
export const specProperty = (key: SpecKey) =>
  `spec${key[0]!.toUpperCase()}${key.slice(1)}` as SpecProperty;

/** A row of products or of pending submissions: both carry `claimedSpecColumns`. */
export type ClaimedRow = Record<SpecProperty, number | null>;

/** The columns of the claims given; a field left out is left out (an edit keeps it). */
export const claimedColumns = (specs: TClaimedSpecs): Partial<ClaimedRow> =>
  Object.fromEntries(
    Object.entries(specs).map(([key, value]) => [specProperty(key as SpecKey), value ?? null]),
  );

/** A row's claims as values, the fields without one left out. */
export function claimedValues(row: ClaimedRow): TSpecValues {
  const values: TSpecValues = {};
  for (const key of SPEC_KEYS) {
    const value = row[specProperty(key)];
    if (value !== null) values[key] = value;
  }
  return values;
}
