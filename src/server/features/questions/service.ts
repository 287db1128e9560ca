import {
  and,
  desc,
  eq,
  ilike,
  inArray,
  lte,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { BranchId } from '@shared/catalog';
import {
  ANSWER_PAGE_SIZE,
  ANSWERS_SHOWN,
  QA_MSG,
  QUESTION_PAGE_SIZE,
  SIMILAR_QUESTION_THRESHOLD,
  SIMILAR_QUESTIONS_MAX,
  type QuestionSort,
} from '@shared/questions';
import type {
  TAnswer,
  TAnswerPage,
  TQuestion,
  TQuestionPage,
  TSimilarQuestions,
  ZQuestionListQuery,
} from '@shared/schemas/questions';
import type { Affiliation } from '@shared/verification';
import type { z } from 'zod';
import { profiles } from '../../db/schema';
import type { Db, Executor } from '../../db/types';
import { notFound } from '../../lib/errors';
import { containsPattern } from '../../lib/sql-text';
import { mustFindProduct, productNamesOf } from '../products';
import { verificationColumns, withCurrentVerification } from '../verification';
import { ownsIt } from './owners';
import { answers, answerVotes, questions } from './schema';

type ListQuery = z.output<typeof ZQuestionListQuery>;

/** A deleted or unnamed author still needs a byline. */
const ANONYMOUS = 'Anonymous';

const QUESTION_ORDER: Record<QuestionSort, SQL[]> = {
  useful: [desc(questions.useful), desc(questions.createdAt), sql`${questions.id}`],
  newest: [desc(questions.createdAt), sql`${questions.id}`],
};

const accepted = sql<boolean>`coalesce(${questions.acceptedAnswerId} = ${answers.id}, false)`;
const answererOwnsIt = ownsIt(answers.userId, questions.productId);

/**
 * Answers as a question shows them: the reader's own one still waiting first (so they see it
 * was taken), then the one the asker marked, then owners', then the most voted, oldest first.
 */
const ANSWER_ORDER = [
  sql`(${answers.status} = 'pending') desc`,
  sql`${accepted} desc`,
  sql`${answererOwnsIt} desc`,
  sql`(${answers.upvotes} - ${answers.downvotes}) desc`,
  sql`${answers.createdAt}`,
  sql`${answers.id}`,
];

/** What a reader may see: what is approved, and their own waiting for a moderator. */
const visible = (
  table: typeof questions | typeof answers,
  viewerId: string | null | Placeholder,
) =>
  viewerId
    ? or(
        eq(table.status, 'approved'),
        and(eq(table.userId, viewerId), eq(table.status, 'pending')),
      )!
    : eq(table.status, 'approved');

const authorColumns = {
  authorName: profiles.name,
  authorBranch: profiles.branch,
  verification: verificationColumns.affiliation,
};

type AuthorRow = {
  authorName: string | null;
  authorBranch: BranchId | null;
  verification: Affiliation | null;
};

const authorOf = (row: AuthorRow) => ({
  name: row.authorName ?? ANONYMOUS,
  branch: row.authorBranch,
  verification: row.verification,
});

/** Joins each row's author: their profile and current verification. */
const withAuthor = <T extends PgSelect>(query: T, userId: AnyPgColumn) =>
  withCurrentVerification(query.leftJoin(profiles, eq(profiles.userId, userId)), userId);

const answerColumns = {
  id: answers.id,
  questionId: answers.questionId,
  userId: answers.userId,
  status: answers.status,
  text: answers.text,
  upvotes: answers.upvotes,
  downvotes: answers.downvotes,
  createdAt: answers.createdAt,
  editedAt: answers.editedAt,
  ...authorColumns,
  myVote: answerVotes.voteType,
  accepted: accepted.as('accepted'),
  ownsIt: sql<boolean>`${answererOwnsIt}`.as('owns_it'),
};

/**
 * Answers with their authors, the question they answer and the reader's own vote; `extra`
 * columns beside them.
 */
function answerRows<Extra extends Record<string, SQL.Aliased>>(
  db: Executor,
  viewerId: string | null | Placeholder,
  extra: Extra,
) {
  return withAuthor(
    db
      .select({ ...answerColumns, ...extra })
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .leftJoin(
        answerVotes,
        and(eq(answerVotes.answerId, answers.id), eq(answerVotes.userId, viewerId ?? '')),
      )
      .$dynamic(),
    answers.userId,
  );
}

type AnswerFields = {
  id: string;
  questionId: string;
  userId: string;
  status: 'pending' | 'approved' | 'rejected';
  text: string;
  upvotes: number;
  downvotes: number;
  createdAt: Date | string;
  editedAt: Date | string | null;
  myVote: 'upvote' | 'downvote' | null;
  accepted: boolean;
  ownsIt: boolean;
} & AuthorRow;

const iso = (value: Date | string) => new Date(value).toISOString();

function toAnswer(row: AnswerFields): TAnswer {
  return {
    id: row.id,
    questionId: row.questionId,
    userId: row.userId,
    status: row.status,
    text: row.text,
    author: authorOf(row),
    ownsIt: row.ownsIt,
    accepted: row.accepted,
    upvotes: row.upvotes,
    downvotes: row.downvotes,
    myVote: row.myVote,
    createdAt: iso(row.createdAt),
    editedAt: row.editedAt ? iso(row.editedAt) : null,
  };
}

/**
 * The first ANSWERS_SHOWN answers of each of the questions `ids`, as the reader `viewer` may see
 * them (a visitor is the reader '', whom no answer is by): each question's answers ranked
 * first, and only those shown joined to their authors, verifications and the reader's votes
 * (joined before the ranking, every answer of the page's questions was, and the planner hashed
 * whole tables to do it). Prepared: planning it cost more than running it.
 */
function prepareFirstAnswers(db: Db) {
  const viewer = sql.placeholder('viewer');
  const order = sql.join(ANSWER_ORDER, sql`, `);
  const ranked = db
    .select({
      id: sql<string>`${answers.id}`.as('ranked_id'),
      rn: sql<number>`row_number() over (partition by ${answers.questionId} order by ${order})`.as(
        'rn',
      ),
    })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(
      and(
        sql`${answers.questionId} = any(${sql.placeholder('ids')}::uuid[])`,
        visible(answers, viewer),
      ),
    )
    .as('ranked');
  return answerRows(db, viewer, {})
    .innerJoin(ranked, and(eq(ranked.id, answers.id), lte(ranked.rn, ANSWERS_SHOWN)))
    .orderBy(answers.questionId, ranked.rn)
    .prepare('questions_first_answers');
}

const firstAnswerStatements = new WeakMap<Db, ReturnType<typeof prepareFirstAnswers>>();

async function firstAnswers(db: Db, questionIds: string[], viewerId: string | null) {
  const byQuestion = new Map<string, TAnswer[]>();
  if (questionIds.length === 0) return byQuestion;
  let statement = firstAnswerStatements.get(db);
  if (!statement) firstAnswerStatements.set(db, (statement = prepareFirstAnswers(db)));
  const rows = await statement.execute({ ids: questionIds, viewer: viewerId ?? '' });
  for (const row of rows) {
    const list = byQuestion.get(row.questionId) ?? [];
    list.push(toAnswer(row as AnswerFields));
    byQuestion.set(row.questionId, list);
  }
  return byQuestion;
}

/** Whether the question's words, or one of its public answers', hold the term. */
function matching(term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const pattern = containsPattern(term);
  return or(
    ilike(questions.text, pattern),
    sql`exists (select 1 from ${answers} where ${answers.questionId} = ${questions.id}
      and ${answers.status} = 'approved' and ${answers.text} ilike ${pattern})`,
  );
}

const questionColumns = {
  id: questions.id,
  productId: questions.productId,
  userId: questions.userId,
  status: questions.status,
  text: questions.text,
  createdAt: questions.createdAt,
  editedAt: questions.editedAt,
  answerCount: questions.answerCount,
  acceptedAnswerId: questions.acceptedAnswerId,
  ...authorColumns,
};

/** The sort's columns as `pageIds` names them in its merged rows. */
const MERGED_ORDER: Record<QuestionSort, SQL> = {
  useful: sql`useful desc, created_at desc, id`,
  newest: sql`created_at desc, id`,
};

/**
 * The ids of the page's questions in the sort's order. A visitor's are a walk of the sort's
 * index over the product's approved questions. A member's add their own waiting ones: the
 * approved ones up to the page's end (the same walk) merged with theirs (the few they wrote),
 * rather than one filter of "approved, or mine and waiting", which no index walks in order and
 * which read and sorted every question of the product.
 */
function pageIds(db: Db, productId: string, q: ListQuery, viewerId: string | null) {
  const offset = (q.page - 1) * QUESTION_PAGE_SIZE;
  const approved = and(
    eq(questions.productId, productId),
    eq(questions.status, 'approved'),
    matching(q.search),
  );
  if (!viewerId) {
    return db
      .select({ id: questions.id })
      .from(questions)
      .where(approved)
      .orderBy(...QUESTION_ORDER[q.sort])
      .limit(QUESTION_PAGE_SIZE)
      .offset(offset);
  }
  const own = and(
    eq(questions.productId, productId),
    eq(questions.userId, viewerId),
    eq(questions.status, 'pending'),
    matching(q.search),
  );
  const columns = sql`${questions.id} as id, ${questions.useful} as useful,
    ${questions.createdAt} as created_at`;
  return sql`(select id from (
      (select ${columns} from ${questions} where ${approved}
        order by ${sql.join(QUESTION_ORDER[q.sort], sql`, `)} limit ${offset + QUESTION_PAGE_SIZE})
      union all
      (select ${columns} from ${questions} where ${own})
    ) merged order by ${MERGED_ORDER[q.sort]} limit ${QUESTION_PAGE_SIZE} offset ${offset})`;
}

/**
 * A product's questions as this reader may see them (approved, plus their own waiting), sorted,
 * searched and paged, each with its first answers; with the matching and the approved counts.
 * The page is chosen by the sort's index first, and only its questions' authors and answers
 * are looked up.
 */
export async function listQuestions(
  db: Db,
  productId: string,
  q: ListQuery,
  viewerId: string | null,
): Promise<TQuestionPage> {
  const ofProduct = eq(questions.productId, productId);
  const filtered = and(ofProduct, visible(questions, viewerId), matching(q.search));
  const [rows, [counts]] = await Promise.all([
    withAuthor(db.select(questionColumns).from(questions).$dynamic(), questions.userId)
      .where(inArray(questions.id, pageIds(db, productId, q, viewerId)))
      .orderBy(...QUESTION_ORDER[q.sort]),
    // Both totals in one walk of the product's questions.
    db
      .select({
        filtered: sql<number>`count(*) filter (where ${filtered})::int`,
        all: sql<number>`count(*) filter (where ${questions.status} = 'approved')::int`,
      })
      .from(questions)
      .where(ofProduct),
  ]);
  // Only a product without a question a reader may see is looked up: is there one at all?
  if (rows.length === 0 && !counts?.filtered) await mustFindProduct(db, productId);
  const answersOf = await firstAnswers(
    db,
    rows.map((row) => row.id),
    viewerId,
  );
  return {
    items: rows.map((row): TQuestion => ({
      id: row.id,
      productId: row.productId,
      userId: row.userId,
      status: row.status,
      text: row.text,
      author: authorOf(row),
      createdAt: row.createdAt.toISOString(),
      editedAt: row.editedAt?.toISOString() ?? null,
      answerCount: row.answerCount,
      acceptedAnswerId: row.acceptedAnswerId,
      answers: answersOf.get(row.id) ?? [],
    })),
    total: counts?.filtered ?? 0,
    totalUnfiltered: counts?.all ?? 0,
    page: q.page,
    pageSize: QUESTION_PAGE_SIZE,
  };
}

/** A question as its reader may see it: approved, or their own; else there is none. */
async function mustSeeQuestion(db: Executor, questionId: string, viewerId: string | null) {
  const [question] = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.id, questionId), visible(questions, viewerId)));
  if (!question) throw notFound(QA_MSG.questionNotFound);
}

