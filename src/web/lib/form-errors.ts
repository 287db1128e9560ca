import { get, type FieldErrors, type FieldPath, type FieldValues } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import { TOAST_TITLES } from '@shared/schemas/accounts';
import { MEDIA_TOAST_TITLES } from '@shared/schemas/media';
import { ApiError } from './api';

/** SPEC §8: the toast title a validation message is shown under. */
export const validationTitle = (message: string) =>
  TOAST_TITLES[message] ?? MEDIA_TOAST_TITLES[message] ?? 'Validation Error';

/** A field's message, or its first part's (`specs` → `specs.weight`); an error's own keys aside. */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const {
    message,
    ref: _ref,
    type: _type,
    types: _types,
    ...parts
  } = error as Record<string, unknown>;
  if (typeof message === 'string' && message) return message;
  for (const part of Object.values(parts)) {
    const found = firstMessage(part);
    if (found) return found;
  }
  return undefined;
}

/**
 * SPEC §5: only the first validation message is shown, in a toast titled 'Validation Error' or,
 * for the messages SPEC §8 gives their own title (account forms), under that title. `order`
 * names fields by their paths, so a nested one (`measured.weight`) takes its place too.
 */
export function toastFirstError<T extends FieldValues>(order: readonly FieldPath<T>[]) {
  return (errors: FieldErrors<T>) => {
    const first = order.map((path) => firstMessage(get(errors, path))).find(Boolean);
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

/**
 * The server's refusal of one field (a 400 naming it, `specs.weight`), for the form to show
 * under that field; null for any other failure, which the toast alone tells.
 */
export function serverFieldError(err: Error): { field: string; message: string } | null {
  if (!(err instanceof ApiError) || err.status !== 400 || !err.field) return null;
  return { field: err.field, message: err.message };
}
