import type { FieldErrors, FieldValues } from 'react-hook-form';
import { toast } from 'sonner';
import { TOAST_TITLES } from '@shared/schemas/accounts';

/**
 * SPEC §5: only the first validation message is shown, in a toast titled 'Validation Error' or,
 * for the messages SPEC §8 gives their own title (account forms), under that title.
 */
export function toastFirstError<T extends FieldValues>(order: readonly (keyof T)[]) {
  return (errors: FieldErrors<T>) => {
    const first = order.map((k) => errors[k]?.message).find(Boolean);
    if (typeof first !== 'string') return;
    const title = TOAST_TITLES[first] ?? 'Validation Error';
    toast.error(title, title === first ? undefined : { description: first });
  };
}
