import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { REJECTION_MSG, REJECTION_REASON_IDS, REJECTION_REASONS } from '@shared/moderation-figures';
import { MODERATOR_NOTE_MAX, ZReviewDecision } from '@shared/schemas/reviews';
import { Select } from '@web/components/ui/select';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { DialogActions } from '@web/components/ui/dialog-actions';
import { FieldError, Label, Textarea } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { toastFirstError } from '@web/lib/form-errors';
import type { Said } from './decision-said';

// The route's own body, less the absent one it also takes: the form always has its note, and
// (issue 52) a reason, which the route would take as "other" but a moderator names.
const ZRejectForm = ZReviewDecision.unwrap()
  .unwrap()
  .extend({ reason: z.enum(REJECTION_REASON_IDS, REJECTION_MSG.reason) });
type TRejectForm = z.input<typeof ZRejectForm>;
const REASON_OPTIONS = REJECTION_REASON_IDS.map((value) => ({
  value,
  label: REJECTION_REASONS[value],
}));

/** The note's field, its count and its error; apart from the dialog so it renders on its own. */
export function RejectNoteForm({
  busy,
  onReject,
  label = 'Reject review',
}: {
  busy: boolean;
  /** The submit button's words: one review, or how many (issue 29). */
  label?: string;
  /** The reason, and the note trimmed, or undefined when none was written. */
  onReject: (said: Said) => void;
}) {
  const id = useId();
  const { register, handleSubmit, formState, control } = useForm<
    TRejectForm,
    unknown,
    z.output<typeof ZRejectForm>
  >({ resolver: zodResolver(ZRejectForm), defaultValues: { note: '' } });
  const length = (useWatch({ control, name: 'note' }) ?? '').length;
  const error = formState.errors.note?.message;
  const reasonError = formState.errors.reason?.message;
  return (
    <form
      noValidate
      onSubmit={handleSubmit(
        (v) => onReject({ note: v.note, reason: v.reason }),
        toastFirstError<TRejectForm>(['note', 'reason']),
      )}
      className="space-y-4"
    >
      <div className="space-y-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor={`${id}-note`}>Note to the author (optional)</Label>
          <span
            id={`${id}-count`}
            className={cn(
              'text-sm tabular-nums',
              length > MODERATOR_NOTE_MAX ? 'text-destructive' : 'text-muted-foreground',
            )}
          >
            {length}/{MODERATOR_NOTE_MAX}
            <span className="sr-only"> characters</span>
          </span>
        </div>
        <Textarea
          id={`${id}-note`}
          rows={4}
          placeholder="Why it was rejected, or what would make it fit"
          aria-invalid={Boolean(error)}
          aria-describedby={[`${id}-count`, error ? `${id}-error` : ''].join(' ').trim()}
          {...register('note')}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-reason`}>Reason</Label>
        <Controller
          control={control}
          name="reason"
          render={({ field }) => (
            <Select
              id={`${id}-reason`}
              ref={field.ref}
              value={field.value}
              placeholder="Choose a reason"
              options={REASON_OPTIONS}
              onValueChange={field.onChange}
              aria-invalid={Boolean(reasonError)}
              aria-describedby={reasonError ? `${id}-reason-error` : undefined}
            />
          )}
        />
        <FieldError id={`${id}-reason-error`} message={reasonError} />
      </div>
      <DialogActions label={label} busyLabel="Rejecting..." busy={busy} variant="destructive" />
    </form>
  );
}

/**
 * What is being rejected: one review, named, or several selected at once (issue 29), a field
 * report, named by its review (issue 30), or a question or an answer, quoted (issue 50).
 */
export type RejectSubject =
  | { title: string; author: string }
  | { count: number }
  | { reportOn: string; author: string }
  | { kind: 'question' | 'answer'; text: string; author: string };

function wording(subject: RejectSubject) {
  const told = 'The author is told, with your note if you write one.';
  if ('count' in subject) {
    return {
      title: `Reject ${subject.count} reviews?`,
      description: `None of the ${subject.count} selected reviews will be displayed. Each author is told, with your note if you write one.`,
      label: `Reject ${subject.count} reviews`,
    };
  }
  if ('kind' in subject) {
    return {
      title: `Reject this ${subject.kind}?`,
      description: `The ${subject.kind} “${subject.text}” by ${subject.author} will not be displayed. ${told}`,
      label: `Reject ${subject.kind}`,
    };
  }
  if ('reportOn' in subject) {
    return {
      title: 'Reject this field report?',
      description: `The field report on “${subject.reportOn}” by ${subject.author} will not be displayed. ${told}`,
      label: 'Reject field report',
    };
  }
  return {
    title: 'Reject this review?',
    description: `“${subject.title}” by ${subject.author} will not be displayed. ${told}`,
    label: undefined,
  };
}

/**
 * Issue 28: rejecting a pending review asks first, and lets the moderator write the author a
 * note, which reaches them with the notice; several selected reviews are rejected together, each
 * author told with the same note; a field report (issue 30), a question or an answer (issue 50)
 * is rejected the same way. Default export: a moderation queue loads it, and the form libraries,
 * when a moderator first rejects. The form is mounted only while open, so each opening starts empty; a failed rejection
 * keeps it open with the note.
 */
export default function RejectDialog({
  subject,
  open,
  onOpenChange,
  onCloseAutoFocus,
  busy,
  onReject,
}: {
  subject: RejectSubject;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (e: Event) => void;
  busy: boolean;
  onReject: (said: Said) => void;
}) {
  const words = wording(subject);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={words.title}
        description={words.description}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <RejectNoteForm busy={busy} onReject={onReject} label={words.label} />
      </DialogContent>
    </Dialog>
  );
}
