import { Check, ChevronDown } from 'lucide-react';
import { getNonce } from 'get-nonce';
import { Select as S } from 'radix-ui';
import { useContext, type Ref } from 'react';
import { cn } from '@web/lib/cn';
import { PopupContainer } from './popup-container';

export interface Option {
  value: string;
  label: string;
}

/** A labelled Radix select: keyboard and screen-reader friendly, styled like our inputs. */
export function Select({
  value,
  onValueChange,
  options,
  placeholder,
  id,
  className,
  'aria-label': ariaLabel,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  ref,
}: {
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: readonly Option[];
  placeholder?: string;
  id?: string;
  className?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** The trigger button: a form focuses it when this field holds the first error. */
  ref?: Ref<HTMLButtonElement>;
}) {
  const container = useContext(PopupContainer);
  return (
    <S.Root value={value} onValueChange={onValueChange}>
      <S.Trigger
        id={id}
        aria-label={ariaLabel}
        aria-invalid={ariaInvalid}
        aria-describedby={ariaDescribedBy}
        ref={ref}
        className={cn(
          'flex h-10 w-full items-center justify-between gap-2 rounded-md border bg-card px-3 text-sm data-[placeholder]:text-muted-foreground aria-invalid:border-destructive',
          className,
        )}
      >
        <S.Value placeholder={placeholder} />
        <S.Icon>
          <ChevronDown className="size-4 opacity-60" />
        </S.Icon>
      </S.Trigger>
      <S.Portal container={container}>
        <S.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-80 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border bg-card text-card-foreground shadow-lg"
        >
          {/* Radix injects a <style> here; the CSP admits it only with the page's nonce. */}
          <S.Viewport className="p-1" nonce={getNonce()}>
            {/* Keyboard focus gets an inset outline (the list clips) besides the faint highlight. */}
            {options.map((o) => (
              <S.Item
                key={o.value}
                value={o.value}
                className="relative flex cursor-pointer select-none items-center rounded-sm py-1.5 pl-8 pr-2 text-sm focus-visible:-outline-offset-2 data-[highlighted]:bg-muted"
              >
                <S.ItemIndicator className="absolute left-2">
                  <Check className="size-4" />
                </S.ItemIndicator>
                <S.ItemText>{o.label}</S.ItemText>
              </S.Item>
            ))}
          </S.Viewport>
        </S.Content>
      </S.Portal>
    </S.Root>
  );
}
