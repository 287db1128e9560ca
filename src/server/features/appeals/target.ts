import type { appeals } from './schema';

/** The id of the item an appeal is about: whichever of its four columns holds it. */
export const appealTarget = (
  a: Pick<typeof appeals.$inferSelect, 'reviewId' | 'reportId' | 'questionId' | 'answerId'>,
) => a.reviewId ?? a.reportId ?? a.questionId ?? a.answerId!;
