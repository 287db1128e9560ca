import { and, count, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { MODERATION_REMINDER_HOURS, subscriptionLabel } from '@shared/notifications';
import { productPath } from '@shared/pages';
import {
  notificationPacing,
  notificationSettings,
  pendingProducts,
  products,
  profiles,
  reviewFlags,
  reviews,
  user,
  userRoles,
  wishlists,
} from '../../db/schema';
import type { Tx } from '../../db/types';
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

/**
 * Weekly, to members who turned the digest on: the week's newly published reviews of products
 * in their Gear Kit, and the week's best-voted reviews by members of their branch. Nothing
 * of their own, and no mail when there is nothing to say.
 */
export async function sendDigests(tx: Tx, notifier: Notifier) {
  const since = hoursAgo(WEEK_HOURS);
  const members = await tx
    .select({ id: user.id, email: user.email, branch: profiles.branch })
    .from(notificationSettings)
    .innerJoin(user, eq(user.id, notificationSettings.userId))
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(
      and(
        eq(notificationSettings.kind, 'digest'),
        eq(notificationSettings.byEmail, true),
        // Six days, so a slow week's run still finds last week's stamp older.
        notPacedWithin('digest', WEEK_HOURS - 24),
      ),
    );
  const ctx = notifier.mailContext;
  const link = (productId: string) => `${ctx.publicUrl}${productPath(productId)}`;
  const branchTop = new Map<string, { userId: string; text: string; url: string }[]>();
  const sent: string[] = [];
  const mails = [];
  for (const member of members) {
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
          gt(reviews.publishedAt, since),
          ne(reviews.userId, member.id),
        ),
      )
      .orderBy(desc(reviews.publishedAt))
      .limit(DIGEST_ITEMS);
    let top = member.branch ? branchTop.get(member.branch) : [];
    if (member.branch && !top) {
      const rows = await tx
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
            gt(reviews.publishedAt, since),
            eq(profiles.branch, member.branch),
          ),
        )
        .orderBy(desc(sql`${reviews.upvotes} - ${reviews.downvotes}`), desc(reviews.rating))
        .limit(BRANCH_TOP + 1);
      top = rows.map((r) => ({
        userId: r.userId,
        text: `"${r.title}" (${r.productName})`,
        url: link(r.productId),
      }));
      branchTop.set(member.branch, top);
    }
    const branchItems = (top ?? []).filter((r) => r.userId !== member.id).slice(0, BRANCH_TOP);
    const sections = [
      ...(kit.length > 0
        ? [
            {
              heading: 'New reviews of gear in your Gear Kit',
              items: kit.map((r) => ({
                text: `"${r.title}" (${r.productName})`,
                url: link(r.productId),
              })),
            },
          ]
        : []),
      ...(branchItems.length > 0
        ? [{ heading: "This week's top reviews from your branch", items: branchItems }]
        : []),
    ];
    if (sections.length === 0) continue;
    const links = notifier.unsubscribeLinks(member.id, 'digest');
    mails.push({
      message: digestMail(ctx, member.email, sections, {
        ...links,
        label: subscriptionLabel('digest'),
      }),
      userId: member.id,
    });
    sent.push(member.id);
  }
  await notifier.queueMails(tx, mails);
  await paced(tx, sent, 'digest');
}
