import { and, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { APPEALABLE_PER_KIND } from '@shared/schemas/appeals';
import type { Executor, Tx } from '../../db/types';
import type { AppealItemRow } from '../../lib/appeal-item';
import { answers, questions } from './schema';

type Row = AppealItemRow<'question' | 'answer'>;

const EXCERPT = 120;
const stateOf = (table: typeof questions | typeof answers) => sql<Row['state']>`case
  when ${table.status} = 'rejected' then 'rejected'
  when ${table.hiddenByFlagsAt} is not null then 'hidden' end`;
const decided = (table: typeof questions | typeof answers) =>
  or(eq(table.status, 'rejected'), isNotNull(table.hiddenByFlagsAt));

const select = (db: Executor, table: typeof questions | typeof answers, where: SQL | undefined) =>
  db
    .select({
      id: table.id,
      authorId: table.userId,
      state: stateOf(table),
      excerpt: sql<string>`left(${table.text}, ${EXCERPT})`,
      text: table.text,
      productId: table.productId,
      parentId: table === answers ? answers.questionId : sql<null>`null`,
    })
    .from(table)
    .where(where);

/** Issue 52: questions or answers, as an appeal of each sees it; those there are. */
export async function qaAppealItems(
  db: Executor,
  kind: Row['kind'],
  ids: readonly string[],
): Promise<Row[]> {
  if (ids.length === 0) return [];
  const table = kind === 'question' ? questions : answers;
  const rows = await select(db, table, inArray(table.id, [...ids]));
  return rows.map((row) => ({ kind, ...row }));
}

/** The member's latest questions and answers that moderation rejected or flags hid. */
export async function appealableQaItems(db: Executor, userId: string): Promise<Row[]> {
  const [asked, answered] = await Promise.all(
    [questions, answers].map((table) =>
      select(db, table, and(eq(table.userId, userId), decided(table)))
        .orderBy(desc(table.createdAt))
        .limit(APPEALABLE_PER_KIND),
    ),
  );
  return [
    ...asked!.map((r) => ({ kind: 'question' as const, ...r })),
    ...answered!.map((r) => ({ kind: 'answer' as const, ...r })),
  ];
}

/**
 * Locks a question, or an answer and its question (question first, the order every writer
 * takes): an appeal's filing and settling take it before the appeal's row. Whether there was one.
 */
export async function lockQaAppealItem(tx: Tx, kind: Row['kind'], id: string): Promise<boolean> {
  const questionId =
    kind === 'question'
      ? id
      : (
          await tx
            .select({ questionId: answers.questionId })
            .from(answers)
            .where(eq(answers.id, id))
        )[0]?.questionId;
  if (!questionId) return false;
  const [question] = await tx
    .select({ id: questions.id })
    .from(questions)
    .where(eq(questions.id, questionId))
    .for('update');
  if (!question) return false;
  if (kind === 'question') return true;
  const [answer] = await tx
    .select({ id: answers.id })
    .from(answers)
    .where(eq(answers.id, id))
    .for('update');
  return answer !== undefined;
}
