import { Controller, type UseFormReturn } from 'react-hook-form';
import { CONNECTION_IDS, CONNECTIONS, OBTAINED, OBTAINED_IDS } from '@shared/obtained';
import type { TReviewForm } from '@shared/schemas/reviews';
import { RadioChoices } from '@web/components/ui/radio-choices';

const OBTAINED_CHOICES = OBTAINED_IDS.map((value) => ({ label: OBTAINED[value], value }));
const CONNECTION_CHOICES = [
  { label: 'None', value: null },
  ...CONNECTION_IDS.map((value) => ({ label: CONNECTIONS[value], value })),
];

/**
 * Issue 52: how the reviewer got the gear (required) and any tie to its maker, which readers
 * see on the review and may leave out of the scores.
 */
export function HowObtained({
  form,
  idPrefix,
}: {
  form: UseFormReturn<TReviewForm>;
  idPrefix: string;
}) {
  return (
    <div className="grid gap-4">
      <Controller
        control={form.control}
        name="obtained"
        render={({ field, fieldState }) => (
          <RadioChoices
            name={`${idPrefix}-how`}
            legend="How did you get it?"
            choices={OBTAINED_CHOICES}
            chosen={field.value}
            onChoose={field.onChange}
            error={fieldState.error?.message}
            inputRef={field.ref}
          />
        )}
      />
      <Controller
        control={form.control}
        name="connection"
        render={({ field, fieldState }) => (
          <RadioChoices
            name={`${idPrefix}-connection`}
            legend="Any connection to the maker or seller?"
            choices={CONNECTION_CHOICES}
            chosen={field.value ?? null}
            onChoose={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </div>
  );
}
