import { and, desc, eq, sql } from 'drizzle-orm';
import { REVISION_PAGE_SIZE } from '@shared/limits';
import type { TQaRevisionPage } from '@shared/schemas/questions';
import type { Db, Tx } from '../../db/types';
import type { Viewer } from '../../plugins/viewer';
import { countEdit } from '../reviews';
import { qaRevisions } from './schema';
import { statusOfPost, type QaPost } from './standing';

export type QaKind = 'question' | 'answer';

const targetOf = (kind: QaKind, id: string) =>
  kind === 'question' ? { questionId: id } : { answerId: id };

/**
 * As reviews' (issue 44): an author's edit keeps what the question or answer said before, if
 * the public saw it (approved, or approved and then hidden by flags), numbered from 1 under its
 * lock. A version never public collapses into the next. Whether one was kept.
 */
export async function keepEarlierVersion(
  tx: Tx,
  kind: QaKind,
  row: { id: string; text: string; status: string; hiddenByFlagsAt: Date | null },
) {
  if (row.status !== 'approved' && !row.hiddenByFlagsAt) return false;
  await tx.insert(qaRevisions).values({
    ...targetOf(kind, row.id),
    version: sql`(select coalesce(max(${qaRevisions.version}), 0) + 1 from ${qaRevisions}
      where ${qaRevisions.targetId} = ${row.id})`,
    text: row.text,
  });
  return true;
}

/**
 * What an author's rewrite of their question or answer sets: the new words, counted against the
 * edits' hourly limit, the version the public read kept, and the status their standing gives it,
 * as a new one's would be. A rewrite is no longer hidden by flags: it waits or is public anew.
 */
export async function rewriteColumns(
  tx: Tx,
  viewer: Viewer,
  kind: QaKind,
  row: { id: string; text: string; status: string; hiddenByFlagsAt: Date | null },
  post: QaPost,
) {
  const status = await statusOfPost(tx, viewer, post);
  const { text } = post;
  await countEdit(tx, viewer.id);
  // "Edited" names a change the public saw: a rewrite of what only a moderator read is none.
  const kept = text !== row.text && (await keepEarlierVersion(tx, kind, row));
  return {
    text,
    status,
    updatedAt: sql`now()`,
    hiddenByFlagsAt: null,
    ...(kept && { editedAt: sql`now()` }),
  };
}

/** A page of a question's or answer's earlier versions, newest first. */
export async function listVersions(
  db: Db,
  kind: QaKind,
  id: string,
  page: number,
): Promise<TQaRevisionPage> {
  const rows = await db
    .select({
      version: qaRevisions.version,
      text: qaRevisions.text,
      createdAt: qaRevisions.createdAt,
    })
    .from(qaRevisions)
    .where(
      and(
        eq(qaRevisions.targetId, id),
        eq(kind === 'question' ? qaRevisions.questionId : qaRevisions.answerId, id),
      ),
    )
    .orderBy(desc(qaRevisions.version))
    .limit(REVISION_PAGE_SIZE + 1)
    .offset((page - 1) * REVISION_PAGE_SIZE);
  return {
    items: rows.slice(0, REVISION_PAGE_SIZE).map((r) => ({
      version: r.version,
      text: r.text,
      createdAt: r.createdAt.toISOString(),
    })),
    page,
    hasMore: rows.length > REVISION_PAGE_SIZE,
  };
}
