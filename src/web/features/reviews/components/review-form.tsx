import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import { REVIEW_CONTENT_MAX, REVIEW_DEFAULT_SCORE, REVIEW_DEFAULT_STARS } from '@shared/limits';
import {
  reviewFormToRequest,
  ZReviewForm,
  type TReview,
  type TReviewForm,
} from '@shared/schemas/reviews';
import { METRICS } from '@shared/scoring';
import { SPEC_KEYS } from '@shared/specs';
import { productQuery } from '@web/features/products';
import { Button } from '@web/components/ui/button';
import { FieldError, Input, Label, LabelWithCount, Textarea } from '@web/components/ui/input';
import { toastFirstError } from '@web/lib/form-errors';
import { fitValuesOf, keepOffered } from '../fit-values';
import { useSaveReview } from '../write-mutations';
import { FitAndMeasures, showFitRefusal } from './fit-and-measures';
import { HowObtained } from './how-obtained';
import { MediaPicker } from './media-picker';
import { ScoreSliders } from './score-sliders';
import { StarPicker } from './star-picker';
import { useReviewMedia } from './use-review-media';
import { OpsecCheck, useOpsecGate } from '@web/features/opsec';
import { DraftNote } from '@web/lib/offline/draft-note';
import { WaitingForConnection } from '@web/lib/offline/send-or-queue';
import { useDraft } from '@web/lib/offline/use-draft';

const ORDER = [
  'title',
  'content',
  'rating',
  ...METRICS.map((m) => m.key),
  'pros',
  'cons',
  'obtained',
  'connection',
  'sizeWorn',
  'fit',
  'width',
  'benchmark',
  ...SPEC_KEYS.map((key) => `measured.${key}` as const),
  'photos',
  'video',
] as const;

const blank = (): TReviewForm => ({
  title: '',
  content: '',
  rating: REVIEW_DEFAULT_STARS,
  ...(Object.fromEntries(METRICS.map((m) => [m.key, REVIEW_DEFAULT_SCORE])) as Record<
    (typeof METRICS)[number]['key'],
    number
  >),
  pros: '',
  cons: '',
  photos: [],
  video: null,
  obtained: null,
  connection: null,
  ...fitValuesOf({}),
});

const fromReview = (r: TReview): TReviewForm => ({
  title: r.title,
  content: r.content,
  rating: r.rating,
  durability: r.durability,
  portability: r.portability,
  costValue: r.costValue,
  civilianAdaptation: r.civilianAdaptation,
  overallUtility: r.overallUtility,
  pros: r.pros.join('\n'),
  cons: r.cons.join('\n'),
  photos: r.photos,
  video: r.video,
  obtained: r.obtained,
  connection: r.connection,
  ...fitValuesOf(r),
});

/**
 * SPEC §5 Review form, for a new review or the author's edit. The server validates the same
 * schema and is the authority; a new or edited review waits for approval.
 */
const SUBMITTED = {
  title: 'Review submitted!',
  description: 'Your review is pending approval and will be visible once approved by our team.',
};

