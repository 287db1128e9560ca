import { and, eq, inArray } from 'drizzle-orm';
import {
  NOTIFICATION_KINDS,
  subscriptionLabel,
  type Channels,
  type MailSubscription,
} from '@shared/notifications';
import { PAGES } from '@shared/pages';
import { notifications, notificationSettings } from './schema';
import { user } from '../../db/schema';
import type { Executor } from '../../db/types';
import type { MailMessage } from '../../lib/mail/mailer';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { Outbox } from '../../lib/mail/outbox';
import { noticeMail, type MailContext } from '../../lib/mail/templates';
import { withinLimits, type Notice } from './notice';
import type { PushSender } from './push-send';
import { KIT_REVIEW_QUEUE } from './queues';
import type { UnsubscribeTokens } from './unsubscribe-token';

/**
 * The change feed names at most 50 members a statement (migration 0011); rows are written in
 * statements of that many, so each member's bell hears of exactly their own.
 */
const ROWS_PER_STATEMENT = 50;
/** Recipients whose settings one query reads. */
const RECIPIENTS_PER_READ = 1000;

export class Notifier {
  constructor(
    private readonly jobs: JobQueue,
    private readonly outbox: Outbox,
    private readonly mail: MailContext,
    /** Signs the links this notifier mails; the unsubscribe routes check them. */
    readonly tokens: UnsubscribeTokens,
    /** Pushes to members' devices (issue 51); the push routes read its public key. */
    readonly push: PushSender,
  ) {}

  /**
   * A review just published for the first time: its product's Gear Kits are told by a job, so
   * the moderator's request costs one insert however many members hold the product.
   */
  async reviewPublished(tx: Executor, reviewId: string) {
    await this.jobs.send(tx, KIT_REVIEW_QUEUE, { reviewId });
  }

  /** Tells one member, in the caller's transaction. */
  async tell(tx: Executor, notice: Notice) {
    await this.tellMany(tx, [notice]);
  }

  /**
   * Tells each member of their notice, in the site, by e-mail and by push as their settings say,
   * in the caller's transaction: what it commits is what they are told. Never of their own acts.
   */
  async tellMany(tx: Executor, all: Notice[]) {
    const notices = all.filter((n) => n.actorId !== n.userId).map(withinLimits);
    for (let at = 0; at < notices.length; at += RECIPIENTS_PER_READ) {
      const batch = notices.slice(at, at + RECIPIENTS_PER_READ);
      const recipients = await readRecipients(tx, batch);
      const rows = batch.filter((n) => recipients.get(n.userId)?.channels.get(n.kind)?.site);
      for (let r = 0; r < rows.length; r += ROWS_PER_STATEMENT) {
        await tx.insert(notifications).values(
          rows.slice(r, r + ROWS_PER_STATEMENT).map((n) => ({
            userId: n.userId,
            kind: n.kind,
            title: n.title,
            detail: n.detail,
            link: n.link,
            actorId: n.namesMember ?? null,
          })),
        );
      }
      const mails = batch.flatMap((n) => {
        const to = recipients.get(n.userId);
        if (!to?.channels.get(n.kind)?.email) return [];
        return [{ message: this.noticeMail(to.email, n), userId: n.userId }];
      });
      await this.outbox.queueMany(tx, mails);
      await this.push.queue(
        tx,
        batch.filter((n) => recipients.get(n.userId)?.channels.get(n.kind)?.push),
      );
    }
  }

  /** The links that turn off `subscription` for `userId`: the page's and RFC 8058's. */
  unsubscribeLinks(userId: string, subscription: MailSubscription) {
    const token = encodeURIComponent(this.tokens.sign(userId, subscription));
    return {
      label: subscriptionLabel(subscription),
      page: `${this.mail.publicUrl}${PAGES.unsubscribe.path}?token=${token}`,
      oneClick: `${this.mail.publicUrl}/api/unsubscribe/one-click?token=${token}`,
    };
  }

  get mailContext() {
    return this.mail;
  }

  /** Mail that is not one notice (the digest), queued in the caller's transaction. */
  async queueMails(tx: Executor, mails: { message: MailMessage; userId: string }[]) {
    await this.outbox.queueMany(tx, mails);
  }

  private noticeMail(to: string, notice: Notice): MailMessage {
    return noticeMail(this.mail, to, notice, this.unsubscribeLinks(notice.userId, notice.kind));
  }
}

/** Each recipient's address and, per kind asked about, their channels (defaults filled in). */
async function readRecipients(tx: Executor, notices: Notice[]) {
  const userIds = [...new Set(notices.map((n) => n.userId))];
  const kinds = [...new Set(notices.map((n) => n.kind))];
  const rows = await tx
    .select({
      id: user.id,
      email: user.email,
      kind: notificationSettings.kind,
      site: notificationSettings.inSite,
      email_: notificationSettings.byEmail,
      push: notificationSettings.byPush,
    })
    .from(user)
    .leftJoin(
      notificationSettings,
      and(eq(notificationSettings.userId, user.id), inArray(notificationSettings.kind, kinds)),
    )
    .where(inArray(user.id, userIds));
  const recipients = new Map<string, { email: string; channels: Map<string, Channels> }>();
  for (const row of rows) {
    let recipient = recipients.get(row.id);
    if (!recipient) {
      recipient = {
        email: row.email,
        channels: new Map(kinds.map((k) => [k, { ...NOTIFICATION_KINDS[k].defaults }])),
      };
      recipients.set(row.id, recipient);
    }
    if (row.kind && row.kind !== 'digest') {
      recipient.channels.set(row.kind, { site: row.site!, email: row.email_!, push: row.push! });
    }
  }
  return recipients;
}
