import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import {
  FAILURE_DETAIL_MAX,
  FAILURE_MODE_IDS,
  FAILURE_MODES,
  REPORT_CONTENT_MAX,
  REPORT_STATES,
  STATES_WITH_FAILURE_MODE,
  type FailureMode,
  type ReportState,
} from '@shared/field-reports';
import { ZReportWrite, type TReport, type TReportWrite } from '@shared/schemas/field-reports';
import type { TReview } from '@shared/schemas/reviews';
import { METRICS, type Scores } from '@shared/scoring';
import { SPEC_KEYS } from '@shared/specs';
import { productQuery } from '@web/features/products';
import { Button } from '@web/components/ui/button';
import { FieldError, Input, Label, LabelWithCount, Textarea } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { toastFirstError } from '@web/lib/form-errors';
import { DraftNote } from '@web/lib/offline/draft-note';
import { WaitingForConnection } from '@web/lib/offline/send-or-queue';
import { useDraft } from '@web/lib/offline/use-draft';
import { fitValuesOf, keepOffered } from '../fit-values';
import { useSaveReport } from '../write-mutations';
import { FitAndMeasures, showFitRefusal } from './fit-and-measures';
import { RadioChoices } from '@web/components/ui/radio-choices';
import { ScoreSliders } from './score-sliders';
import { OpsecCheck, useOpsecGate } from '@web/features/opsec';

const ORDER = [
  'monthsOwned',
  'state',
  'failureMode',
  'failureDetail',
  'repaired',
  'content',
  ...METRICS.map((m) => m.key),
  'sizeWorn',
  'fit',
  'width',
  'benchmark',
  ...SPEC_KEYS.map((key) => `measured.${key}` as const),
] as const;
const MODE_OPTIONS = [
  { value: '', label: 'Not said' },
  ...FAILURE_MODE_IDS.map((mode) => ({ value: mode, label: FAILURE_MODES[mode] })),
];
const REPAIRED_CHOICES = [
  { label: 'Not said', value: undefined },
  { label: 'Repaired', value: true },
  { label: 'Not repaired', value: false },
] as const;
const STATE_IDS = Object.keys(REPORT_STATES) as ReportState[];
const SUBMITTED = {
  title: 'Field report submitted!',
  description:
    'Your field report is pending approval and will be visible once approved by our team.',
};
const MONTH_MS = 30.44 * 24 * 60 * 60 * 1000;

const scoresOf = (s: Scores): Scores => ({
  durability: s.durability,
  portability: s.portability,
  costValue: s.costValue,
  civilianAdaptation: s.civilianAdaptation,
  overallUtility: s.overallUtility,
});
const noScores = Object.fromEntries(METRICS.map((m) => [m.key, undefined]));

/**
 * A new report starts from the months since the review was written, saying nothing of fit or
 * measurements (what the member finds now, not what the review said); an edit from the report.
 */
