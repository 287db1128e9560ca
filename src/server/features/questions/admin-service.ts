import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { QA_QUEUE_PAGE_SIZE } from '@shared/questions';
import type { TQaQueue, ZQaQueueQuery } from '@shared/schemas/questions';
import type { z } from 'zod';
import { profiles } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { notices } from '../notifications';
import { productNameOf, productNamesOf } from '../products';
import { countFlagDecisions } from '../reviews';
import { recomputeQuestionFigures } from './figures';
import { lockAnswer, lockQuestion, type QuestionRow } from './lock';
import { answerPublished, questionPublished, type Publishing } from './publish';
import { answers, qaFlags, questions } from './schema';
import type { RejectionReason } from '@shared/moderation-figures';

type Decision = 'approved' | 'rejected';
type Kind = 'question' | 'answer';

/** What a decision is about: the item, and the question it is or answers. */
interface Decided {
  kind: Kind;
  item: { id: string; userId: string; status: string; text: string };
  question: QuestionRow;
  productName: string;
}

/**
 * A moderator approves or rejects a question (issue 50), as a review: its pending flags are
 * settled with it, the author told when it was waiting, and a first approval asks the owners.
 */
export async function decideQuestion(
  db: Db,
  publishing: Publishing,
  admin: AuditActor,
  questionId: string,
  status: Decision,
  said: Said,
) {
  await db.transaction(async (tx) => {
    const question = await lockQuestion(tx, questionId);
    const productName = await productNameOf(tx, question.productId);
    const decided = { kind: 'question' as const, item: question, question, productName };
    const flagged = await settleFlags(tx, publishing, admin, decided, status);
    await tx
      .update(questions)
      .set(decidedColumns(questions, status, flagged))
      .where(eq(questions.id, questionId));
    if (status === 'approved') await questionPublished(tx, publishing, question);
    await tellAndLog(tx, publishing, admin, decided, status, said);
  });
}

/** The same for an answer; its question's figures follow, and a first approval tells the asker. */
export async function decideAnswer(
  db: Db,
  publishing: Publishing,
  admin: AuditActor,
  answerId: string,
  status: Decision,
  said: Said,
) {
  await db.transaction(async (tx) => {
    const { question, answer } = await lockAnswer(tx, answerId);
    const productName = await productNameOf(tx, question.productId);
    const decided = { kind: 'answer' as const, item: answer, question, productName };
    const flagged = await settleFlags(tx, publishing, admin, decided, status);
    await tx
      .update(answers)
      .set(decidedColumns(answers, status, flagged))
      .where(eq(answers.id, answerId));
    if (status === 'rejected' && question.acceptedAnswerId === answerId) {
      await tx
        .update(questions)
        .set({ acceptedAnswerId: null })
        .where(eq(questions.id, question.id));
    }
    await recomputeQuestionFigures(tx, question.id);
    if (status === 'approved' && question.status === 'approved') {
      await answerPublished(tx, publishing, question, answer);
    }
    await tellAndLog(tx, publishing, admin, decided, status, said);
  });
}

/** What the moderator says with a decision: a note to the author, and why it was rejected. */
interface Said {
  note: string | null;
  reason?: RejectionReason;
  /** Issue 52: decided by settling an appeal, whose own notice tells the author. */
  onAppeal?: boolean;
}

/** A decision's stamps; an approval over members' flags marks the item restored. */
function decidedColumns(
  table: typeof questions | typeof answers,
  status: Decision,
  flagged: boolean,
) {
  return {
    status,
    decidedAt: sql`now()`,
    hiddenByFlagsAt: null,
    ...(status === 'approved' && {
      publishedAt: sql`coalesce(${table.publishedAt}, now())`,
      ...(flagged && { restoredAt: sql`now()` }),
    }),
  };
}

/**
 * Settles the item's pending flags by the decision, as reviews' are: resolved when it is
 * rejected (the moderator agreed), dismissed when it is approved; each counted in its flagger's
 * record, and each flagger told. Whether there were any.
 */
async function settleFlags(
  tx: Tx,
  { notifier }: Publishing,
  admin: AuditActor,
  { kind, item, question, productName }: Decided,
  status: Decision,
) {
  const outcome = status === 'rejected' ? 'resolved' : 'dismissed';
  const settled = await tx
    .update(qaFlags)
    .set({ status: outcome, resolvedBy: admin.id, resolvedAt: sql`now()` })
    .where(and(eq(qaFlags.targetId, item.id), eq(qaFlags.status, 'pending')))
    .returning({ flaggerId: qaFlags.userId });
  const flaggers = settled.map((flag) => flag.flaggerId);
  await countFlagDecisions(tx, flaggers, outcome);
  await notifier.tellMany(
    tx,
    flaggers.map((flaggerId) =>
      notices.qaFlagSettled({
        flaggerId,
        adminId: admin.id,
        kind,
        productId: question.productId,
        productName,
        questionId: question.id,
        status: outcome,
      }),
    ),
  );
  return flaggers.length > 0;
}

