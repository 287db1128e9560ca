import { desc, eq } from 'drizzle-orm';
import { notifications } from './schema';
import { userRoles } from '../../db/schema';
import type { Executor } from '../../db/types';
import { exportPushDevices } from './push-service';
import { readSettings, toNotificationDto } from './service';

/**
 * The member's notifications, every one, their settings and the devices push goes to, for
 * "Download my data".
 */
export async function exportNotifications(tx: Executor, userId: string) {
  const rows = await tx
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  const roles = await tx.select().from(userRoles).where(eq(userRoles.userId, userId));
  return {
    notifications: rows.map(toNotificationDto),
    notificationSettings: await readSettings(tx, userId, roles.length > 0),
    pushDevices: await exportPushDevices(tx, userId),
  };
}