function startingValues(review: TReview, report?: TReport): TReportWrite {
  if (report) {
    const { monthsOwned, state, content, scores } = report;
    return {
      monthsOwned,
      state,
      content,
      failureMode: report.failureMode ?? undefined,
      failureDetail: report.failureDetail ?? undefined,
      repaired: report.repaired ?? undefined,
      ...(scores ?? noScores),
      ...fitValuesOf(report),
    };
  }
  const months = Math.floor((Date.now() - new Date(review.createdAt).getTime()) / MONTH_MS);
  return {
    monthsOwned: Math.max(1, months),
    state: 'in_service',
    content: '',
    ...noScores,
    ...fitValuesOf({}),
  };
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
  const state = useWatch({ control: form.control, name: 'state' });
  const failureMode = useWatch({ control: form.control, name: 'failureMode' });
  const repaired = useWatch({ control: form.control, name: 'repaired' });
  const failureDetail = useWatch({ control: form.control, name: 'failureDetail' });
  const namesFailure = STATES_WITH_FAILURE_MODE.includes(state);
  // What gave out belongs to a failed or retired report, its detail to "Other", whether it was
  // repaired to a named failure: a choice that takes the field away clears what it held.
  const chooseMode = (mode: FailureMode | undefined) => {
    form.setValue('failureMode', mode);
    if (mode !== 'other') form.setValue('failureDetail', undefined);
    if (!mode) form.setValue('repaired', undefined);
  };
  const { onChange: onStateChange, ...stateField } = form.register('state');
  const [rescore, setRescore] = useState(Boolean(report?.scores));
  const draftName = `report:${review.id}:${report?.id ?? 'new'}`;
  const draft = useDraft(form, draftName, {
    restored: (values) => setRescore(values.durability !== undefined),
  });
  const toggleScores = (on: boolean) => {
    setRescore(on);
    // The sliders start from the scores the review shows now (its latest approved ones).
    const values: Partial<Scores> = on ? scoresOf(review) : noScores;
    for (const m of METRICS) form.setValue(m.key, values[m.key]);
  };
  // The product page has it loaded already; My Reviews' report dialog loads it.
  const product = useQuery(productQuery(review.productId)).data;
  const mutation = useSaveReport(
    { review, report, submitted: SUBMITTED, draft: draftName },
    {
      onSuccess: async () => {
        await draft.sent();
        if (report) {
          toast.success('Field report updated', {
            description: 'It will be visible again once approved by our team.',
          });
        } else {
          toast.success(SUBMITTED.title, { description: SUBMITTED.description });
        }
        onDone();
      },
      onError: async (err) => {
        if (opsec.refused(err)) return;
        // It waits on the device (the page says so above every screen) with its own copy.
        if (err instanceof WaitingForConnection) {
          await draft.sent();
          return onDone();
        }
        showFitRefusal(form, err);
      },
    },
  );
  const id = (name: string) => `report-form-${report?.id ?? review.id}-${name}`;
  // Issue 52: its words are checked as typed and on submit for what should not be public.
  const opsec = useOpsecGate([
    { name: 'content', text: content, inputId: id('content'), label: 'your report' },
    {
      name: 'failureDetail',
      text: failureDetail ?? '',
      inputId: id('detail'),
      label: 'what gave out',
    },
  ]);
  const send = (v: TReportWrite) => (opsecAcknowledged: boolean) =>
    mutation.mutate({ ...keepOffered(v, product), opsecAcknowledged });

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit(
        (v) => opsec.submit(send(v)),
        toastFirstError<TReportWrite>(ORDER),
      )}
    >
      <DraftNote draft={draft} />
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
                {...stateField}
                onChange={(event) => {
                  if (!STATES_WITH_FAILURE_MODE.includes(event.target.value as ReportState))
                    chooseMode(undefined);
                  return onStateChange(event);
                }}
              />
              {REPORT_STATES[state]}
            </label>
          ))}
        </div>
        <FieldError id={`${id('state')}-error`} message={errors.state?.message} />
      </fieldset>
      {namesFailure ? (
        <fieldset className="space-y-3 rounded-md border p-3">
          <legend className="px-1 text-sm font-medium">What gave out? (optional)</legend>
          <div className="space-y-1.5">
            <Label htmlFor={id('mode')} className="block">
              Part or cause
            </Label>
            <Select
              id={id('mode')}
              value={failureMode ?? ''}
              onValueChange={(v) => chooseMode((v || undefined) as FailureMode | undefined)}
              options={MODE_OPTIONS}
              className="sm:w-64"
              aria-invalid={Boolean(errors.failureMode)}
              aria-describedby={errors.failureMode ? `${id('mode')}-error` : undefined}
            />
            <FieldError id={`${id('mode')}-error`} message={errors.failureMode?.message} />
          </div>
          {failureMode === 'other' ? (
            <div className="space-y-1.5">
              <Label htmlFor={id('detail')} className="block">
                {`Say what, in ${FAILURE_DETAIL_MAX} characters or fewer`}
              </Label>
              <Input
                id={id('detail')}
                maxLength={FAILURE_DETAIL_MAX}
                aria-invalid={Boolean(errors.failureDetail)}
                aria-describedby={errors.failureDetail ? `${id('detail')}-error` : undefined}
                {...form.register('failureDetail')}
              />
              <FieldError id={`${id('detail')}-error`} message={errors.failureDetail?.message} />
            </div>
          ) : null}
          {failureMode ? (
            <RadioChoices
              name={id('repaired')}
              legend="Was it repaired?"
              choices={REPAIRED_CHOICES}
              chosen={repaired}
              onChoose={(value) => form.setValue('repaired', value)}
              error={errors.repaired?.message}
            />
          ) : null}
        </fieldset>
      ) : null}
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
      <FitAndMeasures
        form={form}
        product={product}
        idPrefix={id('fit')}
        disabled={mutation.isPending}
      />
      <OpsecCheck
        gate={opsec}
        busy={mutation.isPending}
        onPostAnyway={() => void form.handleSubmit((v) => opsec.postAnyway(send(v)))()}
      />
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
