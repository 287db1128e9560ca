import type { FieldErrors, FieldValues } from 'react-hook-form';
import { toast } from 'sonner';

/** SPEC §5: only the first validation message is shown, in a 'Validation Error' toast. */
export function toastFirstError<T extends FieldValues>(order: readonly (keyof T)[]) {
  return (errors: FieldErrors<T>) => {
    const first = order.map((k) => errors[k]?.message).find(Boolean);
    if (typeof first === 'string') toast.error('Validation Error', { description: first });
  };
}
