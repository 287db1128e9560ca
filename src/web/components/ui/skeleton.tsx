import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />
  );
}

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex justify-center py-10">
      <span className="size-8 animate-spin rounded-full border-4 border-muted border-t-primary" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
