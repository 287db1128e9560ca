import { z } from 'zod';
import { REJECTION_REASON_IDS } from '../moderation-figures';
import { requiredText } from './common';

// Issue 52: the author of a rejected or flag-hidden review, field report, question or answer may
// appeal once; an admin other than the one who decided settles it. Messages verbatim.

export const APPEAL_KINDS = ['review', 'report', 'question', 'answer'] as const;
export type AppealKind = (typeof APPEAL_KINDS)[number];

export const APPEAL_KIND_LABELS: Record<AppealKind, string> = {
  review: 'Review',
  report: 'Field report',
  question: 'Question',
  answer: 'Answer',
};

export const APPEAL_NOTE_MIN = 10;
export const APPEAL_NOTE_MAX = 1000;
export const APPEAL_REASON_MAX = 1000;
/** Of each kind, the member's latest this many decisions are listed as theirs to appeal. */
export const APPEALABLE_PER_KIND = 50;
/** The admins' list of open appeals, and a member's own latest appeals: one page. */
export const APPEAL_PAGE_SIZE = 50;

export const APPEAL_MSG = {
  noteTooShort: `Your appeal must be at least ${APPEAL_NOTE_MIN} characters`,
  noteTooLong: `Your appeal must be at most ${APPEAL_NOTE_MAX.toLocaleString('en-US')} characters`,
  notAuthor: 'Only its author may appeal this decision',
  notAppealable: 'Only a rejected or hidden item can be appealed',
  alreadyAppealed: 'You have already appealed this decision',
  notFound: 'Appeal not found',
  itemNotFound: 'Nothing to appeal has this id',
  outcome: 'Please choose whether to uphold or reverse the decision',
  reasonRequired: 'Please give the reason for your decision',
  reasonTooLong: `The reason must be at most ${APPEAL_REASON_MAX.toLocaleString('en-US')} characters`,
  ownDecision: 'An admin other than the one who made the decision must settle its appeal',
  ownAppeal: 'Another admin must settle an appeal of your own',
  settled: 'This appeal has already been settled',
} as const;

/** The author's appeal: why the decision was wrong, in their words. */
export const ZAppealWrite = z.object({
  note: z
    .string({ error: APPEAL_MSG.noteTooShort })
    .trim()
    .min(APPEAL_NOTE_MIN, APPEAL_MSG.noteTooShort)
    .max(APPEAL_NOTE_MAX, APPEAL_MSG.noteTooLong),
});
export type TAppealWrite = z.input<typeof ZAppealWrite>;
export const ZAppealFiled = z.object({ id: z.string() });

export const APPEAL_OUTCOMES = ['upheld', 'reversed'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

/** An admin settles an appeal: the decision stands (upheld) or is undone (reversed), and why. */
export const ZAppealSettle = z.object({
  outcome: z.enum(APPEAL_OUTCOMES, APPEAL_MSG.outcome),
  reason: requiredText(APPEAL_MSG.reasonRequired, APPEAL_REASON_MAX, APPEAL_MSG.reasonTooLong),
});
export type TAppealSettle = z.input<typeof ZAppealSettle>;

export const ZAppealParams = z.object({ id: z.uuid(APPEAL_MSG.notFound) });
export const ZReportAppealParams = z.object({
  id: z.uuid(APPEAL_MSG.itemNotFound),
  reportId: z.uuid(APPEAL_MSG.itemNotFound),
});
export const ZAppealTargetParams = z.object({ id: z.uuid(APPEAL_MSG.itemNotFound) });

/**
 * What was decided: `rejected` by a moderator, or `hidden` by members' flags and waiting for
 * one. A rejection's reason is one of the moderation reasons, or null before they were recorded.
 */
export const ZAppealedDecision = z.object({
  state: z.enum(['rejected', 'hidden']),
  reason: z.enum(REJECTION_REASON_IDS).nullable(),
  note: z.string().nullable(),
  decidedAt: z.string().nullable(),
});

/** An item a member wrote that they may appeal, or have. */
export const ZAppealItem = z.object({
  kind: z.enum(APPEAL_KINDS),
  id: z.string(),
  /** Its title, or the start of its words. */
  excerpt: z.string(),
  productId: z.string(),
  productName: z.string(),
  /** What it hangs off: a field report's review, an answer's question; else null. */
  parentId: z.string().nullable(),
});
export type TAppealItem = z.infer<typeof ZAppealItem>;

export const APPEAL_STATUSES = ['open', 'upheld', 'reversed'] as const;

export const ZAppeal = z.object({
  id: z.string(),
  item: ZAppealItem,
  note: z.string(),
  status: z.enum(APPEAL_STATUSES),
  /** The settling admin's reason, once settled. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type TAppeal = z.infer<typeof ZAppeal>;

/** The author's view: what they may still appeal, and the appeals they made. */
export const ZMyAppeals = z.object({
  appealable: z.array(ZAppealItem.extend({ decision: ZAppealedDecision })),
  appeals: z.array(ZAppeal),
});
export type TMyAppeals = z.infer<typeof ZMyAppeals>;

/** An open appeal as the admins see it: the item as it stands, the decision and the author. */
export const ZOpenAppeal = ZAppeal.extend({
  text: z.string(),
  authorName: z.string(),
  decision: ZAppealedDecision.extend({ decidedBy: z.string().nullable() }),
  /** The viewer made the decision, or the appeal, and may not settle it. */
  decidedByYou: z.boolean(),
  appealedByYou: z.boolean(),
});
export type TOpenAppeal = z.infer<typeof ZOpenAppeal>;
export const ZOpenAppealList = z.object({ items: z.array(ZOpenAppeal), total: z.number() });
export type TOpenAppealList = z.infer<typeof ZOpenAppealList>;