/** A page of one question's answers, in the order the question shows them. */
export async function listAnswers(
  db: Db,
  questionId: string,
  page: number,
  viewerId: string | null,
): Promise<TAnswerPage> {
  await mustSeeQuestion(db, questionId, viewerId);
  const rows = await answerRows(db, viewerId, {})
    .where(and(eq(answers.questionId, questionId), visible(answers, viewerId)))
    .orderBy(...ANSWER_ORDER)
    .limit(ANSWER_PAGE_SIZE + 1)
    .offset((page - 1) * ANSWER_PAGE_SIZE);
  return {
    items: rows.slice(0, ANSWER_PAGE_SIZE).map((row) => toAnswer(row as AnswerFields)),
    page,
    pageSize: ANSWER_PAGE_SIZE,
    hasMore: rows.length > ANSWER_PAGE_SIZE,
  };
}

/**
 * "Is this what you mean?": the product's public questions most like the words typed, by
 * pg_trgm's similarity (the typo-tolerant search's measure), over its own questions only.
 */
export async function similarQuestions(
  db: Db,
  productId: string,
  text: string,
): Promise<TSimilarQuestions> {
  await mustFindProduct(db, productId);
  const likeness = sql<number>`similarity(${questions.text}, ${text})`;
  const rows = await db
    .select({ id: questions.id, text: questions.text, answerCount: questions.answerCount })
    .from(questions)
    .where(
      and(
        eq(questions.productId, productId),
        eq(questions.status, 'approved'),
        sql`${likeness} >= ${SIMILAR_QUESTION_THRESHOLD}`,
      ),
    )
    .orderBy(desc(likeness))
    .limit(SIMILAR_QUESTIONS_MAX);
  return { items: rows };
}

