import { z } from 'zod';
import { REPORT_STATE_IDS } from '../field-reports';
import { MODERATION_LIST_MAX } from '../limits';
import { CONNECTION_IDS, OBTAINED_IDS } from '../obtained';
import {
  REJECTION_MSG,
  REJECTION_REASON_IDS,
  STAR_BANDS,
  type StarBand,
} from '../moderation-figures';
import { MODERATOR_NOTE_MAX, MODERATOR_NOTE_TOO_LONG } from './reviews';
import { optionalText, scoreFields } from './common';
import { REPORT_MSG, ZReport, ZReviewRevision } from './field-reports';

// The admin dashboard's read models (SPEC §2 Admin dashboard, §7 Dashboard).

export const ZAdminStats = z.object({
  totalUsers: z.number(),
  newUsersThisWeek: z.number(),
  totalProducts: z.number(),
  newProductsThisMonth: z.number(),
  /** Approved reviews. */
  totalReviews: z.number(),
  newReviewsThisWeek: z.number(),
  /** The mean of rated products' average ratings (0-5); null when none is rated. */
  averageRating: z.number().nullable(),
  pendingProducts: z.number(),
  pendingReviews: z.number(),
  /** Field reports waiting in the same tab (issue 30), shown on the Pending Reviews card. */
  pendingReports: z.number(),
  flaggedReviews: z.number(),
  /** Issue 50: questions and answers waiting for a moderator, and open flags on them. */
  pendingQuestions: z.number(),
  flaggedQuestions: z.number(),
  /** Issue 52: authors' appeals waiting for an admin. */
  openAppeals: z.number(),
  pendingInvitations: z.number(),
  /** New users in 7 days over all users, as a percentage to one decimal. */
  growthRate: z.number(),
  /** New users, reviews and products per day over the last 30 days, oldest first. */
  daily: z.array(
    z.object({ day: z.string(), users: z.number(), reviews: z.number(), products: z.number() }),
  ),
});
export type TAdminStats = z.infer<typeof ZAdminStats>;

/**
 * Issue 52: how moderation treats reviews by their stars, over 30 and 90 days: each band's
 * first decisions, approval rate and median wait, and the widest gap between bands with enough
 * decisions (`warn` past PARITY_GAP_POINTS).
 */
export const ZModerationParity = z.object({
  windows: z.array(
    z.object({
      days: z.number(),
      bands: z.array(
        z.object({
          band: z.enum(STAR_BANDS.map((b) => b.id) as [StarBand, ...StarBand[]]),
          decisions: z.number(),
          approved: z.number(),
          approvalRate: z.number().nullable(),
          medianSeconds: z.number().nullable(),
        }),
      ),
      gap: z
        .object({
          points: z.number(),
          low: z.enum(STAR_BANDS.map((b) => b.id) as [StarBand, ...StarBand[]]),
          high: z.enum(STAR_BANDS.map((b) => b.id) as [StarBand, ...StarBand[]]),
          warn: z.boolean(),
        })
        .nullable(),
    }),
  ),
});
export type TModerationParity = z.infer<typeof ZModerationParity>;

/** Growth Rate (SPEC §2): new users in 7 days / total users, percent, one decimal. */
export const growthRate = (newUsers: number, totalUsers: number) =>
  totalUsers === 0 ? 0 : Math.round((newUsers / totalUsers) * 1000) / 10;

/**
 * Why a review is risky (issue 29): each signal with its points, worded for the moderator. A
 * near-duplicate names the other review, so the queue can link to it.
 */
const SIGNAL_CODES = ['flags', 'new_account', 'unverified', 'links', 'burst', 'opsec'] as const;
export type RiskReasonCode = (typeof SIGNAL_CODES)[number] | 'duplicate';
const riskReason = { text: z.string(), points: z.number() };
export const ZRiskReason = z.discriminatedUnion('code', [
  z.object({ code: z.enum(SIGNAL_CODES), ...riskReason }),
  z.object({
    code: z.literal('duplicate'),
    ...riskReason,
    reviewId: z.string(),
    productId: z.string(),
    similarity: z.number(),
  }),
]);
export type TRiskReason = z.infer<typeof ZRiskReason>;
/** The queue's order: the sum of the reasons' points, highest first. */
export const ZRisk = z.object({ score: z.number(), reasons: z.array(ZRiskReason) });
export type TRisk = z.infer<typeof ZRisk>;

