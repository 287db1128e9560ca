import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@web/lib/cn';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn('field h-10', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn('field min-h-28', className)} {...props} />;
}

/**
 * `normal` for a label read as a sentence beside its checkbox or switch: a prop, not a class, as
 * no class may override another in `cn` (issue 46).
 */
export function Label({
  className,
  weight = 'medium',
  ...props
}: ComponentProps<'label'> & { weight?: 'medium' | 'normal' }) {
  return (
    // eslint-disable-next-line jsx-a11y/label-has-associated-control -- callers pass htmlFor
    <label
      className={cn('text-sm', weight === 'medium' ? 'font-medium' : 'font-normal', className)}
      {...props}
    />
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-destructive" role="alert">
      {message}
    </p>
  );
}

/** A text area's label with its live character count, red past the limit. */
export function LabelWithCount({
  htmlFor,
  children,
  length,
  max,
}: {
  htmlFor: string;
  children: ReactNode;
  length: number;
  max: number;
}) {
  return (
    <div className="flex justify-between">
      <Label htmlFor={htmlFor}>{children}</Label>
      <span
        aria-live="polite"
        className={cn('text-sm', length > max ? 'text-destructive' : 'text-muted-foreground')}
      >
        {length}/{max}
      </span>
    </div>
  );
}
