import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { ZodType } from 'zod';
import { Button } from '@web/components/ui/button';
import { FieldError, LabelWithCount, Textarea } from '@web/components/ui/input';

/**
 * One text field with its count, checked by the request's own schema (the spec-style messages
 * under the field), for asking, answering and editing either. The submit button is relabelled
 * while the request is on its way; what was typed stays until it succeeds.
 */
export function QaTextForm({
  label,
  schema,
  max,
  submitLabel,
  busyLabel,
  busy,
  initial = '',
  rows = 3,
  onSubmit,
  onCancel,
  onTextChange,
  focusOnOpen = false,
  children,
}: {
  label: string;
  schema: ZodType<{ text: string }>;
  max: number;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  initial?: string;
  rows?: number;
  /** Sends the checked text; resolves true when it was taken, so the field empties. */
  onSubmit: (text: string) => Promise<boolean>;
  onCancel?: () => void;
  onTextChange?: (text: string) => void;
  /** Opened from a button it replaces (Answer, Edit): the field takes the keyboard's focus. */
  focusOnOpen?: boolean;
  /** Shown between the field and the buttons (similar questions). */
  children?: ReactNode;
}) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusOnOpen) form.current?.querySelector('textarea')?.focus();
  }, [focusOnOpen]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const parsed = schema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    if (await onSubmit(parsed.data.text)) {
      setText('');
      onTextChange?.('');
    }
  };
  return (
    <form ref={form} noValidate onSubmit={submit} className="space-y-2">
      <LabelWithCount htmlFor={id} length={text.length} max={max}>
        {label}
      </LabelWithCount>
      <Textarea
        id={id}
        rows={rows}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          onTextChange?.(e.target.value);
          if (error) setError(undefined);
        }}
      />
      <FieldError id={`${id}-error`} message={error} />
      {children}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="outline" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        {/* Not disabled while busy (a disabled button drops the keyboard's focus): a second
            submit is ignored instead. */}
        <Button type="submit" size="sm" aria-disabled={busy || undefined}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
