import type { Ref } from 'react';
import { FieldError } from '@web/components/ui/input';

/**
 * A row of radio buttons under a legend, one of them chosen; `name` is the group's (arrow keys
 * move within it) and the prefix of its error's id. A choice of `undefined` ("Not said") lets
 * an answer once given be taken back. `inputRef` goes to the first button, for the form to focus
 * when the group is the first in error.
 */
export function RadioChoices<V>({
  name,
  legend,
  choices,
  chosen,
  onChoose,
  error,
  inputRef,
}: {
  name: string;
  legend: string;
  choices: readonly { label: string; value: V }[];
  chosen: V;
  onChoose: (value: V) => void;
  error: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <fieldset className="space-y-1.5" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice, i) => (
          <label
            key={choice.label}
            className="flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm has-[:checked]:border-primary"
          >
            <input
              ref={i === 0 ? inputRef : undefined}
              type="radio"
              name={name}
              className="size-4 accent-primary"
              checked={chosen === choice.value}
              onChange={() => onChoose(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
      <FieldError id={`${name}-error`} message={error} />
    </fieldset>
  );
}