/** The author hears of a decision on what was waiting; every decision is logged. */
async function tellAndLog(
  tx: Tx,
  { notifier }: Publishing,
  admin: AuditActor,
  { kind, item, question, productName }: Decided,
  status: Decision,
  { note, reason, onAppeal }: Said,
) {
  if (item.status === 'pending' && !onAppeal) {
    await notifier.tell(
      tx,
      notices.qaDecided({
        kind,
        authorId: item.userId,
        moderatorId: admin.id,
        productId: question.productId,
        productName,
        questionId: question.id,
        status,
        note,
      }),
    );
  }
  const action = `${kind}.${status === 'approved' ? 'approve' : 'reject'}` as const;
  await recordAudit(
    tx,
    admin,
    action,
    { type: kind, id: item.id, label: item.text },
    note,
    status === 'rejected' ? { reason: reason ?? 'other' } : undefined,
  );
}

type QueueRow = {
  kind: Kind;
  id: string;
  text: string;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: Date;
  waitingSince: Date;
  userId: string;
  productId: string;
  questionId: string | null;
  questionText: string | null;
  hidden: boolean;
  restored: boolean;
};

/**
 * The moderators' Questions tab (issue 50): questions and answers waiting (new ones from
 * members not yet in good standing, edits, and those flags took back), or public ones members
 * flagged; the longest waiting first, each with its pending flags.
 */
export async function listQaQueue(db: Db, q: z.output<typeof ZQaQueueQuery>): Promise<TQaQueue> {
  const openFlag = (target: SQL) =>
    sql`exists (select 1 from ${qaFlags} where ${qaFlags.targetId} = ${target} and ${qaFlags.status} = 'pending')`;
  const firstFlag = (target: SQL) =>
    sql`(select min(${qaFlags.createdAt}) from ${qaFlags} where ${qaFlags.targetId} = ${target} and ${qaFlags.status} = 'pending')`;
  const inView = (alias: string) =>
    q.view === 'pending'
      ? sql`${sql.raw(alias)}.status = 'pending'`
      : sql`${sql.raw(alias)}.status = 'approved' and ${openFlag(sql.raw(`${alias}.id`))}`;
  const since = (alias: string) =>
    q.view === 'pending'
      ? sql.raw(`coalesce(${alias}.hidden_by_flags_at, ${alias}.updated_at)`)
      : firstFlag(sql.raw(`${alias}.id`));
  const items = sql`
    select 'question' as kind, q.id, q.text, q.status, q.created_at, ${since('q')} as waiting_since,
      q.user_id, q.product_id, null::uuid as question_id, null as question_text,
      q.hidden_by_flags_at is not null as hidden, q.restored_at is not null as restored
    from ${questions} q where ${inView('q')}
    union all
    select 'answer', a.id, a.text, a.status, a.created_at, ${since('a')},
      a.user_id, a.product_id, a.question_id, aq.text,
      a.hidden_by_flags_at is not null, a.restored_at is not null
    from ${answers} a join ${questions} aq on aq.id = a.question_id where ${inView('a')}`;
  const [{ rows }, { rows: counted }] = (await Promise.all([
    db.execute(sql`
      select kind, id, text, status, created_at as "createdAt", waiting_since as "waitingSince",
        user_id as "userId", product_id as "productId", question_id as "questionId",
        question_text as "questionText", hidden, restored
      from (${items}) items order by waiting_since, id
      limit ${QA_QUEUE_PAGE_SIZE} offset ${(q.page - 1) * QA_QUEUE_PAGE_SIZE}`),
    db.execute(sql`select count(*)::int as n from (${items}) items`),
  ])) as unknown as [{ rows: QueueRow[] }, { rows: { n: number }[] }];
  const ids = rows.map((row) => row.id);
  const [names, products, flags] = await Promise.all([
    namesOf(db, [...new Set(rows.map((row) => row.userId))]),
    productNamesOf(db, [...new Set(rows.map((row) => row.productId))]),
    ids.length
      ? db
          .select({
            targetId: qaFlags.targetId,
            reason: qaFlags.reason,
            description: qaFlags.description,
            createdAt: qaFlags.createdAt,
          })
          .from(qaFlags)
          .where(and(inArray(qaFlags.targetId, ids), eq(qaFlags.status, 'pending')))
          .orderBy(qaFlags.createdAt)
      : Promise.resolve([]),
  ]);
  return {
    items: rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      text: row.text,
      status: row.status,
      createdAt: new Date(row.createdAt).toISOString(),
      waitingSince: new Date(row.waitingSince).toISOString(),
      author: { id: row.userId, name: names.get(row.userId) ?? 'Anonymous' },
      product: { id: row.productId, name: products.get(row.productId) ?? '' },
      question:
        row.questionId && row.questionText ? { id: row.questionId, text: row.questionText } : null,
      hiddenByFlags: row.hidden,
      restoredBefore: row.restored,
      flags: flags
        .filter((flag) => flag.targetId === row.id)
        .map((flag) => ({
          reason: flag.reason,
          description: flag.description,
          createdAt: flag.createdAt.toISOString(),
        })),
    })),
    total: counted[0]?.n ?? 0,
    page: q.page,
    pageSize: QA_QUEUE_PAGE_SIZE,
  };
}

async function namesOf(db: Db, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ userId: profiles.userId, name: profiles.name })
    .from(profiles)
    .where(inArray(profiles.userId, userIds));
  return new Map(rows.map((row) => [row.userId, row.name]));
}
