import { useId, useState } from 'react';
import {
  Controller,
  get,
  useWatch,
  type FieldValues,
  type Path,
  type PathValue,
  type RefCallBack,
  type UseFormReturn,
} from 'react-hook-form';
import { FIT_VERDICT_IDS, FIT_VERDICTS, FIT_WIDTH_IDS, FIT_WIDTHS } from '@shared/fit';
import { SPEC_FIELDS, toShown, type SpecKey, type UnitSystem } from '@shared/specs';
import { ChevronDown } from '@web/components/icons';
import { Button } from '@web/components/ui/button';
import { FieldError, Input, Label } from '@web/components/ui/input';
import { TextField } from '@web/features/accounts';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { useUnitSystem } from '@web/lib/units';
import {
  baseToTyped,
  fitPathOf,
  offeredFields,
  sameValue,
  typedToBase,
  type FitPath,
  type FitProduct,
  type FitValues,
} from '../fit-values';
import { RadioChoices } from '@web/components/ui/radio-choices';

const NOT_SAID = { label: 'Not said', value: undefined };
/** The verdict, and the width (footwear's alone), each with "Not said" first. */
const CHOICE_GROUPS = [
  {
    name: 'fit',
    legend: 'How does it fit?',
    choices: [NOT_SAID, ...FIT_VERDICT_IDS.map((v) => ({ label: FIT_VERDICTS[v], value: v }))],
  },
  {
    name: 'width',
    legend: 'Width',
    choices: [NOT_SAID, ...FIT_WIDTH_IDS.map((w) => ({ label: FIT_WIDTHS[w], value: w }))],
  },
] as const;

type Props<T extends FitValues & FieldValues> = {
  /** A review or field report form: its values hold the group's fields by their request names. */
  form: UseFormReturn<T>;
  product: FitProduct;
  idPrefix: string;
  disabled: boolean;
};

/**
 * Issue 48: "Fit and measurements", optional, in the reader's units (metric or imperial, their
 * choice): the review form's and the field report form's alike.
 */
export function FitAndMeasures<T extends FitValues & FieldValues>({
  product,
  ...props
}: Omit<Props<T>, 'product'> & { product: FitProduct | undefined }) {
  const [system] = useUnitSystem();
  // Until the product is known (My Reviews loads it), so is not what it asks.
  return product ? <FitFields {...props} product={product} system={system} /> : null;
}

/** A server refusal naming one of the group's fields (`measured.weight`) shows under it too. */
export function showFitRefusal<T extends FitValues & FieldValues>(
  form: UseFormReturn<T>,
  err: Error,
) {
  const path = err instanceof ApiError && err.status === 400 ? fitPathOf(err.field) : undefined;
  if (path) form.setError(path as Path<T>, { message: err.message });
}

/**
 * The group for a reader of `system`. Closed at first unless it holds something (an edit) or an
 * error, so a review without it stays short; every field in it may be left empty.
 */
