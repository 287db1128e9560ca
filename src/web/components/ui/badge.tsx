import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/** The classes are styles.css's `.badge` family. */
const badgeVariants = cva('badge', {
  variants: {
    variant: {
      default: 'badge-primary',
      secondary: 'badge-secondary',
      accent: 'badge-accent',
      outline: 'badge-outline',
    },
  },
  defaultVariants: { variant: 'default' },
});

export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
