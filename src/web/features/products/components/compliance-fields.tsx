import type { ReactNode } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import {
  CLAIM_STATUS_IDS,
  CLAIM_STATUSES,
  isLeveled,
  NIJ_LEVELS,
  SOURCE_REFERENCE_MAX,
  STANDARD_IDS,
  STANDARDS,
} from '@shared/compliance';
import { Plus, Trash2 } from '@web/components/icons';
import { Button } from '@web/components/ui/button';
import { FieldError, Input, Label } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { newClaimRow, type ClaimRow } from '../compliance-form';

const STANDARD_OPTIONS = STANDARD_IDS.map((id) => ({ value: id, label: STANDARDS[id].name }));
const STATUS_OPTIONS = CLAIM_STATUS_IDS.map((id) => ({ value: id, label: CLAIM_STATUSES[id] }));

type Fields = { compliance: ClaimRow[] };

/** One input of a row, labelled and tied to its error. */
function RowInput({
  id,
  label,
  message,
  children,
}: {
  id: string;
  label: string;
  message: string | undefined;
  children: (a11y: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': Boolean(message),
        'aria-describedby': message ? `${id}-error` : undefined,
      })}
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}

/** One of a row's selects (standard, status, level), bound to the form by its field. */
function RowSelect({
  index,
  field: name,
  id,
  label,
  message,
  placeholder,
  options,
}: {
  index: number;
  field: 'standard' | 'status' | 'level';
  id: string;
  label: string;
  message: string | undefined;
  placeholder?: string;
  options: readonly { value: string; label: string }[];
}) {
  const { control } = useFormContext<Fields>();
  return (
    <RowInput id={id} label={label} message={message}>
      {(a11y) => (
        <Controller
          control={control}
          name={`compliance.${index}.${name}`}
          render={({ field }) => (
            <Select
              {...a11y}
              ref={field.ref}
              value={field.value || undefined}
              placeholder={placeholder}
              onValueChange={field.onChange}
              options={options}
            />
          )}
        />
      )}
    </RowInput>
  );
}

function ClaimRowFields({
  prefix,
  index,
  onRemove,
}: {
  prefix: string;
  index: number;
  onRemove: () => void;
}) {
  const { register, control, formState } = useFormContext<Fields>();
  const row = useWatch({ control, name: `compliance.${index}` });
  const errors = formState.errors.compliance?.[index];
  const id = (field: string) => `${prefix}-compliance-${index}-${field}`;
  const name = STANDARDS[row.standard].name;
  return (
    <li className="space-y-3 rounded-md border p-3">
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <RowSelect
          index={index}
          field="standard"
          id={id('standard')}
          label="Standard"
          message={errors?.standard?.message}
          options={STANDARD_OPTIONS}
        />
        <RowSelect
          index={index}
          field="status"
          id={id('status')}
          label="Status"
          message={errors?.status?.message}
          options={STATUS_OPTIONS}
        />
        <Button type="button" variant="outline" onClick={onRemove} aria-label={`Remove ${name}`}>
          <Trash2 aria-hidden /> Remove
        </Button>
      </div>
      {isLeveled(row.standard) ? (
        <RowSelect
          index={index}
          field="level"
          id={id('level')}
          label="Level"
          message={errors?.level?.message}
          placeholder="Choose a level"
          options={NIJ_LEVELS[row.standard].map((l) => ({ value: l, label: l }))}
        />
      ) : null}
      {row.standard === 'nsn' ? (
        <RowInput id={id('nsn')} label="Stock number (NSN)" message={errors?.nsn?.message}>
          {(a11y) => (
            <Input
              {...a11y}
              inputMode="numeric"
              autoComplete="off"
              placeholder="1234-56-789-0123"
              {...register(`compliance.${index}.nsn`)}
            />
          )}
        </RowInput>
      ) : null}
      {row.status === 'checked' ? (
        <div className="grid gap-3 sm:grid-cols-[auto_1fr]">
          <RowInput id={id('checkedAt')} label="Checked on" message={errors?.checkedAt?.message}>
            {(a11y) => (
              <Input {...a11y} type="date" {...register(`compliance.${index}.checkedAt`)} />
            )}
          </RowInput>
          <RowInput
            id={id('reference')}
            label="Source (list and edition)"
            message={errors?.source?.reference?.message ?? errors?.source?.message}
          >
            {(a11y) => (
              <Input
                {...a11y}
                maxLength={SOURCE_REFERENCE_MAX}
                {...register(`compliance.${index}.source.reference`)}
              />
            )}
          </RowInput>
          <div className="sm:col-span-2">
            <RowInput id={id('url')} label="Source link" message={errors?.source?.url?.message}>
              {(a11y) => (
                <Input
                  {...a11y}
                  type="url"
                  inputMode="url"
                  {...register(`compliance.${index}.source.url`)}
                />
              )}
            </RowInput>
          </div>
        </div>
      ) : null}
    </li>
  );
}

/**
 * Issue 49: the admin's compliance claims on a product, a row each: the standard, whether the
 * maker claims it or an admin checked it (then the day and the source), with a level for NIJ
 * and the number for NSN. Inside a form whose values include `compliance` (a FormProvider).
 */
export function ComplianceFields({ prefix }: { prefix: string }) {
  const { control, formState } = useFormContext<Fields>();
  const { fields, append, remove } = useFieldArray({ control, name: 'compliance' });
  const rows = useWatch({ control, name: 'compliance' });
  const listError =
    formState.errors.compliance?.root?.message ?? formState.errors.compliance?.message;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">Standards (optional)</legend>
      <p className="text-sm text-muted-foreground">
        “Checked” means you found it on the official source: give the day and the source. You are
        credited with the check.
      </p>
      {fields.length > 0 ? (
        <ul className="space-y-3">
          {fields.map((f, index) => (
            <ClaimRowFields
              key={f.id}
              prefix={prefix}
              index={index}
              onRemove={() => remove(index)}
            />
          ))}
        </ul>
      ) : null}
      <FieldError id={`${prefix}-compliance-error`} message={listError} />
      {fields.length < STANDARD_IDS.length ? (
        <Button type="button" variant="outline" size="sm" onClick={() => append(newClaimRow(rows))}>
          <Plus aria-hidden /> Add a standard
        </Button>
      ) : null}
    </fieldset>
  );
}
