import { productPath, productQuestionsPath } from '@shared/pages';
import type { Notice } from './notice';
import { profileTab } from './profile-tab';

// What a moderator's decision tells the author of what was decided (issues 28, 30, 50, 52),
// apart from the other notices (notices.ts re-exports them).

export function reviewDecided(review: {
  authorId: string;
  moderatorId: string;
  title: string;
  productId: string;
  productName: string;
  status: 'approved' | 'rejected';
  note: string | null;
}): Notice {
  const approved = review.status === 'approved';
  return {
    userId: review.authorId,
    kind: 'review_decided',
    actorId: review.moderatorId,
    title: approved
      ? `Your review "${review.title}" of ${review.productName} was approved and is now public`
      : `Your review "${review.title}" of ${review.productName} was not approved`,
    detail: review.note ? `Moderator's note: ${review.note}` : null,
    link: approved ? productPath(review.productId) : profileTab('reviews'),
  };
}

/** Issue 30: a field report is moderated as a review is, and its author told the same way. */
export function reportDecided(report: {
  authorId: string;
  moderatorId: string;
  reviewTitle: string;
  productId: string;
  productName: string;
  status: 'approved' | 'rejected';
  note: string | null;
}): Notice {
  const approved = report.status === 'approved';
  const about = `Your field report on your review "${report.reviewTitle}" of ${report.productName}`;
  return {
    userId: report.authorId,
    kind: 'review_decided',
    actorId: report.moderatorId,
    title: approved ? `${about} was approved and is now public` : `${about} was not approved`,
    detail: report.note ? `Moderator's note: ${report.note}` : null,
    link: approved ? productPath(report.productId) : profileTab('reviews'),
  };
}

/** Issue 50: a question or an answer is moderated as a review is, its author told the same way. */
export function qaDecided(item: {
  kind: 'question' | 'answer';
  authorId: string;
  moderatorId: string;
  productId: string;
  productName: string;
  questionId: string;
  status: 'approved' | 'rejected';
  note: string | null;
}): Notice {
  const approved = item.status === 'approved';
  const about = `Your ${item.kind} on ${item.productName}`;
  return {
    userId: item.authorId,
    kind: 'review_decided',
    actorId: item.moderatorId,
    title: approved ? `${about} was approved and is now public` : `${about} was not approved`,
    detail: item.note ? `Moderator's note: ${item.note}` : null,
    link: productQuestionsPath(item.productId, approved ? item.questionId : undefined),
  };
}

/**
 * Issue 52: an admin settled the author's appeal. Reversed, the item is public again; upheld, the
 * decision stands, and their appeals tab shows it with the reason.
 */
export function appealSettled(appeal: {
  authorId: string;
  adminId: string;
  kind: 'review' | 'report' | 'question' | 'answer';
  excerpt: string;
  productId: string;
  productName: string;
  outcome: 'upheld' | 'reversed';
  reason: string;
  /** Still as it was appealed: else it changed meanwhile, and its queue decides it. */
  asAppealed: boolean;
}): Notice {
  const reversed = appeal.outcome === 'reversed';
  const what = {
    review: `review "${appeal.excerpt}"`,
    report: 'field report',
    question: 'question',
    answer: 'answer',
  }[appeal.kind];
  const about = `Your appeal for your ${what} on ${appeal.productName}`;
  return {
    userId: appeal.authorId,
    kind: 'review_decided',
    actorId: appeal.adminId,
    title: !appeal.asAppealed
      ? `${about} was ${reversed ? 'granted' : 'not granted'}`
      : reversed
        ? `${about} was granted: it is public again`
        : `${about} was not granted: the decision stands`,
    detail: `Moderator's reason: ${appeal.reason}`,
    link: !reversed
      ? profileTab('appeals')
      : appeal.kind === 'question' || appeal.kind === 'answer'
        ? productQuestionsPath(appeal.productId)
        : productPath(appeal.productId),
  };
}
