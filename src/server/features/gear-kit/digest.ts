import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { BranchId } from '@shared/catalog';
import { subscriptionLabel } from '@shared/notifications';
import { productPath } from '@shared/pages';
import { profiles } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import { digestMail } from '../../lib/mail/templates';
import {
  claimDigestWeek,
  digestSubscribers,
  hoursAgo,
  type DigestMember,
  type Notifier,
} from '../notifications';
import { catalogueColumns, joinProduct } from '../products';
import { reviewColumns, selectReviews } from '../reviews';
import { wishlists } from './schema';

const DIGEST_ITEMS = 10;
const BRANCH_TOP = 5;
const WEEK_HOURS = 7 * 24;
/** Six days between two digests, so a slow week's run still finds last week's claim older. */
const DIGEST_GAP_HOURS = WEEK_HOURS - 24;
/** Members one read takes, in the order of their ids; each is then claimed and mailed alone. */
const DIGEST_MEMBERS_PER_READ = 500;

type DigestItem = { text: string; url: string };

/**
 * Issue 50: the public questions on products the member keeps that nobody has answered yet,
 * newest first, none of their own. Questions lie above the Gear Kit, so the composition
 * (app.ts) hands their query in.
 */
export type UnansweredQuestions = (
  tx: Tx,
  memberId: string,
  limit: number,
) => Promise<{ text: string; path: string; productName: string }[]>;
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
export async function sendDigests(
  db: Db,
  notifier: Notifier,
  unansweredQuestions: UnansweredQuestions,
) {
  const branchTops = new Map<BranchId, BranchTop>();
  const branchTop = async (branch: BranchId) => {
    let top = branchTops.get(branch);
    if (!top) branchTops.set(branch, (top = await readBranchTop(db, notifier, branch)));
    return top;
  };
  let after = '';
  for (;;) {
    const members = await digestSubscribers(db, DIGEST_GAP_HOURS, after, DIGEST_MEMBERS_PER_READ);
    for (const member of members) {
      const top = member.branch ? await branchTop(member.branch) : [];
      await db.transaction(async (tx) => {
        const sections = await digestSections(tx, notifier, member, top, unansweredQuestions);
        if (sections.length === 0 || !(await claimDigestWeek(tx, member.id, DIGEST_GAP_HOURS)))
          return;
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

const productLink = (notifier: Notifier, productId: string) =>
  `${notifier.mailContext.publicUrl}${productPath(productId)}`;

/** The week's best-voted reviews by members of `branch`: one read per branch a run. */
async function readBranchTop(db: Db, notifier: Notifier, branch: BranchId): Promise<BranchTop> {
  const rows = await selectReviews(db, {
    userId: reviewColumns.userId,
    title: reviewColumns.title,
    productId: catalogueColumns.id,
    productName: catalogueColumns.name,
  })
    .innerJoin(profiles, eq(profiles.userId, reviewColumns.userId))
    .innerJoin(...joinProduct(reviewColumns.productId))
    .where(
      and(
        eq(reviewColumns.status, 'approved'),
        gt(reviewColumns.publishedAt, hoursAgo(WEEK_HOURS)),
        eq(profiles.branch, branch),
      ),
    )
    .orderBy(
      desc(sql`${reviewColumns.upvotes} - ${reviewColumns.downvotes}`),
      desc(reviewColumns.rating),
    )
    .limit(BRANCH_TOP + 1);
  return rows.map((r) => ({
    userId: r.userId,
    text: `"${r.title}" (${r.productName})`,
    url: productLink(notifier, r.productId),
  }));
}

/**
 * What one member's digest says: their Gear Kit's new reviews, the questions on it waiting for
 * an owner's answer (issue 50), and their branch's best.
 */
async function digestSections(
  tx: Tx,
  notifier: Notifier,
  member: DigestMember,
  branchTop: BranchTop,
  unansweredQuestions: UnansweredQuestions,
): Promise<{ heading: string; items: DigestItem[] }[]> {
  const kit = await selectReviews(tx, {
    title: reviewColumns.title,
    productId: catalogueColumns.id,
    productName: catalogueColumns.name,
  })
    .innerJoin(
      wishlists,
      and(eq(wishlists.productId, reviewColumns.productId), eq(wishlists.userId, member.id)),
    )
    .innerJoin(...joinProduct(reviewColumns.productId))
    .where(
      and(
        eq(reviewColumns.status, 'approved'),
        gt(reviewColumns.publishedAt, hoursAgo(WEEK_HOURS)),
        ne(reviewColumns.userId, member.id),
      ),
    )
    .orderBy(desc(reviewColumns.publishedAt))
    .limit(DIGEST_ITEMS);
  const unanswered = await unansweredQuestions(tx, member.id, DIGEST_ITEMS);
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
    ...(unanswered.length > 0
      ? [
          {
            heading: 'Questions about gear in your Gear Kit, waiting for an answer',
            items: unanswered.map((q) => ({
              text: `"${q.text}" (${q.productName})`,
              url: `${notifier.mailContext.publicUrl}${q.path}`,
            })),
          },
        ]
      : []),
    ...(branchItems.length > 0
      ? [{ heading: "This week's top reviews from your branch", items: branchItems }]
      : []),
  ];
}