export function FitFields<T extends FitValues & FieldValues>({
  form,
  product,
  idPrefix,
  disabled,
  system,
}: Props<T> & { system: UnitSystem }) {
  const offered = offeredFields(product);
  const id = (name: string) => `${idPrefix}-${name}`;
  const path = (name: FitPath) => name as Path<T>;
  const errorOf = (name: FitPath): string | undefined =>
    (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const names: FitPath[] = [
    'sizeWorn',
    'fit',
    'width',
    'benchmark',
    ...offered.specs.map((key) => `measured.${key}` as const),
  ];
  const chosen = {
    fit: useWatch({ control: form.control, name: path('fit') }) as FitValues['fit'],
    width: useWatch({ control: form.control, name: path('width') }) as FitValues['width'],
  };
  const choose = (name: 'fit' | 'width', value: string | undefined) =>
    form.setValue(path(name), value as PathValue<T, Path<T>>, { shouldDirty: true });
  const hasError = names.some((name) => errorOf(name) !== undefined);
  const [open, setOpen] = useState(() => stated(form.getValues() as FitValues));
  const shown = open || hasError;
  const panel = useId();

  return (
    <div className="rounded-md border">
      <Button
        type="button"
        variant="ghost"
        className="w-full justify-start"
        aria-expanded={shown}
        aria-controls={panel}
        onClick={() => setOpen(!shown)}
      >
        <ChevronDown aria-hidden className={cn('transition-transform', shown && 'rotate-180')} />
        Fit and measurements
        <span className="font-normal text-muted-foreground">(optional)</span>
      </Button>
      <fieldset id={panel} hidden={!shown} disabled={disabled} className="space-y-5 border-t p-3">
        <legend className="sr-only">Fit and measurements</legend>
        {offered.sized ? (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id={id('size-worn')}
                label="Size worn"
                error={errorOf('sizeWorn')}
                {...form.register(path('sizeWorn'))}
              />
              <TextField
                id={id('benchmark')}
                label="Your usual size in another product"
                hint="For example: 10.5 in Salomon Quest 4"
                error={errorOf('benchmark')}
                {...form.register(path('benchmark'))}
              />
            </div>
            {CHOICE_GROUPS.filter((group) => group.name === 'fit' || offered.width).map((group) => (
              <RadioChoices
                key={group.name}
                name={id(group.name)}
                legend={group.legend}
                choices={group.choices}
                chosen={chosen[group.name]}
                onChoose={(value) => choose(group.name, value)}
                error={errorOf(group.name)}
              />
            ))}
          </>
        ) : null}
        {offered.specs.length > 0 ? (
          <div className="space-y-2">
            <p id={id('measured-hint')} className="text-sm text-muted-foreground">
              Only what you weighed or measured yourself, in{' '}
              {system === 'imperial' ? 'imperial' : 'metric'} units.
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              {offered.specs.map((key) => (
                <Controller
                  key={key}
                  control={form.control}
                  name={path(`measured.${key}`)}
                  render={({ field }) => (
                    <MeasuredField
                      specKey={key}
                      system={system}
                      id={id(`measured-${key}`)}
                      hintId={id('measured-hint')}
                      value={field.value as number | undefined}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      error={errorOf(`measured.${key}`)}
                    />
                  )}
                />
              ))}
            </div>
          </div>
        ) : null}
      </fieldset>
    </div>
  );
}

/** Whether the form starts with anything of the group's: an edit's stated fit or figures. */
const stated = (v: FitValues) =>
  Boolean(
    v.sizeWorn ||
    v.fit ||
    v.width ||
    v.benchmark ||
    Object.values(v.measured ?? {}).some((m) => m !== undefined),
  );

/**
 * One measurement, typed in the reader's units; the form holds it in base units. What was typed
 * shows as typed ("2." on the way to "2.5") while it says the value the form holds; otherwise
 * (the form emptied after sending, the units switched) the value the form holds shows.
 */
function MeasuredField({
  specKey,
  system,
  id,
  hintId,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
}: {
  specKey: SpecKey;
  system: UnitSystem;
  id: string;
  hintId: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  onBlur: () => void;
  /** The form's, so a refused value's field takes focus on sending. */
  inputRef: RefCallBack;
  error: string | undefined;
}) {
  const [typed, setTyped] = useState(() => baseToTyped(specKey, value, system));
  const text = sameValue(typedToBase(specKey, typed, system), value)
    ? typed
    : baseToTyped(specKey, value, system);
  const { unit } = toShown(specKey, 0, system);
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id} className="block">
        {`${SPEC_FIELDS[specKey].label} (${unit})`}
      </Label>
      <Input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        className="w-40"
        value={text}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${hintId} ${id}-error` : hintId}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          onChange(typedToBase(specKey, event.currentTarget.value, system));
        }}
        onBlur={onBlur}
        ref={inputRef}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