/** Pending Reviews tab: one review waiting, with its product (SPEC §2 Admin) and its risk. */
export const ZPendingReview = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  authorName: z.string(),
  title: z.string(),
  content: z.string(),
  rating: z.number(),
  /** Its five scores, pros and cons as they now stand: beside `approvedVersion`, what changed. */
  ...scoreFields,
  pros: z.array(z.string()),
  cons: z.array(z.string()),
  createdAt: z.string(),
  /** When members' flags took it back from public; null when it waits for a first decision. */
  hiddenByFlags: z.string().nullable(),
  /**
   * When a moderator last kept it over members' flags (issue 44): flagged again and hidden, it
   * was restored before. Null when never.
   */
  restoredBefore: z.string().nullable(),
  /** Issue 52: how its author got the gear (null: not stated), any tie to the maker. */
  obtained: z.enum(OBTAINED_IDS).nullable(),
  connection: z.enum(CONNECTION_IDS).nullable(),
  /** The weight of its pending flags (issue 29's rule). */
  flagWeight: z.number(),
  risk: ZRisk,
  /**
   * What moderators approved before the author's edits since (issue 30): the newest earlier
   * version that was approved when an edit replaced it; null when no edit has replaced an
   * approved version.
   */
  approvedVersion: ZReviewRevision.nullable(),
});
export type TPendingReview = z.infer<typeof ZPendingReview>;
export const ZPendingReviewList = z.object({ items: z.array(ZPendingReview) });

/**
 * Pending Reviews tab, a field report waiting (issue 30): the report, with the review it
 * follows beside it as it stands, its product and author.
 */
export const ZPendingReport = z.object({
  report: ZReport,
  review: z.object({
    id: z.string(),
    title: z.string(),
    content: z.string(),
    rating: z.number(),
    ...scoreFields,
    createdAt: z.string(),
  }),
  productId: z.string(),
  productName: z.string(),
  authorName: z.string(),
});
export type TPendingReport = z.infer<typeof ZPendingReport>;
/** Newest first, as the spec lists pending reviews; at most MODERATION_LIST_MAX. */
export const ZPendingReportList = z.object({ items: z.array(ZPendingReport) });
export const ZReportDecisionParams = z.object({ id: z.uuid(REPORT_MSG.notFound) });

export const BULK_MSG = {
  noIds: 'Choose at least one review',
  tooMany: `Choose at most ${MODERATION_LIST_MAX} reviews at once`,
  badId: 'Review not found',
  action: 'Action must be approve or reject',
} as const;

/** Approve or reject several pending reviews at once (issue 29): all of them, or none. */
export const ZBulkReviewDecision = z.object({
  ids: z
    .array(z.uuid(BULK_MSG.badId), BULK_MSG.noIds)
    .min(1, BULK_MSG.noIds)
    .max(MODERATION_LIST_MAX, BULK_MSG.tooMany),
  action: z.enum(['approve', 'reject'], BULK_MSG.action),
  note: optionalText(MODERATOR_NOTE_MAX, MODERATOR_NOTE_TOO_LONG),
  reason: z.enum(REJECTION_REASON_IDS, REJECTION_MSG.reason).optional(),
});
export type TBulkReviewDecision = z.input<typeof ZBulkReviewDecision>;
export const ZBulkReviewResult = z.object({ ok: z.literal(true), decided: z.number() });

/** Review Flags tab: a flag with the review it is about, and that review's risk. */
export const ZAdminFlag = z.object({
  id: z.string(),
  reason: z.string(),
  description: z.string().nullable(),
  status: z.enum(['pending', 'resolved', 'dismissed']),
  flaggedBy: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  review: z.object({
    id: z.string(),
    title: z.string(),
    content: z.string(),
    status: z.enum(['pending', 'approved', 'rejected']),
    productId: z.string(),
    productName: z.string(),
    /** When a moderator last kept it over members' flags (issue 44); null when never. */
    restoredBefore: z.string().nullable(),
  }),
  /** Issue 30: the field report of the review the flag names; null when it is on the review. */
  report: z
    .object({
      id: z.string(),
      content: z.string(),
      state: z.enum(REPORT_STATE_IDS),
      monthsOwned: z.number(),
      createdAt: z.string(),
    })
    .nullable(),
  risk: ZRisk,
});
export type TAdminFlag = z.infer<typeof ZAdminFlag>;
export const ZAdminFlagList = z.object({ items: z.array(ZAdminFlag) });
export const ZFlagIdParam = z.object({ id: z.uuid('Flag not found') });
