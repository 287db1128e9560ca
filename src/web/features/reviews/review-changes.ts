import { METRICS, type Scores } from '@shared/scoring';
import { wordDiff, type DiffPart } from './word-diff';

/** What a review says that an edit may change (issue 30): its words, stars, scores, pros and cons. */
export type ReviewVersion = Scores & {
  title: string;
  content: string;
  rating: number;
  pros: string[];
  cons: string[];
};

export interface ListChange {
  added: string[];
  removed: string[];
}

/** An edited review against the version moderators approved: only what differs is named. */
export interface ReviewChanges {
  title: DiffPart[] | null;
  content: DiffPart[] | null;
  rating: { from: number; to: number } | null;
  scores: { label: string; from: number; to: number }[];
  pros: ListChange | null;
  cons: ListChange | null;
}

const textChange = (before: string, after: string) =>
  before === after ? null : wordDiff(before, after);

/** Items gained and lost, compared as written but for surrounding spaces; order does not count. */
function listChange(before: readonly string[], after: readonly string[]): ListChange | null {
  const was = new Set(before.map((s) => s.trim()));
  const now = new Set(after.map((s) => s.trim()));
  const added = [...now].filter((s) => !was.has(s));
  const removed = [...was].filter((s) => !now.has(s));
  return added.length + removed.length === 0 ? null : { added, removed };
}

/** Issue 30: "what changed since they approved it", from the approved version to today's. */
export function reviewChanges(approved: ReviewVersion, current: ReviewVersion): ReviewChanges {
  return {
    title: textChange(approved.title, current.title),
    content: textChange(approved.content, current.content),
    rating:
      approved.rating === current.rating ? null : { from: approved.rating, to: current.rating },
    scores: METRICS.filter((m) => approved[m.key] !== current[m.key]).map((m) => ({
      label: m.label,
      from: approved[m.key],
      to: current[m.key],
    })),
    pros: listChange(approved.pros, current.pros),
    cons: listChange(approved.cons, current.cons),
  };
}

/** Whether anything the moderator approved reads differently now. */
export const hasChanges = (c: ReviewChanges) =>
  Boolean(c.title || c.content || c.rating || c.pros || c.cons) || c.scores.length > 0;
