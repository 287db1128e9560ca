import { PAGES, productPath, productQuestionsPath } from '@shared/pages';
import type { Notice } from './notice';
import { profileTab } from './profile-tab';
import { alertHeadline, type AlertKind } from '@shared/alerts';

// What each event tells whom (issue 28). The call sites pass what they already hold under
// their row locks; each builder only words it.

export * from './decision-notices';

/**
 * Issue 50: a member who keeps or reviewed the product is asked to answer a new question on it.
 * The asker is not named: owners answer the question, not the member.
 */
export function questionForOwner(question: {
  ownerId: string;
  askerId: string;
  questionId: string;
  text: string;
  productId: string;
  productName: string;
}): Notice {
  return {
    userId: question.ownerId,
    kind: 'question_for_owner',
    actorId: question.askerId,
    title: `A member asks about the ${question.productName}, which you keep or reviewed`,
    detail: `"${question.text}" Your answer helps them decide.`,
    link: productQuestionsPath(question.productId, question.questionId),
  };
}

/** Issue 50: the asker hears of each answer once it is public. */
export function questionAnswered(answer: {
  askerId: string;
  answererId: string;
  answererName: string;
  ownsIt: boolean;
  questionId: string;
  questionText: string;
  productId: string;
  productName: string;
}): Notice {
  const who = answer.ownsIt ? `${answer.answererName}, who owns it,` : answer.answererName;
  return {
    userId: answer.askerId,
    kind: 'question_answered',
    actorId: answer.answererId,
    title: `${who} answered your question on the ${answer.productName}`,
    detail: `"${answer.questionText}"`,
    link: productQuestionsPath(answer.productId, answer.questionId),
  };
}

/** Issue 50: a flag on a question or an answer is settled as one on a review is. */
export function qaFlagSettled(flag: {
  flaggerId: string;
  adminId: string;
  kind: 'question' | 'answer';
  productId: string;
  productName: string;
  questionId: string;
  status: 'resolved' | 'dismissed';
}): Notice {
  const what = `the ${flag.kind} you flagged on the ${flag.productName}`;
  return {
    userId: flag.flaggerId,
    kind: 'flag_settled',
    actorId: flag.adminId,
    title:
      flag.status === 'resolved'
        ? `Thank you: ${what} was looked at and acted on`
        : `${what[0]!.toUpperCase()}${what.slice(1)} was looked at and left as it is`,
    detail: null,
    link: productQuestionsPath(flag.productId, flag.questionId),
  };
}

/** Issue 50: members' flags weighed enough to take a question or an answer back to pending. */
export function qaHidden(item: {
  kind: 'question' | 'answer';
  authorId: string;
  productId: string;
  productName: string;
}): Notice {
  return {
    userId: item.authorId,
    kind: 'review_hidden',
    actorId: null,
    title: `Your ${item.kind} on the ${item.productName} was flagged by members and is hidden until a moderator looks at it`,
    detail:
      'A moderator will either put it back or reject it. You can still edit it; an edit goes to the moderators too.',
    link: productQuestionsPath(item.productId),
  };
}

export function submissionDecided(submission: {
  submitterId: string;
  adminId: string;
  name: string;
  productId: string | null;
  notes: string | null;
}): Notice {
  const approved = submission.productId !== null;
  return {
    userId: submission.submitterId,
    kind: 'submission_decided',
    actorId: submission.adminId,
    title: approved
      ? `Your product submission "${submission.name}" was approved and is now in the catalogue`
      : `Your product submission "${submission.name}" was not approved`,
    detail: submission.notes ? `Notes from the admin: ${submission.notes}` : null,
    link: submission.productId ? productPath(submission.productId) : profileTab('submissions'),
  };
}

export function flagSettled(flag: {
  flaggerId: string;
  adminId: string;
  reviewTitle: string;
  productId: string;
  status: 'resolved' | 'dismissed';
}): Notice {
  return {
    userId: flag.flaggerId,
    kind: 'flag_settled',
    actorId: flag.adminId,
    title:
      flag.status === 'resolved'
        ? `Thank you: the review you flagged, "${flag.reviewTitle}", was looked at and acted on`
        : `The review you flagged, "${flag.reviewTitle}", was looked at and left as it is`,
    detail: null,
    link: productPath(flag.productId),
  };
}

/**
 * Issue 29: members' flags weighed enough to take the author's approved review back to pending.
 * Nobody in particular did it, so no one is named.
 */
export function reviewHidden(review: {
  authorId: string;
  title: string;
  productId: string;
  productName: string;
}): Notice {
  return {
    userId: review.authorId,
    kind: 'review_hidden',
    actorId: null,
    title: `Your review "${review.title}" of ${review.productName} was flagged by members and is hidden until a moderator looks at it`,
    detail:
      'A moderator will either put it back or reject it. You can still edit it; an edit goes to the moderators too.',
    link: profileTab('reviews'),
  };
}

