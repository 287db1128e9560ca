import { Controller, useFormContext, type FieldErrors } from 'react-hook-form';
import { SIZED_KIND_IDS, SIZED_KINDS, SPEC_FIELDS, toShown, type SpecKey } from '@shared/specs';
import type { UnitSystem } from '@shared/specs';
import { FieldError, Input, Label } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { claimKeysOf, NO_SIZES, type ClaimFields } from '@web/lib/spec-claims';

const SIZED_OPTIONS = [
  { value: NO_SIZES, label: 'No sizes' },
  ...SIZED_KIND_IDS.map((kind) => ({ value: kind, label: SIZED_KINDS[kind] })),
];

/** "Weight (oz)": the unit the reader types in. */
const labelOf = (key: SpecKey, system: UnitSystem) =>
  `${SPEC_FIELDS[key].label} (${toShown(key, 1, system).unit})`;

/**
 * Issue 48: the maker's claimed specs for the chosen category's fields, typed in the reader's
 * unit system (empty: none), and whether the gear comes in sizes. Inside a form whose values
 * include `ClaimFields` (a FormProvider); ids are `${prefix}-specs-${key}` and `${prefix}-sized`.
 */
export function SpecClaimsFields({
  prefix,
  category,
  system,
}: {
  prefix: string;
  category: string | undefined;
  system: UnitSystem;
}) {
  const { register, control, formState } = useFormContext<ClaimFields>();
  const errors: FieldErrors<ClaimFields> = formState.errors;
  const keys = claimKeysOf(category);
  const sizedId = `${prefix}-sized`;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">Maker&apos;s specs (optional)</legend>
      {keys.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Choose a category to give the maker&apos;s figures.
        </p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-3">
          {keys.map((key) => {
            const id = `${prefix}-specs-${key}`;
            const message = errors.specs?.[key]?.message;
            return (
              <div key={key} className="space-y-1.5">
                <Label htmlFor={id}>{labelOf(key, system)}</Label>
                <Input
                  id={id}
                  inputMode="decimal"
                  autoComplete="off"
                  aria-invalid={Boolean(message)}
                  aria-describedby={message ? `${id}-error` : undefined}
                  {...register(`specs.${key}`)}
                />
                <FieldError id={`${id}-error`} message={message} />
              </div>
            );
          })}
        </div>
      )}
      <div className="space-y-1.5 sm:max-w-xs">
        <Label htmlFor={sizedId}>Comes in sizes</Label>
        <Controller
          control={control}
          name="sized"
          render={({ field: f }) => (
            <Select
              id={sizedId}
              ref={f.ref}
              value={f.value}
              onValueChange={f.onChange}
              options={SIZED_OPTIONS}
              aria-invalid={Boolean(errors.sized)}
              aria-describedby={errors.sized ? `${sizedId}-error` : undefined}
            />
          )}
        />
        <FieldError id={`${sizedId}-error`} message={errors.sized?.message} />
      </div>
    </fieldset>
  );
}
