import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { BRANCHES } from '@shared/catalog';
import { FieldError, Label } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';

const BRANCH_OPTIONS = BRANCHES.map((b) => ({ value: b.id, label: b.label }));

/** The Branch select of every form that asks for one (sign-up, setup, invite request). */
export function BranchField<T extends FieldValues>({
  control,
  name,
  id,
  error,
}: {
  control: Control<T>;
  name: Path<T>;
  id: string;
  error?: string;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Branch</Label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select
            id={id}
            value={field.value}
            onValueChange={field.onChange}
            options={BRANCH_OPTIONS}
            placeholder="Select your branch"
            aria-invalid={Boolean(error)}
          />
        )}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
