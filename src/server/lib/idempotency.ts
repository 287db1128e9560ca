import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../db/types';

/** How long a key holds its answer (decision 035); the retention job deletes it after that. */
export const IDEMPOTENCY_KEY_HOURS = 24;

const lifetime = sql`make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`;

/** One request sent under an `Idempotency-Key`, as its row records it. */
export interface KeyedRequest {
  key: string;
  /** The signed-in member, or null for a visitor. */
  actorId: string | null;
  /** Method and route pattern: "POST /api/reviews/:id/reports". */
  route: string;
  requestHash: string;
}

/** What an earlier request under the key left: its answer, or none while it runs. */
export interface KeptRequest extends Omit<KeyedRequest, 'key'> {
  status: number | null;
  body: string | null;
}

type Rows<R> = { rows: R[] };

/**
 * Takes the key for this request in one statement, so of two sends at once on any instance only
 * one runs: true when it is this request's to answer, else the row another left. A key past its
 * 24 hours is taken over as if new, whether or not the retention job has deleted it yet.
 */
export async function claimKey(db: Executor, sent: KeyedRequest): Promise<true | KeptRequest> {
  // A row that goes (released after a 5xx, or pruned) between the two statements is claimed
  // again; twice is enough unless something deletes it each time.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const claimed = (await db.execute(sql`
      insert into idempotency_keys (key, actor_id, route, request_hash)
      values (${sent.key}, ${sent.actorId}, ${sent.route}, ${sent.requestHash})
      on conflict (key) do update set
        actor_id = excluded.actor_id, route = excluded.route,
        request_hash = excluded.request_hash, status = null, body = null, created_at = now()
        where idempotency_keys.created_at <= now() - ${lifetime}
      returning key`)) as unknown as Rows<{ key: string }>;
    if (claimed.rows.length > 0) return true;
    const kept = (await db.execute(sql`
      select actor_id as "actorId", route, request_hash as "requestHash", status, body
      from idempotency_keys where key = ${sent.key}`)) as unknown as Rows<KeptRequest>;
    if (kept.rows[0]) return kept.rows[0];
  }
  throw new Error('an idempotency key neither claimed nor found');
}

/** Keeps the answer of the request that claimed the key, to be replayed to the others. */
export async function keepAnswer(db: Executor, key: string, status: number, body: string) {
  await db.execute(sql`
    update idempotency_keys set status = ${status}, body = ${body}
    where key = ${key} and status is null`);
}

/** Gives the key back (the request failed on our side): a send again runs it afresh. */
export async function releaseKey(db: Executor, key: string) {
  await db.execute(sql`delete from idempotency_keys where key = ${key} and status is null`);
}

/** Deletes keys past their 24 hours (the retention job); returns how many. */
export async function pruneIdempotencyKeys(tx: Tx, asOf: Date) {
  const result = (await tx.execute(sql`
    with gone as (
      delete from idempotency_keys where created_at <= ${asOf}::timestamptz - ${lifetime}
      returning 1)
    select count(*)::int as n from gone`)) as unknown as Rows<{ n: number }>;
  return Number(result.rows[0]?.n ?? 0);
}
