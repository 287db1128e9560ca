import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { CATEGORY_SPECS, toBase, toShown, type SizedKind, type SpecKey } from '@shared/specs';
import { SPEC_KEYS, type UnitSystem } from '@shared/specs';
import type { TSpecValues } from '@shared/schemas/specs';
import type { CategoryId } from '@shared/catalog';

/** The "comes in sizes" select's value for gear that does not (a select cannot hold null). */
export const NO_SIZES = 'none';

/**
 * Issue 48: the maker's claims as a form holds them: each field as the reader typed it, in
 * their unit system, and the kind of sized gear.
 */
export interface ClaimFields {
  specs: Record<SpecKey, string>;
  sized: SizedKind | typeof NO_SIZES;
}

/** The fields a category's products carry; none before a category is chosen. */
export const claimKeysOf = (category: string | undefined): readonly SpecKey[] =>
  CATEGORY_SPECS[category as CategoryId] ?? [];

/** A form's starting claims: each value as the reader's system shows it, empty where none. */
export function claimFieldsFrom(
  values: TSpecValues,
  sized: SizedKind | null,
  system: UnitSystem,
): ClaimFields {
  const specs = Object.fromEntries(
    SPEC_KEYS.map((key) => {
      const base = values[key];
      return [key, base === undefined ? '' : String(toShown(key, base, system).value)];
    }),
  ) as Record<SpecKey, string>;
  return { specs, sized: sized ?? NO_SIZES };
}

/** "1,240" as the page writes it back (formatNumber) is 1240; anything else is Number's. */
const typedNumber = (typed: string) =>
  Number(/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(typed) ? typed.replace(/,/g, '') : typed);

/**
 * The request's claims from the form's: only the chosen category's fields (what the form
 * shows), in base units. An empty field is `empty`: null where that clears a claim (an edit),
 * left out where none is the default (a submission). What is not a number stays NaN, for the
 * schema to refuse with the field's message.
 */
export function claimsRequest(
  fields: ClaimFields & { category?: unknown },
  system: UnitSystem,
  empty: null | undefined,
) {
  const specs: Partial<Record<SpecKey, number | null>> = {};
  for (const key of claimKeysOf(String(fields.category ?? ''))) {
    const typed = (fields.specs?.[key] ?? '').trim();
    if (typed !== '') specs[key] = toBase(key, typedNumber(typed), system);
    else if (empty === null) specs[key] = null;
  }
  return { specs, sized: fields.sized === NO_SIZES ? null : fields.sized };
}

/**
 * The request schema's own resolver, run on the request the form would send: one schema for
 * the form and the route, its messages at the form's own fields (`specs.weight`).
 */
export function claimsResolver<TForm extends FieldValues & ClaimFields, TOut extends FieldValues>(
  schema: z.ZodType<TOut>,
  system: UnitSystem,
  empty: null | undefined,
): Resolver<TForm, unknown, TOut> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, TOut>;
  return (values, context, options) =>
    resolve(
      { ...values, ...claimsRequest(values, system, empty) },
      context,
      options as never,
    ) as ReturnType<Resolver<TForm, unknown, TOut>>;
}
