import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/** The classes are styles.css's `.btn` family: a page has dozens of buttons. */
export const buttonVariants = cva('btn', {
  variants: {
    variant: {
      default: 'btn-primary',
      accent: 'btn-accent',
      outline: 'btn-outline',
      secondary: 'btn-secondary',
      ghost: 'btn-ghost',
      destructive: 'btn-destructive',
      link: 'btn-link',
    },
    size: { default: 'btn-md', sm: 'btn-sm', lg: 'btn-lg', icon: 'btn-icon' },
  },
  defaultVariants: { variant: 'default', size: 'default' },
});

export function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'button';
  return <Comp className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
