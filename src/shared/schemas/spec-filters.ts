import { z } from 'zod';
import { formatNumber } from '../format';
import { SPEC_FIELDS, type SpecKey } from '../specs';

/**
 * Issue 48: a catalogue bound on a claimed spec, as the query string carries it: a plain
 * decimal in the field's base unit, from 0 to the field's widest plausible value (a bound past
 * it could match nothing a claim may hold).
 */
export function specFilterParam(key: SpecKey, label: string) {
  const { unit, max } = SPEC_FIELDS[key];
  return z
    .string()
    .regex(/^\d{1,7}(\.\d{1,3})?$/, `${label} must be a number of ${unitName(unit)}`)
    .transform(Number)
    .pipe(z.number().max(max, `${label} must be at most ${formatNumber(max)} ${unit}`))
    .optional();
}

const UNIT_NAMES: Record<string, string> = { g: 'grams', L: 'litres' };
const unitName = (unit: string) => UNIT_NAMES[unit] ?? unit;
