import { Search } from '@web/components/icons';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';
import { Input } from './input';

/** A search field with its magnifier; name it with `aria-label`. */
export function SearchInput({ className, ...props }: ComponentProps<typeof Input>) {
  return (
    <div className={cn('relative', className)}>
      <Search className="search-icon" />
      <Input type="search" className="pl-9" {...props} />
    </div>
  );
}
