import { and, eq, gt, or, sql } from 'drizzle-orm';
import { STANDING } from '@shared/questions';
import { user } from '../../db/schema';
import type { Executor } from '../../db/types';
import { isAdmin, type Viewer } from '../../plugins/viewer';
import { reviewStanding } from '../reviews';
import { answers, questions } from './schema';
import { passOpsecCheck } from '../../lib/opsec-gate';

/** What decides whether a member's question or answer is public at once (issue 50). */
export interface Standing {
  admin: boolean;
  accountAgeDays: number;
  /** Approved reviews, questions or answers of theirs. */
  approved: boolean;
  /** One of theirs rejected, or hidden by flags, within STANDING.cleanDays. */
  troubled: boolean;
}

/**
 * A member in good standing posts at once: an admin, or an account at least a week old with an
 * approved contribution and nothing of theirs rejected or hidden by flags lately. Anyone else's
 * question or answer, a new account's first among them, waits for a moderator as a review does.
 */
export const postsAtOnce = (s: Standing) =>
  s.admin || (s.accountAgeDays >= STANDING.accountDays && s.approved && !s.troubled);

/** The status the viewer's new or rewritten question or answer takes. */
export const statusFor = async (db: Executor, viewer: Viewer) =>
  postsAtOnce(await standingOf(db, viewer)) ? ('approved' as const) : ('pending' as const);

/** A question or answer as written: its words, and whether its author posts past the check. */
export interface QaPost {
  text: string;
  opsecAcknowledged: boolean;
}

/**
 * Issue 52: a post's words pass the OPSEC check, or its author posts anyway (else a 422 with the
 * findings). Posted anyway, it waits for a moderator, who sees what was found, whatever the
 * author's standing; otherwise the standing decides.
 */
export async function statusOfPost(db: Executor, viewer: Viewer, post: QaPost) {
  const found = passOpsecCheck({ text: post.text }, post.opsecAcknowledged);
  return found.length > 0 ? ('pending' as const) : statusFor(db, viewer);
}

/** The viewer's standing, read from their account, their reviews and their Q&A. */
export async function standingOf(db: Executor, viewer: Viewer): Promise<Standing> {
  const since = sql`now() - make_interval(days => ${STANDING.cleanDays})`;
  const record = (table: typeof questions | typeof answers) =>
    db
      .select({
        approved: sql<boolean>`coalesce(bool_or(${table.status} = 'approved'), false)`,
        troubled: sql<boolean>`coalesce(bool_or(${or(
          and(eq(table.status, 'rejected'), gt(table.decidedAt, since)),
          gt(table.hiddenByFlagsAt, since),
        )}), false)`,
      })
      .from(table)
      .where(eq(table.userId, viewer.id));
  const [[account], reviews, [asked], [answered]] = await Promise.all([
    db
      .select({
        days: sql<number>`floor(extract(epoch from now() - ${user.createdAt}) / 86400)::int`,
      })
      .from(user)
      .where(eq(user.id, viewer.id)),
    reviewStanding(db, viewer.id, STANDING.cleanDays),
    record(questions),
    record(answers),
  ]);
  return {
    admin: isAdmin(viewer),
    accountAgeDays: account?.days ?? 0,
    approved: reviews.approved || asked!.approved || answered!.approved,
    troubled: reviews.troubled || asked!.troubled || answered!.troubled,
  };
}
