import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { ZodType } from 'zod';
import { Button } from '@web/components/ui/button';
import { FieldError, LabelWithCount, Textarea } from '@web/components/ui/input';
import { OpsecCheck, useOpsecGate } from '@web/features/opsec';
import type { QaPost } from '../api';

/**
 * One text field with its count, checked by the request's own schema (the spec-style messages
 * under the field), for asking, answering and editing either. The submit button is relabelled
 * while the request is on its way; what was typed stays until it succeeds. Issue 52: the words
 * are checked as typed and on submit for what should not be public.
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
  /**
   * Sends the checked post; resolves true when it was taken and the field should empty, and
   * rejects when it was refused (the mutation has told why).
   */
  onSubmit: (post: QaPost) => Promise<boolean>;
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
  const opsec = useOpsecGate([{ name: 'text', text, inputId: id, label: label.toLowerCase() }]);
  const send = async (opsecAcknowledged: boolean) => {
    try {
      if (await onSubmit({ text: text.trim(), opsecAcknowledged })) {
        setText('');
        onTextChange?.('');
      }
    } catch (err) {
      opsec.refused(err);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const parsed = schema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    opsec.submit((acknowledged) => void send(acknowledged));
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
      <OpsecCheck
        gate={opsec}
        busy={busy}
        onPostAnyway={() => opsec.postAnyway((acknowledged) => void send(acknowledged))}
      />
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
