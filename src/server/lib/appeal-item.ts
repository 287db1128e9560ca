import type { AppealKind } from '@shared/schemas/appeals';

/**
 * Issue 52: something a member wrote as an appeal of it sees it (reviews and questions each
 * read their own): who wrote it, and what moderation decided, `rejected`, or `hidden` by
 * members' flags and waiting for a moderator; null when neither.
 */
export interface AppealItemRow<K extends AppealKind = AppealKind> {
  kind: K;
  id: string;
  authorId: string;
  state: 'rejected' | 'hidden' | null;
  /** A title, or the start of the words. */
  excerpt: string;
  text: string;
  productId: string;
  /** What it hangs off: a field report's review, an answer's question; else null. */
  parentId: string | null;
}
