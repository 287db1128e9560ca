import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import { REPORT_CONTENT_MAX, REPORT_STATES, type ReportState } from '@shared/field-reports';
import { ZReportWrite, type TReport, type TReportWrite } from '@shared/schemas/field-reports';
import type { TReview } from '@shared/schemas/reviews';
import { METRICS, type Scores } from '@shared/scoring';
import { Button } from '@web/components/ui/button';
import { FieldError, Input, Label, LabelWithCount, Textarea } from '@web/components/ui/input';
import { toastFirstError } from '@web/lib/form-errors';
import { useSaveReport } from '../write-mutations';
import { ScoreSliders } from './score-sliders';

const ORDER = ['monthsOwned', 'state', 'content', ...METRICS.map((m) => m.key)] as const;
const STATE_IDS = Object.keys(REPORT_STATES) as ReportState[];
const MONTH_MS = 30.44 * 24 * 60 * 60 * 1000;

const scoresOf = (s: Scores): Scores => ({
  durability: s.durability,
  portability: s.portability,
  costValue: s.costValue,
  civilianAdaptation: s.civilianAdaptation,
  overallUtility: s.overallUtility,
});
const noScores = Object.fromEntries(METRICS.map((m) => [m.key, undefined]));

/** A new report starts from the months since the review was written; an edit from the report. */
function startingValues(review: TReview, report?: TReport): TReportWrite {
  if (report) {
    const { monthsOwned, state, content, scores } = report;
    return { monthsOwned, state, content, ...(scores ?? noScores) };
  }
  const months = Math.floor((Date.now() - new Date(review.createdAt).getTime()) / MONTH_MS);
  return { monthsOwned: Math.max(1, months), state: 'in_service', content: '', ...noScores };
}

/**
 * Issue 30: the author's field report on their approved review, new or an edit. The server
 * validates the same schema and says when reports open; a new or edited report waits for
 * approval. "Score it again" gives all five scores or, unticked, none.
 */
export function FieldReportForm({
  review,
  report,
  onDone,
}: {
  review: TReview;
  report?: TReport;
  onDone: () => void;
}) {
  const form = useForm<TReportWrite>({
    resolver: zodResolver(ZReportWrite),
    defaultValues: startingValues(review, report),
  });
  const errors = form.formState.errors;
  const content = useWatch({ control: form.control, name: 'content' }) ?? '';
  const [rescore, setRescore] = useState(Boolean(report?.scores));
  const toggleScores = (on: boolean) => {
    setRescore(on);
    // The sliders start from the scores the review shows now (its latest approved ones).
    const values: Partial<Scores> = on ? scoresOf(review) : noScores;
    for (const m of METRICS) form.setValue(m.key, values[m.key]);
  };
  const mutation = useSaveReport(
    { review, report },
    {
      onSuccess: () => {
        if (report) {
          toast.success('Field report updated', {
            description: 'It will be visible again once approved by our team.',
          });
        } else {
          toast.success('Field report submitted!', {
            description:
              'Your field report is pending approval and will be visible once approved by our team.',
          });
        }
        onDone();
      },
    },
  );
  const id = (name: string) => `report-form-${report?.id ?? review.id}-${name}`;

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit((v) => mutation.mutate(v), toastFirstError<TReportWrite>(ORDER))}
    >
      <div className="space-y-1.5">
        <Label htmlFor={id('months')} className="block">
          Months owned
        </Label>
        <Input
          id={id('months')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          className="w-32"
          aria-invalid={Boolean(errors.monthsOwned)}
          aria-describedby={errors.monthsOwned ? `${id('months')}-error` : undefined}
          {...form.register('monthsOwned', { valueAsNumber: true })}
        />
        <FieldError id={`${id('months')}-error`} message={errors.monthsOwned?.message} />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">What became of the gear?</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {STATE_IDS.map((state) => (
            <label
              key={state}
              className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary"
            >
              <input
                type="radio"
                value={state}
                className="size-4 accent-primary"
                {...form.register('state')}
              />
              {REPORT_STATES[state]}
            </label>
          ))}
        </div>
        <FieldError id={`${id('state')}-error`} message={errors.state?.message} />
      </fieldset>
      <div className="space-y-1.5">
        <LabelWithCount htmlFor={id('content')} length={content.length} max={REPORT_CONTENT_MAX}>
          What happened
        </LabelWithCount>
        <Textarea
          id={id('content')}
          rows={5}
          aria-invalid={Boolean(errors.content)}
          aria-describedby={errors.content ? `${id('content')}-error` : undefined}
          {...form.register('content')}
        />
        <FieldError id={`${id('content')}-error`} message={errors.content?.message} />
      </div>
      <fieldset className="space-y-4">
        <legend className="sr-only">Score it again</legend>
        <label className="flex w-fit items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={rescore}
            onChange={(e) => toggleScores(e.target.checked)}
          />
          Score it again
        </label>
        <p className="text-sm text-muted-foreground">
          {rescore
            ? 'Once approved, these five scores replace the review’s in the product’s figures.'
            : 'Leave unticked to keep the scores the review gives now.'}
        </p>
        {rescore ? <ScoreSliders control={form.control} /> : null}
        <FieldError id={`${id('scores')}-error`} message={errors.durability?.message} />
      </fieldset>
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending
          ? report
            ? 'Saving...'
            : 'Submitting...'
          : report
            ? 'Save Changes'
            : 'Submit Field Report'}
      </Button>
    </form>
  );
}
