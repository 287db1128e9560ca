import { get, type FieldErrors, type FieldPath, type FieldValues } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import { TOAST_TITLES } from '@shared/schemas/accounts';
import { MEDIA_TOAST_TITLES } from '@shared/schemas/media';

/** SPEC §8: the toast title a validation message is shown under. */
export const validationTitle = (message: string) =>
  TOAST_TITLES[message] ?? MEDIA_TOAST_TITLES[message] ?? 'Validation Error';

/**
 * SPEC §5: only the first validation message is shown, in a toast titled 'Validation Error' or,
 * for the messages SPEC §8 gives their own title (account forms), under that title. `order`
 * names fields by their paths, so a nested one (`measured.weight`) takes its place too.
 */
export function toastFirstError<T extends FieldValues>(order: readonly FieldPath<T>[]) {
  return (errors: FieldErrors<T>) => {
    const first = order
      .map((path) => (get(errors, path) as { message?: unknown } | undefined)?.message)
      .find(Boolean);
    if (typeof first !== 'string') return;
    const title = validationTitle(first);
    toast.error(title, title === first ? undefined : { description: first });
  };
}

/** A field's id and its error's wiring for assistive technology: `${prefix}-${name}(-error)`. */
export function fieldA11y<T extends FieldValues>(
  prefix: string,
  errors: FieldErrors<T>,
  name: keyof T & string,
) {
  const id = `${prefix}-${name}`;
  return {
    id,
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${id}-error` : undefined,
  };
}
