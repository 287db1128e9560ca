import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { type MailSubscription, NOTIFICATION_KIND_IDS } from '@shared/notifications';
import { PUSH_ENDPOINT_MAX } from '@shared/schemas/push';
import { createdAt, idColumn } from '../../db/schema/columns';
import { user, userIdColumn } from '../../db/schema/users';

export const notificationKindEnum = pgEnum('notification_kind', NOTIFICATION_KIND_IDS);

/** A setting is per kind, and one more for the weekly digest. */
export const notificationSettingEnum = pgEnum('notification_setting', [
  'digest',
  ...NOTIFICATION_KIND_IDS,
] as [MailSubscription, ...MailSubscription[]]);

/** What a member was told in the site (issue 28), written as it will be shown. */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    userId: userIdColumn(),
    kind: notificationKindEnum('kind').notNull(),
    title: text('title').notNull(),
    detail: text('detail'),
    link: text('link'),
    /**
     * The other member it tells of (who joined, who reviewed): when they delete their account,
     * what names them goes with it.
     */
    actorId: text('actor_id').references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    check('notifications_title_length', sql`char_length(${t.title}) between 1 and 400`),
    check('notifications_detail_length', sql`char_length(${t.detail}) <= 2000`),
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The bell's count reads only this: a member's unread rows, however many read ones they have.
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_actor_idx')
      .on(t.actorId)
      .where(sql`${t.actorId} is not null`),
  ],
);

/** A member's choices, one row per kind they changed; a kind without a row has its defaults. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: userIdColumn(),
    kind: notificationSettingEnum('kind').notNull(),
    inSite: boolean('in_site').notNull(),
    byEmail: boolean('by_email').notNull(),
    /** Issue 51: off for every kind until the member turns it on (shared/notifications.ts). */
    byPush: boolean('by_push').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * When a paced message (the admins' daily reminder, the weekly digest) last went to a member,
 * so a job that runs again, or on two instances, does not send it twice.
 */
export const notificationPacing = pgTable(
  'notification_pacing',
  {
    userId: userIdColumn(),
    kind: notificationSettingEnum('kind').notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * Issue 51: a device push notifications go to, as its browser subscribed it: the push service's
 * address for it and the keys its payloads are encrypted to (RFC 8291). One member's at a time:
 * a device another account subscribes is theirs from then on.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idColumn(),
    userId: userIdColumn(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    check(
      'push_subscriptions_endpoint_length',
      sql`char_length(${t.endpoint}) <= ${sql.raw(String(PUSH_ENDPOINT_MAX))}`,
    ),
  ],
);
