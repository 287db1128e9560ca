import { FIT_MSG } from '@shared/fit';
import type { fitAndMeasuresFields, fitAndMeasuresInput } from '@shared/schemas/fit';
import { CATEGORY_SPECS, SPEC_KEYS, type SizedKind } from '@shared/specs';
import type { CategoryId } from '@shared/catalog';
import type { z } from 'zod';
import { badRequest } from '../../lib/errors';
import type { fitAndMeasureColumns } from './schema';

type Input = z.output<z.ZodObject<typeof fitAndMeasuresInput>>;
type Fields = z.output<z.ZodObject<typeof fitAndMeasuresFields>>;
type Columns = { [K in keyof ReturnType<typeof fitAndMeasureColumns>]: Fields[K] | null };

/**
 * Issue 48: what the request may say of this product. A measurement names one of its category's
 * spec fields; a fit is said only of sized gear, and a width of footwear. A 400 names the field.
 */
export function checkFitAndMeasures(
  product: { category: string; sized: SizedKind | null },
  input: Input,
): void {
  const fields = CATEGORY_SPECS[product.category as CategoryId] ?? [];
  for (const key of SPEC_KEYS) {
    if (input.measured?.[key] !== undefined && !fields.includes(key)) {
      throw badRequest(FIT_MSG.notASpec(key), `measured.${key}`);
    }
  }
  if (product.sized === null) {
    const said = (['sizeWorn', 'fit', 'width', 'benchmark'] as const).find(
      (k) => input[k] !== undefined,
    );
    if (said) throw badRequest(FIT_MSG.notSized, said);
  } else if (input.width !== undefined && product.sized !== 'footwear') {
    throw badRequest(FIT_MSG.widthFootwearOnly, 'width');
  }
}

/** The columns a write stores: whatever the request leaves out, it no longer states. */
export function fitAndMeasureValues(input: Input): Columns {
  const measured = Object.fromEntries(
    SPEC_KEYS.flatMap((key) =>
      input.measured?.[key] === undefined ? [] : [[key, input.measured[key]]],
    ),
  );
  return {
    measured: Object.keys(measured).length > 0 ? measured : null,
    sizeWorn: input.sizeWorn ?? null,
    fit: input.fit ?? null,
    width: input.width ?? null,
    benchmark: input.benchmark ?? null,
  };
}

/** What a review or report answer carries of them, from its row: only what it states. */
export const fitAndMeasuresOf = (row: Columns): Fields => ({
  ...(row.measured && { measured: row.measured }),
  ...(row.sizeWorn && { sizeWorn: row.sizeWorn }),
  ...(row.fit && { fit: row.fit }),
  ...(row.width && { width: row.width }),
  ...(row.benchmark && { benchmark: row.benchmark }),
});