export function ReviewForm({
  productId,
  review,
  onDone,
}: {
  productId: string;
  review?: TReview;
  onDone?: () => void;
}) {
  const form = useForm<TReviewForm>({
    resolver: zodResolver(ZReviewForm),
    defaultValues: review ? fromReview(review) : blank(),
  });
  const errors = form.formState.errors;
  const content = useWatch({ control: form.control, name: 'content' }) ?? '';
  const [title, pros, cons] = useWatch({ control: form.control, name: ['title', 'pros', 'cons'] });
  const media = useReviewMedia(form, review);
  // The product page has it loaded already; My Reviews' edit loads it.
  const product = useQuery(productQuery(productId)).data;
  const draftName = `review:${productId}:${review?.id ?? 'new'}`;
  // Uploads last only as long as the form (use-review-media.ts): a draft keeps the words.
  const draft = useDraft(form, draftName, {
    kept: (values) => ({ ...values, photos: [], video: null }),
  });
  const mutation = useSaveReview(
    {
      productId,
      review,
      onShown: onDone,
      submitted: SUBMITTED,
      draft: { form: draftName, values: () => ({ ...form.getValues(), photos: [], video: null }) },
    },
    {
      onSuccess: async () => {
        await draft.sent();
        // A new review's form is emptied below; an edit's dialog closes holding the saved media.
        if (review) media.markSent();
        if (review) {
          toast.success('Review updated', {
            description: 'It will be visible again once approved by our team.',
          });
        } else {
          toast.success(SUBMITTED.title, { description: SUBMITTED.description });
          form.reset(blank());
        }
      },
      onError: async (err) => {
        if (opsec.refused(err)) return;
        // It waits on the device with its own copy; the page says so above every screen.
        if (err instanceof WaitingForConnection) {
          // Its uploads go with it, not with the form.
          media.markSent();
          await draft.sent();
          return form.reset(blank());
        }
        showFitRefusal(form, err);
      },
    },
  );
  const id = (name: string) => `review-form-${review?.id ?? 'new'}-${name}`;
  // Issue 52: its words are checked as typed and on submit for what should not be public.
  const opsec = useOpsecGate([
    { name: 'title', text: title ?? '', inputId: id('title'), label: 'the title' },
    { name: 'content', text: content, inputId: id('content'), label: 'your review' },
    { name: 'pros', text: pros ?? '', inputId: id('pros'), label: 'the pros' },
    { name: 'cons', text: cons ?? '', inputId: id('cons'), label: 'the cons' },
  ]);
  const sendChecked = (acknowledged: boolean) =>
    mutation.mutate(
      reviewFormToRequest(ZReviewForm.parse(keepOffered(form.getValues(), product)), acknowledged),
    );
  const send = () => opsec.submit(sendChecked);

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit(send, toastFirstError<TReviewForm>(ORDER))}
    >
      <DraftNote draft={draft} />
      <div className="space-y-1.5">
        <Label htmlFor={id('title')}>Title</Label>
        <Input id={id('title')} aria-invalid={Boolean(errors.title)} {...form.register('title')} />
        <FieldError id={`${id('title')}-error`} message={errors.title?.message} />
      </div>
      <div className="space-y-1.5">
        <LabelWithCount htmlFor={id('content')} length={content.length} max={REVIEW_CONTENT_MAX}>
          Your review
        </LabelWithCount>
        <Textarea
          id={id('content')}
          rows={6}
          aria-invalid={Boolean(errors.content)}
          {...form.register('content')}
        />
        <FieldError id={`${id('content')}-error`} message={errors.content?.message} />
      </div>
      <div className="space-y-1.5">
        <span id={id('rating-label')} className="text-sm font-medium">
          Overall rating
        </span>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarPicker
              value={field.value}
              onChange={field.onChange}
              labelledBy={id('rating-label')}
            />
          )}
        />
      </div>
      <ScoreSliders control={form.control} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={id('pros')}>Pros (one per line)</Label>
          <Textarea id={id('pros')} rows={4} {...form.register('pros')} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={id('cons')}>Cons (one per line)</Label>
          <Textarea id={id('cons')} rows={4} {...form.register('cons')} />
        </div>
      </div>
      <HowObtained form={form} idPrefix={id('obtained')} />
      <FitAndMeasures
        form={form}
        product={product}
        idPrefix={id('fit')}
        disabled={mutation.isPending}
      />
      <MediaPicker
        idPrefix={id('media')}
        photos={media.photos}
        video={media.video}
        savedIds={media.savedIds}
        onAdd={media.add}
        onRemove={media.remove}
        onBusyChange={media.setUploading}
        disabled={mutation.isPending}
      />
      <OpsecCheck
        gate={opsec}
        busy={mutation.isPending}
        onPostAnyway={() => void form.handleSubmit(() => opsec.postAnyway(sendChecked))()}
      />
      <Button type="submit" disabled={mutation.isPending || media.uploading}>
        {media.uploading
          ? 'Uploading...'
          : mutation.isPending
            ? review
              ? 'Saving...'
              : 'Submitting...'
            : review
              ? 'Save Changes'
              : 'Submit Review'}
      </Button>
    </form>
  );
}