export function invitationUsed(invitation: {
  inviterId: string;
  newMemberId: string;
  newMemberName: string;
  siteName: string;
}): Notice {
  return {
    userId: invitation.inviterId,
    kind: 'invitation_used',
    actorId: invitation.newMemberId,
    // Their profile name, never their e-mail address.
    namesMember: invitation.newMemberId,
    title: `${invitation.newMemberName} joined ${invitation.siteName} with your invitation`,
    detail: null,
    link: profileTab('invitations'),
  };
}

export function kitReview(review: {
  holderId: string;
  authorId: string;
  authorName: string;
  title: string;
  productId: string;
  productName: string;
}): Notice {
  return {
    userId: review.holderId,
    kind: 'kit_review',
    actorId: review.authorId,
    namesMember: review.authorId,
    title: `New review of ${review.productName} in your Gear Kit: "${review.title}" by ${review.authorName}`,
    detail: null,
    link: productPath(review.productId),
  };
}

/**
 * Issue 49: an alert on a product the member keeps in their Gear Kit or reviewed, with what it
 * says and which batches, so the notice alone tells them whether their item is one.
 */
export function productAlert(alert: {
  memberId: string;
  /** Who posted it, if their account is still here: they are not told of their own alert. */
  adminId: string | null;
  kind: AlertKind;
  text: string;
  batches: string | null;
  productId: string;
  productName: string;
}): Notice {
  return {
    userId: alert.memberId,
    kind: 'product_alert',
    actorId: alert.adminId,
    title: `${alertHeadline(alert.kind, alert.productName)} (gear you keep or reviewed)`,
    detail: alert.batches ? `${alert.text} Affected: ${alert.batches}.` : alert.text,
    link: productPath(alert.productId),
  };
}

/**
 * Issue 30: months after their review was first published, its author is asked how the gear is
 * holding up (the nudge job), with a link that opens the review's field report form.
 */
export function reportNudge(review: {
  authorId: string;
  reviewId: string;
  title: string;
  productId: string;
  productName: string;
  months: number;
}): Notice {
  return {
    userId: review.authorId,
    kind: 'report_nudge',
    actorId: null,
    title: `How is the ${review.productName} holding up? Add a field report to your review "${review.title}"`,
    detail: `${review.months} months since your review was published: tell other members whether it is still in service, retired, broken or lost, and give the five scores again if your view has changed.`,
    link: `${productPath(review.productId)}?report=${review.reviewId}`,
  };
}

const VERIFICATION_TAB = profileTab('verification');

/** A member's verification ends within the reminder's days (the expiry job). */
export function verificationEnding(member: {
  userId: string;
  affiliationLabel: string;
  expiresAt: Date;
}): Notice {
  return {
    userId: member.userId,
    kind: 'verification',
    actorId: null,
    title: `Your service verification (${member.affiliationLabel}) ends on ${member.expiresAt.toUTCString().slice(5, 16)}`,
    detail:
      'Verify again before then to keep the Verified badge on your reviews and profile. Verifying again replaces the old one.',
    link: VERIFICATION_TAB,
  };
}

/** An administrator took a member's verification away, with their reason. */
export function verificationRevoked(revocation: {
  userId: string;
  adminId: string;
  affiliationLabel: string;
  reason: string;
}): Notice {
  return {
    userId: revocation.userId,
    kind: 'verification',
    actorId: revocation.adminId,
    title: `Your service verification (${revocation.affiliationLabel}) was revoked by a moderator`,
    detail: `Reason: ${revocation.reason}`,
    link: VERIFICATION_TAB,
  };
}

export interface WaitingQueues {
  reviews: number;
  submissions: number;
  flags: number;
  /** Issue 50: questions and answers waiting, and their open flags. */
  questions: number;
  /** Issue 52: appeals open. */
  appeals: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function moderationWaiting(adminId: string, waiting: WaitingQueues, hours: number): Notice {
  const parts = [
    waiting.reviews > 0 && plural(waiting.reviews, 'pending review', 'pending reviews'),
    waiting.submissions > 0 &&
      plural(waiting.submissions, 'product submission', 'product submissions'),
    waiting.flags > 0 && plural(waiting.flags, 'flagged review', 'flagged reviews'),
    waiting.questions > 0 &&
      plural(
        waiting.questions,
        'question, answer or flag on one',
        'questions, answers and flags on them',
      ),
    waiting.appeals > 0 && plural(waiting.appeals, 'appeal', 'appeals'),
  ].filter((p): p is string => Boolean(p));
  return {
    userId: adminId,
    kind: 'moderation_waiting',
    actorId: null,
    title: `Moderation is waiting: ${parts.join(', ')} for longer than ${hours} hours`,
    detail: null,
    link: PAGES.admin.path,
  };
}
