import { z } from 'zod';
import { FLAG_REASON_IDS, RATING_FILTERS, REVIEW_SORTS, SERVICE_BRANCH_IDS } from '../catalog';
import {
  FLAG_DESCRIPTION_MAX,
  REVIEW_CONTENT_MAX,
  REVIEW_CONTENT_MIN,
  REVIEW_LIST_ITEMS_MAX,
  REVIEW_LIST_ITEM_MAX,
  REVIEW_PHOTOS_MAX,
  REVIEW_STARS_MAX,
  REVIEW_STARS_MIN,
  REVIEW_TITLE_MAX,
} from '../limits';
import { AFFILIATION_IDS } from '../verification';
import { CONNECTION_IDS, OBTAINED_IDS, OBTAINED_MSG } from '../obtained';
import { opsecAcknowledgedInput } from './opsec-acknowledged';
import { REJECTION_MSG, REJECTION_REASON_IDS } from '../moderation-figures';
import {
  optionalText,
  pageParam,
  requiredText,
  scoreFields,
  scoreInput,
  searchParam,
} from './common';
import { REPORT_MSG, ZReport } from './field-reports';
import { fitAndMeasuresFields, fitAndMeasuresInput } from './fit';
import { MEDIA_MSG, ZMediaPhoto, ZMediaVideo } from './media';

export const ZReviewListQuery = z.object({
  search: searchParam,
  branch: z.enum(SERVICE_BRANCH_IDS, 'Unknown branch').optional(),
  minRating: z.enum(RATING_FILTERS, 'Unknown rating filter').optional().default('all'),
  sort: z.enum(REVIEW_SORTS, 'Unknown sort').optional().default('helpful'),
  /** "Verified only" (issue 29): reviews by members holding a current service verification. */
  verified: z
    .enum(['true', 'false'], 'Verified must be true or false')
    .optional()
    .transform((v) => v === 'true'),
  /** "Field-tested only" (issue 30): reviews with an approved field report. */
  fieldTested: z
    .enum(['true', 'false'], 'Field-tested must be true or false')
    .optional()
    .transform((v) => v === 'true'),
  /** Issue 52: "Bought it only", or any other way of getting the gear. */
  obtained: z.enum(OBTAINED_IDS, 'Unknown way of getting the product').optional(),
  page: pageParam,
});
export type TReviewListQuery = z.input<typeof ZReviewListQuery>;

export const ZReviewAuthor = z.object({
  name: z.string(),
  branch: z.string().nullable(),
  reviewerScore: z.number(),
});

export const ZReview = z.object({
  id: z.string(),
  productId: z.string(),
  userId: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  title: z.string(),
  content: z.string(),
  rating: z.number(),
  ...scoreFields,
  pros: z.array(z.string()),
  cons: z.array(z.string()),
  photos: z.array(ZMediaPhoto),
  video: ZMediaVideo.nullable(),
  upvotes: z.number(),
  downvotes: z.number(),
  createdAt: z.string(),
  author: ZReviewAuthor,
  /** The reader's own vote on this review; null for visitors and when they have not voted. */
  myVote: z.enum(['upvote', 'downvote']).nullable(),
  /** The author's current service verification (issue 29): the affiliation, or null. */
  verification: z.enum(AFFILIATION_IDS).nullable(),
  /**
   * Issue 30: its field reports, oldest first: the approved ones, and to its author their own
   * pending and rejected ones too.
   */
  reports: z.array(ZReport),
  /** The longest ownership its approved reports state, in months; null when none is approved. */
  fieldTestedMonths: z.number().nullable(),
  /** When its author last changed its words or scores (issue 30); null when never. */
  editedAt: z.string().nullable(),
  /** Issue 48: what its author measured and how the gear fits them. */
  ...fitAndMeasuresFields,
  /** Issue 52: how its author got the gear (null: written before the question), any tie to the maker. */
  obtained: z.enum(OBTAINED_IDS).nullable(),
  connection: z.enum(CONNECTION_IDS).nullable(),
});
export type TReview = z.infer<typeof ZReview>;
/** A review's words and scores, without its media (structured data has no use for them). */
export type TReviewText = Omit<TReview, 'photos' | 'video'>;

