import type { ComponentProps } from 'react';
import { Button } from './button';
import { DialogClose } from './dialog';

/** A dialog form's footer: Cancel closes it; the submit button is disabled and relabelled while busy. */
export function DialogActions({
  label,
  busyLabel,
  busy,
  variant,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  variant?: ComponentProps<typeof Button>['variant'];
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button type="button" variant="outline">
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" variant={variant} disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
