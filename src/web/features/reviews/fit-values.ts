import type { CategoryId } from '@shared/catalog';
import type { TProduct } from '@shared/schemas/products';
import type { TReviewWrite } from '@shared/schemas/reviews';
import {
  CATEGORY_SPECS,
  SPEC_KEYS,
  toBase,
  toShown,
  type SpecKey,
  type UnitSystem,
} from '@shared/specs';

// Issue 48: the fit and measurements group of the review and field report forms, its pure part.
// A form holds measurements in base units, as the request and the shared schema carry them, so
// the schema's range messages apply as they are; only the text in a field is in the reader's
// units, converted as it is typed and when a stored value is shown.

/** The group's fields, as the review and the field report request both name them. */
export type FitValues = Pick<TReviewWrite, 'measured' | 'sizeWorn' | 'fit' | 'width' | 'benchmark'>;

/** What a product asks of its owners: its category's spec fields; fit if sized; width of footwear. */
export type FitProduct = Pick<TProduct, 'category' | 'fit'>;

export function offeredFields(product: FitProduct) {
  const sized = product.fit?.sized ?? null;
  return {
    specs: CATEGORY_SPECS[product.category as CategoryId] ?? [],
    sized: sized !== null,
    width: sized === 'footwear',
  };
}

/** A stored review's or report's fit and measurements as the form starts from them. */
export function fitValuesOf(stated: FitValues): FitValues {
  return {
    measured: { ...stated.measured },
    sizeWorn: stated.sizeWorn ?? '',
    fit: stated.fit,
    width: stated.width,
    benchmark: stated.benchmark ?? '',
  };
}

/**
 * Drops what the product no longer asks (an edit of a review whose product changed category or
 * stopped being sized): the form does not show those fields, and the server would refuse them.
 * Without the product (not loaded), everything goes and the server decides.
 */
export function keepOffered<T extends FitValues>(values: T, product: FitProduct | undefined): T {
  if (!product) return values;
  const offered = offeredFields(product);
  const measured = Object.fromEntries(
    offered.specs.flatMap((key) =>
      values.measured?.[key] === undefined ? [] : [[key, values.measured[key]]],
    ),
  );
  return {
    ...values,
    measured,
    sizeWorn: offered.sized ? values.sizeWorn : undefined,
    fit: offered.sized ? values.fit : undefined,
    width: offered.width ? values.width : undefined,
    benchmark: offered.sized ? values.benchmark : undefined,
  };
}

/** "1,240" and "1240.5" are numbers; "2,5" is not (the site writes numbers en-US). */
const NUMBER = /^[+-]?(\d{1,3}(,\d{3})+|\d*)(\.\d*)?$/;

/**
 * What a reader typed, in base units: undefined for an empty field, NaN for text that is no
 * number (the schema refuses it with the field's range message).
 */
export function typedToBase(key: SpecKey, text: string, system: UnitSystem): number | undefined {
  const typed = text.trim();
  if (typed === '') return undefined;
  if (!NUMBER.test(typed) || !/\d/.test(typed)) return Number.NaN;
  return toBase(key, Number(typed.replace(/,/g, '')), system);
}

/** A base value as its field shows it to the reader: converted, rounded, no separators. */
export function baseToTyped(key: SpecKey, base: number | undefined, system: UnitSystem): string {
  if (base === undefined || Number.isNaN(base)) return '';
  return String(toShown(key, base, system).value);
}

/** Both the same value, NaN included: what was typed still says what the form holds. */
export const sameValue = (a: number | undefined, b: number | undefined) =>
  a === b || (Number.isNaN(a) && Number.isNaN(b));

const FIT_FIELDS = ['sizeWorn', 'fit', 'width', 'benchmark'] as const;
export type FitPath = (typeof FIT_FIELDS)[number] | `measured.${SpecKey}`;

/** The group's field a server refusal names (its `error.field`, e.g. `measured.weight`), if any. */
export function fitPathOf(field: string | undefined): FitPath | undefined {
  if (!field) return undefined;
  if ((FIT_FIELDS as readonly string[]).includes(field)) return field as FitPath;
  const [head, key, ...rest] = field.split('.');
  if (head === 'measured' && rest.length === 0 && (SPEC_KEYS as string[]).includes(key ?? '')) {
    return field as FitPath;
  }
  return undefined;
}
