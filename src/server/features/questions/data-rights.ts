import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDataExport } from '@shared/schemas/me';
import type { Executor, Tx } from '../../db/types';
import { productNamesOf } from '../products';
import { recomputeQuestionFigures } from './figures';
import { answers, answerVotes, qaFlags, qaRevisions, questions } from './schema';

type Export = Pick<TDataExport, 'questions' | 'answers' | 'answerVotes' | 'questionFlags'>;

const iso = (value: Date) => value.toISOString();

/** Earlier versions of the given questions or answers, by the one they are of. */
async function versionsOf(tx: Tx, ids: string[]) {
  const byTarget = new Map<string, { version: number; text: string; createdAt: string }[]>();
  if (ids.length === 0) return byTarget;
  const rows = await tx
    .select()
    .from(qaRevisions)
    .where(inArray(qaRevisions.targetId, ids))
    .orderBy(asc(qaRevisions.version));
  for (const row of rows) {
    const list = byTarget.get(row.targetId) ?? [];
    list.push({ version: row.version, text: row.text, createdAt: iso(row.createdAt) });
    byTarget.set(row.targetId, list);
  }
  return byTarget;
}

/**
 * The export's part (issue 50): the member's questions and answers, whatever their status, each
 * with every earlier version, their votes on answers and their flags.
 */
export async function exportQuestions(tx: Tx, userId: string): Promise<Export> {
  const asked = await tx
    .select()
    .from(questions)
    .where(eq(questions.userId, userId))
    .orderBy(asc(questions.createdAt));
  const answered = await tx
    .select({ answer: answers, questionText: questions.text })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(eq(answers.userId, userId))
    .orderBy(asc(answers.createdAt));
  const [names, versions, votes, flags] = await Promise.all([
    productNamesOf(tx, [...new Set(asked.map((q) => q.productId))]),
    versionsOf(tx, [...asked.map((q) => q.id), ...answered.map((a) => a.answer.id)]),
    tx.select().from(answerVotes).where(eq(answerVotes.userId, userId)),
    tx.select().from(qaFlags).where(eq(qaFlags.userId, userId)),
  ]);
  return {
    questions: asked.map((q) => ({
      id: q.id,
      productId: q.productId,
      productName: names.get(q.productId) ?? '',
      text: q.text,
      status: q.status,
      acceptedAnswerId: q.acceptedAnswerId,
      createdAt: iso(q.createdAt),
      editedAt: q.editedAt ? iso(q.editedAt) : null,
      earlierVersions: versions.get(q.id) ?? [],
    })),
    answers: answered.map(({ answer: a, questionText }) => ({
      id: a.id,
      questionId: a.questionId,
      questionText,
      productId: a.productId,
      text: a.text,
      status: a.status,
      upvotes: a.upvotes,
      downvotes: a.downvotes,
      createdAt: iso(a.createdAt),
      editedAt: a.editedAt ? iso(a.editedAt) : null,
      earlierVersions: versions.get(a.id) ?? [],
    })),
    answerVotes: votes.map((v) => ({
      answerId: v.answerId,
      voteType: v.voteType,
      createdAt: iso(v.createdAt),
    })),
    questionFlags: flags.map((f) => ({
      id: f.id,
      questionId: f.questionId,
      answerId: f.answerId,
      reason: f.reason,
      description: f.description,
      status: f.status,
      createdAt: iso(f.createdAt),
      resolvedAt: f.resolvedAt ? iso(f.resolvedAt) : null,
    })),
  };
}

/** How many questions and answers of theirs account deletion takes, counted before it goes. */
export async function countQuestionContributions(db: Executor, userId: string) {
  const [asked, answered] = await Promise.all([
    db.$count(questions, eq(questions.userId, userId)),
    db.$count(answers, eq(answers.userId, userId)),
  ]);
  return asked + answered;
}

/**
 * Before a member's account is deleted: their votes leave the answers' counts, and their answers
 * leave others' questions' figures. Their questions and flags go by the user row's cascade.
 */
export async function removeMemberQa(tx: Tx, userId: string) {
  const voted = await tx
    .delete(answerVotes)
    .where(eq(answerVotes.userId, userId))
    .returning({ answerId: answerVotes.answerId });
  const answered = await tx
    .delete(answers)
    .where(eq(answers.userId, userId))
    .returning({ questionId: answers.questionId });
  const votedOn = [...new Set(voted.map((v) => v.answerId))];
  let recounted: { questionId: string }[] = [];
  if (votedOn.length) {
    const vote = (type: 'upvote' | 'downvote') =>
      sql`(select count(*)::int from ${answerVotes} v
        where v.answer_id = ${answers.id} and v.vote_type = ${type})`;
    recounted = await tx
      .update(answers)
      .set({ upvotes: vote('upvote'), downvotes: vote('downvote') })
      .where(inArray(answers.id, votedOn))
      .returning({ questionId: answers.questionId });
  }
  const questionIds = new Set([...answered, ...recounted].map((row) => row.questionId));
  for (const questionId of [...questionIds].sort()) await recomputeQuestionFigures(tx, questionId);
}
