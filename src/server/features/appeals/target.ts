import type { appeals } from './schema';

/** The id of the item an appeal is about: whichever of its four columns holds it. */
export const appealTarget = (a: typeof appeals.$inferSelect) =>
  a.reviewId ?? a.reportId ?? a.questionId ?? a.answerId!;
