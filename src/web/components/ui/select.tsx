import { ChevronDown } from '@web/components/icons';
import type { Ref } from 'react';
import { cn } from '@web/lib/cn';

export interface Option {
  value: string;
  label: string;
}

/**
 * The browser's own select, styled like our inputs (decision 015): its list is the platform's
 * (a wheel or sheet on a phone), it works before the page's JavaScript has run, and it costs no
 * JavaScript of its own.
 */
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
  /** A form focuses it when this field holds the first error. */
  ref?: Ref<HTMLSelectElement>;
}) {
  const chosen = options.some((o) => o.value === value);
  return (
    <div className={cn('relative', className)}>
      <select
        id={id}
        ref={ref}
        value={chosen ? value : ''}
        onChange={(e) => onValueChange(e.target.value)}
        aria-label={ariaLabel}
        aria-invalid={ariaInvalid}
        aria-describedby={ariaDescribedBy}
        data-placeholder={chosen ? undefined : ''}
        className="select"
      >
        {chosen ? null : (
          // Shown until something is chosen, and never offered in the list.
          <option value="" disabled hidden>
            {placeholder ?? ''}
          </option>
        )}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden className="select-chevron" />
    </div>
  );
}
