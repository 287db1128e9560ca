import { Search } from '@web/components/icons';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';
import { Input } from './input';

/** A search field with its magnifier; name it with `aria-label`. */
export function SearchInput({ className, ...props }: ComponentProps<typeof Input>) {
  return (
    <div className={cn('relative', className)}>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input type="search" className="pl-9" {...props} />
    </div>
  );
}