/**
 * Whether the reader may see a question's or an answer's history: its question public and it
 * public, or it their own. Else there is none to them.
 */
export async function mustSeeItem(
  db: Executor,
  kind: 'question' | 'answer',
  id: string,
  viewerId: string | null,
) {
  if (kind === 'question') return mustSeeQuestion(db, id, viewerId);
  const [answer] = await db
    .select({ id: answers.id })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(and(eq(answers.id, id), eq(questions.status, 'approved'), visible(answers, viewerId)));
  if (!answer) throw notFound(QA_MSG.answerNotFound);
}

/**
 * The answered questions of a product's Questions tab's first page, most useful first, each with
 * the answers it shows: what its structured data carries (issue 50).
 */
export async function answeredQuestions(db: Db, productId: string) {
  const first = { sort: 'useful', search: undefined, page: 1 } as const;
  const page = await listQuestions(db, productId, first, null);
  return page.items.filter((question) => question.answerCount > 0);
}

/**
 * The header's suggestions (issue 50): public questions holding the term, the most useful
 * first, with their products' names. The term is matched by the questions' trigram index, which
 * needs three characters to narrow anything, so a shorter term names none.
 */
export async function questionsMatching(db: Db, term: string, limit: number) {
  if (term.length < 3) return [];
  const rows = await db
    .select({ id: questions.id, text: questions.text, productId: questions.productId })
    .from(questions)
    .where(and(eq(questions.status, 'approved'), ilike(questions.text, containsPattern(term))))
    .orderBy(desc(questions.useful), desc(questions.answerCount), desc(questions.createdAt))
    .limit(limit);
  const names = await productNamesOf(db, [...new Set(rows.map((row) => row.productId))]);
  return rows.map((row) => ({ ...row, productName: names.get(row.productId) ?? '' }));
}
