import { inArray, sql, type SQL } from 'drizzle-orm';
import { reviewRiskSignals } from './schema';
import type { OpsecKind } from '@shared/opsec';
import { reviewStatusEnum, type reviews } from '../schema';
import { opsecFindingsOf } from '../../../lib/opsec-gate';
import type { Tx } from '../../../db/types';
import { DUPLICATE_SIMILARITY } from './risk';

type ReviewRow = typeof reviews.$inferSelect;

/**
 * Where a near-duplicate is looked for (issue 29): a bounded set, so writing a review costs the
 * same at a million reviews as at a hundred, and no index over all their text is kept. Each
 * review status is read on its own by index, newest first.
 */
export const DUPLICATE_CANDIDATES = {
  /** The product's newest reviews, per status: a copy is most often of the same product's. */
  perProduct: 30,
  /** The author's newest reviews: the same text posted across products. */
  perAuthor: 30,
  /** The site's newest reviews, per status: the same text posted by several new accounts. */
  perSite: 50,
} as const;

/** The pattern migration 0029 backfilled with: a scheme or `www.` and what follows it. */
export const LINK_PATTERN = String.raw`(https?://|www\.)\S+`;

/** smallint columns: a count past this is stored as this. */
const SMALLINT_MAX = 32767;

/**
 * Records what a review's text says of its risk, in the transaction that wrote it (or flagged
 * it): its links, its author's reviews written in the 24 hours before it, and the most similar
 * review among the candidates (pg_trgm's `similarity()`) when at or above DUPLICATE_SIMILARITY,
 * and (issue 52) the kinds the OPSEC check found that its author posted anyway.
 *
 * Signals are kept while a review waits in a moderation queue (pending, or flagged) and
 * forgotten once a moderator has decided it, so the queues' lookups meet a table of their own
 * size rather than one row for every review ever written.
 */
export async function recordRiskSignals(
  tx: Tx,
  reviewId: string,
  opsecKinds: readonly OpsecKind[] = [],
) {
  await tx.execute(riskSignalsUpsert(reviewId, opsecKinds));
}

/** Issue 52: the kinds the OPSEC check finds in a review's words, each once. */
export const opsecKindsOf = (review: Pick<ReviewRow, 'title' | 'content' | 'pros' | 'cons'>) => [
  ...new Set(
    opsecFindingsOf({
      title: review.title,
      content: review.content,
      pros: review.pros,
      cons: review.cons,
    }).map((f) => f.kind),
  ),
];

/** Forgets the signals of reviews a moderator has decided, which no queue holds any more. */
export async function forgetRiskSignals(tx: Tx, reviewIds: readonly string[]) {
  if (reviewIds.length === 0) return;
  await tx.delete(reviewRiskSignals).where(inArray(reviewRiskSignals.reviewId, [...reviewIds]));
}

/**
 * The newest `limit` reviews that `where` selects, one status at a time: each branch names its
 * status, so each walks its index newest first (a status from a join made the planner scan),
 * and orders as the indexes do (`desc nulls last`), or the planner sorts instead.
 */
const newestByStatus = (where: SQL, limit: number) =>
  sql.join(
    reviewStatusEnum.enumValues.map(
      (status) => sql`select c.id, c.product_id, c.content from me, lateral (
        select id, product_id, content from reviews where ${where} and status = ${sql.raw(`'${status}'`)}
        order by created_at desc nulls last limit ${limit}
      ) c`,
    ),
    sql` union all `,
  );

/** The one statement that records them (the benchmark explains it). */
export function riskSignalsUpsert(reviewId: string, opsecKinds: readonly OpsecKind[] = []) {
  const { perProduct, perAuthor, perSite } = DUPLICATE_CANDIDATES;
  return sql`
    with me as (
      select id, user_id, product_id, content, created_at from reviews where id = ${reviewId}
    ),
    candidates as (
      ${newestByStatus(sql`product_id = me.product_id`, perProduct)}
      union all
      select c.id, c.product_id, c.content from me, lateral (
        select id, product_id, content from reviews
        where user_id = me.user_id order by created_at desc nulls last limit ${perAuthor}
      ) c
      union all
      ${newestByStatus(sql`true`, perSite)}
    ),
    best as (
      select c.id, c.product_id, similarity(c.content, me.content) as similarity
      from candidates c, me where c.id <> me.id
      order by 3 desc limit 1
    )
    insert into review_risk_signals (review_id, similar_review_id, similar_product_id,
      similarity, link_count, recent_reviews, opsec_kinds, computed_at)
    select me.id,
      case when best.similarity >= ${DUPLICATE_SIMILARITY} then best.id end,
      case when best.similarity >= ${DUPLICATE_SIMILARITY} then best.product_id end,
      case when best.similarity >= ${DUPLICATE_SIMILARITY} then best.similarity end,
      least(${SMALLINT_MAX}, (select count(*) from regexp_matches(me.content, ${LINK_PATTERN}, 'gi'))),
      least(${SMALLINT_MAX}, (select count(*) from reviews o
        where o.user_id = me.user_id and o.id <> me.id
          and o.created_at between me.created_at - interval '24 hours' and me.created_at)),
      ${`{${opsecKinds.join(',')}}`}::text[],
      now()
    from me left join best on true
    on conflict (review_id) do update set
      similar_review_id = excluded.similar_review_id,
      similar_product_id = excluded.similar_product_id,
      similarity = excluded.similarity,
      link_count = excluded.link_count,
      recent_reviews = excluded.recent_reviews,
      opsec_kinds = excluded.opsec_kinds,
      computed_at = excluded.computed_at`;
}