export const ZReviewPage = z.object({
  items: z.array(ZReview),
  /** Reviews matching the filters. */
  total: z.number(),
  /** All approved reviews of the product, whatever the filters. */
  totalUnfiltered: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TReviewPage = z.infer<typeof ZReviewPage>;

// Writing, voting and flagging (SPEC §5 Review form, Flagging). Messages verbatim.

/** One per line in the form; blank lines are dropped and each line is trimmed. */
const lines = (label: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .max(
          REVIEW_LIST_ITEM_MAX,
          `Each ${label} must be less than ${REVIEW_LIST_ITEM_MAX} characters`,
        ),
      { error: `${label} must be a list` },
    )
    .transform((items) => items.filter((item) => item.length > 0))
    .pipe(
      z.array(z.string()).max(REVIEW_LIST_ITEMS_MAX, `At most ${REVIEW_LIST_ITEMS_MAX} ${label}`),
    );

export const ZReviewWrite = z.object({
  title: requiredText(
    'Title is required',
    REVIEW_TITLE_MAX,
    'Title must be less than 200 characters',
  ),
  content: z
    .string({ error: 'Review must be at least 10 characters' })
    .trim()
    .min(REVIEW_CONTENT_MIN, 'Review must be at least 10 characters')
    .max(REVIEW_CONTENT_MAX, 'Review must be less than 5000 characters'),
  rating: z
    .number({ error: 'Rating must be from 1 to 5 stars' })
    .int('Rating must be from 1 to 5 stars')
    .min(REVIEW_STARS_MIN, 'Rating must be from 1 to 5 stars')
    .max(REVIEW_STARS_MAX, 'Rating must be from 1 to 5 stars'),
  durability: scoreInput('Durability'),
  portability: scoreInput('Portability'),
  costValue: scoreInput('Cost vs. Value'),
  civilianAdaptation: scoreInput('Civilian Adaptation'),
  overallUtility: scoreInput('Overall Utility'),
  pros: lines('pros').default([]),
  cons: lines('cons').default([]),
  /** Uploads (POST /api/media) of the author's, in display order. */
  photoIds: z
    .array(z.uuid(MEDIA_MSG.mediaMissing), { error: MEDIA_MSG.mediaMissing })
    .max(REVIEW_PHOTOS_MAX, MEDIA_MSG.tooManyPhotos)
    .refine((ids) => new Set(ids).size === ids.length, MEDIA_MSG.mediaMissing)
    .default([]),
  videoId: z.uuid(MEDIA_MSG.mediaMissing).nullable().default(null),
  /** Issue 48: measurements, and the fit of sized gear. */
  ...fitAndMeasuresInput,
  /** Issue 52: every review written or edited says how its author got the gear. */
  obtained: z.enum(OBTAINED_IDS, OBTAINED_MSG.obtained),
  connection: z.enum(CONNECTION_IDS, OBTAINED_MSG.connection).nullable().default(null),
  ...opsecAcknowledgedInput,
});
export type TReviewWrite = z.input<typeof ZReviewWrite>;

export const ZReviewIdParam = z.object({ id: z.uuid('Review not found') });

/** A moderator's note to the author (issue 28): optional, so the body may be left out. */
export const MODERATOR_NOTE_MAX = 1000;
export const MODERATOR_NOTE_TOO_LONG = `The note to the author must be at most ${MODERATOR_NOTE_MAX} characters`;
export const ZReviewDecision = z
  .object({
    note: optionalText(MODERATOR_NOTE_MAX, MODERATOR_NOTE_TOO_LONG),
    /** Issue 52: why a review is rejected (`other` when not said); an approval ignores it. */
    reason: z.enum(REJECTION_REASON_IDS, REJECTION_MSG.reason).optional(),
  })
  .nullish();
export type TReviewDecision = z.input<typeof ZReviewDecision>;

export const ZVoteRequest = z.object({
  voteType: z.enum(['upvote', 'downvote'], 'Vote must be upvote or downvote'),
});
export type TVoteRequest = z.input<typeof ZVoteRequest>;
export const ZVoteResult = z.object({
  upvotes: z.number(),
  downvotes: z.number(),
  myVote: z.enum(['upvote', 'downvote']).nullable(),
});
export type TVoteResult = z.infer<typeof ZVoteResult>;

/** A review written or edited: where it now stands. */
export const ZReviewWritten = z.object({
  id: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
});

export const ZFlagRequest = z.object({
  reason: z.enum(FLAG_REASON_IDS, 'Please select a reason for flagging'),
  description: optionalText(FLAG_DESCRIPTION_MAX, 'Details must be less than 1000 characters'),
  /** Issue 30: the flag is on this field report of the review, not the review itself. */
  reportId: z.uuid(REPORT_MSG.notFound).optional(),
});
export type TFlagRequest = z.input<typeof ZFlagRequest>;

/**
 * The review form: the request's fields, with pros and cons typed one per line and the uploaded
 * media as shown (the request carries only their ids).
 */
export const ZReviewForm = ZReviewWrite.omit({
  pros: true,
  cons: true,
  photoIds: true,
  videoId: true,
  opsecAcknowledged: true,
}).extend({
  pros: z.string(),
  cons: z.string(),
  photos: z.array(ZMediaPhoto).max(REVIEW_PHOTOS_MAX, MEDIA_MSG.tooManyPhotos),
  video: ZMediaVideo.nullable(),
  // Nothing is chosen in a new form, nor in the edit of a review from before the question.
  obtained: z
    .enum(OBTAINED_IDS, OBTAINED_MSG.obtained)
    .nullable()
    .pipe(ZReviewWrite.shape.obtained),
});
export type TReviewForm = z.input<typeof ZReviewForm>;

export const linesOf = (text: string) => text.split('\n');

/**
 * The request a filled-in form sends; the server trims and drops blank lines again. Issue 52:
 * `opsecAcknowledged` once its author has seen what the OPSEC check found and posts anyway.
 */
export function reviewFormToRequest(
  form: z.output<typeof ZReviewForm>,
  opsecAcknowledged = false,
): TReviewWrite {
  const { photos, video, ...fields } = form;
  return {
    ...fields,
    opsecAcknowledged,
    pros: linesOf(form.pros),
    cons: linesOf(form.cons),
    photoIds: photos.map((p) => p.id),
    videoId: video?.id ?? null,
  };
}
