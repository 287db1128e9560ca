import { X } from '@web/components/icons';
import { Dialog as D } from 'radix-ui';
import { useRef, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@web/lib/cn';

export const Dialog = D.Root;
export const DialogTrigger = D.Trigger;
export const DialogClose = D.Close;

/** A prop, not a caller's class: no class may override another in `cn` (issue 46). */
const MAX_WIDTH = { lg: 'max-w-lg', '2xl': 'max-w-2xl', '4xl': 'max-w-4xl' } as const;

export function DialogContent({
  className,
  children,
  title,
  description,
  onOpenAutoFocus,
  onCloseAutoFocus,
  maxWidth = 'lg',
  ...props
}: ComponentProps<typeof D.Content> & {
  title: string;
  description?: ReactNode;
  maxWidth?: keyof typeof MAX_WIDTH;
}) {
  // Radix gives focus back on close only to a DialogTrigger, and most of our dialogs open from
  // state (a row's button, a lazily loaded dialog): give it back to what had it at opening.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <D.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-card p-6 text-card-foreground shadow-xl',
          MAX_WIDTH[maxWidth],
          className,
        )}
        onOpenAutoFocus={(e) => {
          const active = document.activeElement;
          opener.current = active instanceof HTMLElement ? active : null;
          onOpenAutoFocus?.(e);
        }}
        onCloseAutoFocus={(e) => {
          onCloseAutoFocus?.(e);
          if (e.defaultPrevented || !opener.current?.isConnected) return;
          e.preventDefault();
          opener.current.focus();
        }}
        {...props}
        // React sends events up the component tree, not the page: a dialog opened from inside a
        // form would otherwise submit that form as well as its own.
        onSubmit={(e) => e.stopPropagation()}
      >
        <div className="space-y-1.5 pr-6">
          <D.Title className="text-lg font-semibold">{title}</D.Title>
          {description ? (
            <D.Description className="text-sm text-muted-foreground">{description}</D.Description>
          ) : null}
        </div>
        {children}
        <D.Close
          className="absolute right-4 top-4 rounded-sm opacity-70 hover:opacity-100"
          aria-label="Close"
        >
          <X className="size-4" />
        </D.Close>
      </D.Content>
    </D.Portal>
  );
}
