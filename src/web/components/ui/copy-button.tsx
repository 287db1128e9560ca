import { Check, Copy } from '@web/components/icons';
import { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { toast } from '@web/lib/toast';
import { Button } from './button';

/**
 * Copies `value` to the clipboard and says so ('Copied!'). Icon-only unless `children` is given;
 * `label` names what is copied ("invitation code") for screen readers.
 */
export function CopyButton({
  value,
  label,
  children,
  variant = 'outline',
  size,
  ...props
}: Omit<ComponentProps<typeof Button>, 'onClick' | 'children' | 'value'> & {
  value: string;
  label: string;
  children?: ReactNode;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => {
        setCopied(true);
        toast.success('Copied!');
      },
      () => toast.error('Could not copy', { description: 'Select the text and copy it by hand.' }),
    );

  const Icon = copied ? Check : Copy;
  return (
    <Button
      type="button"
      variant={variant}
      size={size ?? (children ? 'sm' : 'icon')}
      aria-label={children ? undefined : `Copy ${label}`}
      title={`Copy ${label}`}
      onClick={() => void copy()}
      {...props}
    >
      <Icon aria-hidden />
      {children}
    </Button>
  );
}
