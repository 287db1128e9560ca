// Questions and answers on products (issue 50): the figures and words both sides need. No zod:
// the product page's first visit reads the labels.

export const QUESTION_MIN = 10;
export const QUESTION_MAX = 300;
export const ANSWER_MIN = 10;
export const ANSWER_MAX = 2000;

/** Questions a page of a product's Questions tab holds, each with its first answers. */
export const QUESTION_PAGE_SIZE = 10;
/** Answers shown under a question in the list; the rest open on asking. */
export const ANSWERS_SHOWN = 3;
/** Answers a page of one question's answers holds. */
export const ANSWER_PAGE_SIZE = 20;
/** Questions offered as "Is this what you mean?" while a member types theirs. */
export const SIMILAR_QUESTIONS_MAX = 3;
/** How alike (pg_trgm similarity, 0-1; its own default) a question must be to be offered. */
export const SIMILAR_QUESTION_THRESHOLD = 0.3;

/** Owners asked to answer a new question: reviewers first, then Gear Kit holders. */
export const OWNERS_ASKED_MAX = 20;
/** No owner is asked more often than this in any 7 days, however many questions come. */
export const OWNER_ASKS_PER_WEEK = 3;

/**
 * As reviews are paced by what a member can honestly write (one per product, 10 edits an hour,
 * issue 44): a member asks at most 10 questions and gives at most 30 answers an hour. Edits of
 * questions and answers count with reviews' against EDIT_LIMIT.
 */
export const QUESTION_LIMIT = { max: 10, windowMinutes: 60 } as const;
export const ANSWER_LIMIT = { max: 30, windowMinutes: 60 } as const;

/**
 * Who posts at once (issue 50): a member in good standing. A new account's first question or
 * answer waits for a moderator, as every review does.
 */
export const STANDING = {
  /** Days an account must have existed. */
  accountDays: 7,
  /** Approved reviews, questions and answers of theirs, together. */
  approvedContributions: 1,
  /** Days within which any rejection of theirs (or a hiding by flags) keeps them waiting. */
  cleanDays: 90,
} as const;

export const QUESTION_SORTS = [
  { id: 'useful', label: 'Most useful' },
  { id: 'newest', label: 'Newest' },
] as const;
export type QuestionSort = (typeof QUESTION_SORTS)[number]['id'];
export const QUESTION_SORT_IDS = QUESTION_SORTS.map((s) => s.id) as [
  QuestionSort,
  ...QuestionSort[],
];

export const QA_MSG = {
  questionShort: `Question must be at least ${QUESTION_MIN} characters`,
  questionLong: `Question must be at most ${QUESTION_MAX} characters`,
  answerShort: `Answer must be at least ${ANSWER_MIN} characters`,
  answerLong: `Answer must be at most ${ANSWER_MAX} characters`,
  questionNotFound: 'Question not found',
  answerNotFound: 'Answer not found',
  askedTooOften: 'You have asked too many questions. Please try again later.',
  answeredTooOften: 'You have answered too many questions. Please try again later.',
  ownAnswerVote: 'You cannot vote on your own answer',
  notAsker: 'Only the member who asked can mark the answer that helped',
  notYourQuestionToEdit: 'You can only edit your own questions',
  notYourQuestionToDelete: 'You can only delete your own questions',
  notYourAnswerToEdit: 'You can only edit your own answers',
  notYourAnswerToDelete: 'You can only delete your own answers',
  ownQuestionFlag: 'You cannot flag your own question',
  ownAnswerFlag: 'You cannot flag your own answer',
  questionAlreadyFlagged: 'You have already flagged this question',
  answerAlreadyFlagged: 'You have already flagged this answer',
} as const;

/** What readers see of who answered, beside their name (issue 50). */
export const OWNS_IT_LABEL = 'Owns it';

/** Questions and answers a page of the moderators' Questions tab holds. */
export const QA_QUEUE_PAGE_SIZE = 50;
