import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('card', className)} {...props} />;
}
/*
 * What a caller may change of a header's or title's own classes is a prop, not a class: no class
 * may override another in `cn` (issue 46).
 */

/** `layout` replaces the header's column and gap, as a row header's `flex-row … gap-3`. */
export function CardHeader({
  className,
  layout = 'flex-col gap-1.5',
  ...props
}: ComponentProps<'div'> & { layout?: string }) {
  return <div className={cn('flex p-5', layout, className)} {...props} />;
}

const TITLE_SIZE = { base: 'text-base', lg: 'text-lg leading-tight', '2xl': 'text-2xl' } as const;

export function CardTitle({
  className,
  children,
  as: Heading = 'h3',
  size = 'lg',
  ...props
}: ComponentProps<'h3'> & { as?: 'h1' | 'h2' | 'h3'; size?: keyof typeof TITLE_SIZE }) {
  return (
    <Heading className={cn('font-semibold', TITLE_SIZE[size], className)} {...props}>
      {children}
    </Heading>
  );
}
export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-5 pt-0', className)} {...props} />;
}
