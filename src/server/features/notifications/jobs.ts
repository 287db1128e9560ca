import { and, count, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { BranchId } from '@shared/catalog';
import { MODERATION_REMINDER_HOURS, subscriptionLabel } from '@shared/notifications';
import { productPath } from '@shared/pages';
import { notificationPacing, notificationSettings } from './schema';
import { pendingProducts } from '../submissions/schema';
import { products } from '../products/schema';
import { profiles, user, userRoles } from '../../db/schema';
import { reviewFlags } from '../reviews/moderation/schema';
import { reviews } from '../reviews/schema';
import { wishlists } from '../gear-kit/schema';
import type { Db, Tx } from '../../db/types';
import { digestMail } from '../../lib/mail/templates';
import { kitReview, moderationWaiting } from './notices';
import type { Notifier } from './notifier';

/**
 * A newly published review, told to every member whose Gear Kit holds its product but its
 * author: the moderator's request only queued this, however many members that is.
 */
export async function fanOutKitReview(tx: Tx, notifier: Notifier, reviewId: string) {
  const [review] = await tx
    .select({
      authorId: reviews.userId,
      authorName: profiles.name,
      title: reviews.title,
      status: reviews.status,
      productId: reviews.productId,
      productName: products.name,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(profiles, eq(profiles.userId, reviews.userId))
    .where(eq(reviews.id, reviewId));
  // Deleted or taken down since: nothing to tell.
  if (!review || review.status !== 'approved') return;
  const holders = await tx
    .select({ id: wishlists.userId })
    .from(wishlists)
    .where(and(eq(wishlists.productId, review.productId), ne(wishlists.userId, review.authorId)));
  await notifier.tellMany(
    tx,
    holders.map((holder) => kitReview({ ...review, holderId: holder.id })),
  );
}

const hoursAgo = (hours: number) => sql`now() - make_interval(hours => ${hours})`;

/** Stamps when a paced message went to these members. */
async function paced(tx: Tx, userIds: string[], kind: 'moderation_waiting' | 'digest') {
  if (userIds.length === 0) return;
  await tx
    .insert(notificationPacing)
    .values(userIds.map((userId) => ({ userId, kind, lastSentAt: sql`now()` })))
    .onConflictDoUpdate({
      target: [notificationPacing.userId, notificationPacing.kind],
      set: { lastSentAt: sql`now()` },
    });
}

/** Members not sent `kind` within `hours`. */
const notPacedWithin = (kind: 'moderation_waiting' | 'digest', hours: number) =>
  sql`not exists (select 1 from ${notificationPacing} where ${notificationPacing.userId} = ${user.id}
      and ${notificationPacing.kind} = ${kind} and ${notificationPacing.lastSentAt} > ${hoursAgo(hours)})`;

/**
 * Hourly: when any moderation queue holds an item older than 48 hours, each admin not reminded
 * in the last day is told which queues and how many.
 */
export async function remindModerators(tx: Tx, notifier: Notifier) {
  const before = hoursAgo(MODERATION_REMINDER_HOURS);
  const waitingIn = async (
    table: typeof reviews | typeof pendingProducts | typeof reviewFlags,
    since: PgColumn,
  ): Promise<number> => {
    const [row] = await tx
      .select({ n: count() })
      .from(table)
      .where(and(eq(table.status, 'pending'), lt(since, before)));
    return row?.n ?? 0;
  };
  const waiting = {
    // An edited review waits again from its edit.
    reviews: await waitingIn(reviews, reviews.updatedAt),
    submissions: await waitingIn(pendingProducts, pendingProducts.createdAt),
    flags: await waitingIn(reviewFlags, reviewFlags.createdAt),
  };
  if (waiting.reviews + waiting.submissions + waiting.flags === 0) return;
  const admins = await tx
    .selectDistinct({ id: user.id })
    .from(user)
    .innerJoin(userRoles, eq(userRoles.userId, user.id))
    .where(notPacedWithin('moderation_waiting', 24));
  const ids = admins.map((a) => a.id);
  await notifier.tellMany(
    tx,
    ids.map((id) => moderationWaiting(id, waiting, MODERATION_REMINDER_HOURS)),
  );
  await paced(tx, ids, 'moderation_waiting');
}

const DIGEST_ITEMS = 10;
const BRANCH_TOP = 5;
const WEEK_HOURS = 7 * 24;
/** Six days between two digests, so a slow week's run still finds last week's claim older. */
const DIGEST_GAP_HOURS = WEEK_HOURS - 24;
/** Members one read takes, in the order of their ids; each is then claimed and mailed alone. */
const DIGEST_MEMBERS_PER_READ = 500;

type DigestMember = { id: string; email: string; branch: BranchId | null };
type DigestItem = { text: string; url: string };
type BranchTop = { userId: string; text: string; url: string }[];

/**
 * Weekly, to members who turned the digest on: the week's newly published reviews of products
 * in their Gear Kit, and the week's best-voted reviews by members of their branch. Nothing
 * of their own, and no mail when there is nothing to say.
 *
 * Issue 44: once a week per member, however many runs overlap. Each member's mail is queued in
 * a short transaction of its own with the claim of their week (claimDigestWeek), so a run that
 * expires and is queued again while the first is still going finds the members the first has
 * mailed claimed, and waits on the one it is mailing, then finds that claimed too. A member
 * with nothing to say is not claimed: a later run of the week with news for them may send it.
 */
export async function sendDigests(db: Db, notifier: Notifier) {
  const branchTops = new Map<BranchId, BranchTop>();
  const branchTop = async (branch: BranchId) => {
    let top = branchTops.get(branch);
    if (!top) branchTops.set(branch, (top = await readBranchTop(db, notifier, branch)));
    return top;
  };
  let after = '';
  for (;;) {
    const members = await db
      .select({ id: user.id, email: user.email, branch: profiles.branch })
      .from(notificationSettings)
      .innerJoin(user, eq(user.id, notificationSettings.userId))
      .innerJoin(profiles, eq(profiles.userId, user.id))
      .where(
        and(
          eq(notificationSettings.kind, 'digest'),
          eq(notificationSettings.byEmail, true),
          notPacedWithin('digest', DIGEST_GAP_HOURS),
          gt(user.id, after),
        ),
      )
      .orderBy(user.id)
      .limit(DIGEST_MEMBERS_PER_READ);
    for (const member of members) {
      const top = member.branch ? await branchTop(member.branch) : [];
      await db.transaction(async (tx) => {
        const sections = await digestSections(tx, notifier, member, top);
        if (sections.length === 0 || !(await claimDigestWeek(tx, member.id))) return;
        const links = notifier.unsubscribeLinks(member.id, 'digest');
        await notifier.queueMails(tx, [
          {
            message: digestMail(notifier.mailContext, member.email, sections, {
              ...links,
              label: subscriptionLabel('digest'),
            }),
            userId: member.id,
          },
        ]);
      });
    }
    if (members.length < DIGEST_MEMBERS_PER_READ) return;
    after = members.at(-1)!.id;
  }
}

/**
 * The member's week, or nothing: an atomic upsert that stamps their digest only when the last
 * one is older than DIGEST_GAP_HOURS, and says whether it did. A run holding the row uncommitted
 * makes another wait, which then sees the new stamp and is refused.
 */
async function claimDigestWeek(tx: Tx, userId: string): Promise<boolean> {
  const claimed = await tx
    .insert(notificationPacing)
    .values({ userId, kind: 'digest', lastSentAt: sql`now()` })
    .onConflictDoUpdate({
      target: [notificationPacing.userId, notificationPacing.kind],
      set: { lastSentAt: sql`now()` },
      setWhere: lt(notificationPacing.lastSentAt, hoursAgo(DIGEST_GAP_HOURS)),
    })
    .returning({ userId: notificationPacing.userId });
  return claimed.length > 0;
}

const productLink = (notifier: Notifier, productId: string) =>
  `${notifier.mailContext.publicUrl}${productPath(productId)}`;

/** The week's best-voted reviews by members of `branch`: one read per branch a run. */
async function readBranchTop(db: Db, notifier: Notifier, branch: BranchId): Promise<BranchTop> {
  const rows = await db
    .select({
      userId: reviews.userId,
      title: reviews.title,
      productId: products.id,
      productName: products.name,
    })
    .from(reviews)
    .innerJoin(profiles, eq(profiles.userId, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(
      and(
        eq(reviews.status, 'approved'),
        gt(reviews.publishedAt, hoursAgo(WEEK_HOURS)),
        eq(profiles.branch, branch),
      ),
    )
    .orderBy(desc(sql`${reviews.upvotes} - ${reviews.downvotes}`), desc(reviews.rating))
    .limit(BRANCH_TOP + 1);
  return rows.map((r) => ({
    userId: r.userId,
    text: `"${r.title}" (${r.productName})`,
    url: productLink(notifier, r.productId),
  }));
}

/** What one member's digest says: their Gear Kit's new reviews, and their branch's best. */
async function digestSections(
  tx: Tx,
  notifier: Notifier,
  member: DigestMember,
  branchTop: BranchTop,
): Promise<{ heading: string; items: DigestItem[] }[]> {
  const kit = await tx
    .select({ title: reviews.title, productId: products.id, productName: products.name })
    .from(reviews)
    .innerJoin(
      wishlists,
      and(eq(wishlists.productId, reviews.productId), eq(wishlists.userId, member.id)),
    )
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(
      and(
        eq(reviews.status, 'approved'),
        gt(reviews.publishedAt, hoursAgo(WEEK_HOURS)),
        ne(reviews.userId, member.id),
      ),
    )
    .orderBy(desc(reviews.publishedAt))
    .limit(DIGEST_ITEMS);
  const branchItems = branchTop.filter((r) => r.userId !== member.id).slice(0, BRANCH_TOP);
  return [
    ...(kit.length > 0
      ? [
          {
            heading: 'New reviews of gear in your Gear Kit',
            items: kit.map((r) => ({
              text: `"${r.title}" (${r.productName})`,
              url: productLink(notifier, r.productId),
            })),
          },
        ]
      : []),
    ...(branchItems.length > 0
      ? [{ heading: "This week's top reviews from your branch", items: branchItems }]
      : []),
  ];
}
