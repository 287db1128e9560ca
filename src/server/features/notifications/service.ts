import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  DIGEST_DEFAULT,
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_IDS,
  NOTIFICATION_PAGE_SIZE,
  type Channels,
  type NotificationKind,
} from '@shared/notifications';
import {
  NOTIFICATION_MSG,
  type TMarkReadRequest,
  type TNotification,
  type TNotificationPage,
  type TNotificationSettings,
  type TNotificationSettingsUpdate,
} from '@shared/schemas/notifications';
import { notifications, notificationSettings } from './schema';
import type { Db, Executor } from '../../db/types';
import { badRequest } from '../../lib/errors';

export const toNotificationDto = (row: typeof notifications.$inferSelect): TNotification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  detail: row.detail,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

/** A member's notifications, newest first, a page at a time, with their unread count. */
export async function listNotifications(
  db: Db,
  userId: string,
  page: number,
): Promise<TNotificationPage> {
  // Side by side: the page and the count are one round trip of waiting, not two (issue 46).
  const [rows, unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATION_PAGE_SIZE + 1)
      .offset((page - 1) * NOTIFICATION_PAGE_SIZE),
    unreadCount(db, userId),
  ]);
  return {
    items: rows.slice(0, NOTIFICATION_PAGE_SIZE).map(toNotificationDto),
    unreadCount: unread,
    page,
    hasMore: rows.length > NOTIFICATION_PAGE_SIZE,
  };
}

export async function unreadCount(db: Executor, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the member's own notifications read: others' ids are passed over, as unknown ones. */
export async function markRead(db: Db, userId: string, request: TMarkReadRequest) {
  const which = 'all' in request ? undefined : inArray(notifications.id, request.ids);
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), which));
  return { unreadCount: await unreadCount(db, userId) };
}

/** The kinds a member can be told of: the admins' only to admins. */
export const kindsFor = (isAdmin: boolean) =>
  NOTIFICATION_KIND_IDS.filter((kind) => isAdmin || !NOTIFICATION_KINDS[kind].admins);

export async function readSettings(
  db: Executor,
  userId: string,
  isAdmin: boolean,
): Promise<TNotificationSettings> {
  const rows = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  const chosen = new Map(rows.map((r) => [r.kind, r]));
  const kinds: TNotificationSettings['kinds'] = {};
  for (const kind of kindsFor(isAdmin)) {
    const row = chosen.get(kind);
    kinds[kind] = row
      ? { site: row.inSite, email: row.byEmail, push: row.byPush }
      : { ...NOTIFICATION_KINDS[kind].defaults };
  }
  return { kinds, digest: chosen.get('digest')?.byEmail ?? DIGEST_DEFAULT };
}

export async function updateSettings(
  db: Db,
  userId: string,
  isAdmin: boolean,
  update: TNotificationSettingsUpdate,
) {
  const named = Object.entries(update.kinds ?? {}) as [NotificationKind, Channels][];
  if (named.some(([kind]) => !isAdmin && NOTIFICATION_KINDS[kind].admins)) {
    throw badRequest(NOTIFICATION_MSG.adminsOnly, 'kinds');
  }
  const rows = [
    ...named.map(([kind, c]) => ({
      userId,
      kind,
      inSite: c.site,
      byEmail: c.email,
      byPush: c.push,
    })),
    ...(update.digest === undefined
      ? []
      : [
          { userId, kind: 'digest' as const, inSite: false, byEmail: update.digest, byPush: false },
        ]),
  ];
  return db.transaction(async (tx) => {
    if (rows.length > 0) {
      await tx
        .insert(notificationSettings)
        .values(rows)
        .onConflictDoUpdate({
          target: [notificationSettings.userId, notificationSettings.kind],
          set: {
            inSite: sql`excluded.in_site`,
            byEmail: sql`excluded.by_email`,
            byPush: sql`excluded.by_push`,
          },
        });
    }
    return readSettings(tx, userId, isAdmin);
  });
}
