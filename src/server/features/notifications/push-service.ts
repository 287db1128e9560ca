import { ECDH } from 'node:crypto';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import {
  PUSH_MSG,
  type TPushSubscriptionRemove,
  type TPushSubscriptionWrite,
} from '@shared/schemas/push';
import { pushSubscriptions } from './schema';
import type { Db, Executor } from '../../db/types';
import { badRequest } from '../../lib/errors';

/**
 * Devices one member may have push sent to: each address is one the member chose, and every
 * notice is posted to each, so a member cannot make the server post to many addresses at once.
 * Past it, the device turned on longest ago is let go.
 */
export const PUSH_DEVICES_MAX = 10;

const unpadded = (base64url: string) => base64url.replace(/=+$/, '');

/** Whether the browser's key is a point on P-256: encryption to anything else fails later. */
function isP256Point(base64url: string) {
  try {
    ECDH.convertKey(Buffer.from(base64url, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/**
 * Turns push on for the device at this address, for this member. An address another account
 * subscribed becomes this member's: a shared device is told the notices of whoever turned push
 * on last, never of the one before (push-send.ts checks the owner when sending).
 */
export async function savePushSubscription(db: Db, userId: string, body: TPushSubscriptionWrite) {
  const p256dh = unpadded(body.keys.p256dh);
  if (!isP256Point(p256dh)) throw badRequest(PUSH_MSG.keys, 'keys.p256dh');
  const row = { userId, endpoint: body.endpoint, p256dh, auth: unpadded(body.keys.auth) };
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: sql`excluded.user_id`,
          p256dh: sql`excluded.p256dh`,
          auth: sql`excluded.auth`,
          // Since when this member has had it: a new owner starts afresh.
          createdAt: sql`case when ${pushSubscriptions.userId} = excluded.user_id
            then ${pushSubscriptions.createdAt} else now() end`,
        },
      });
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(PUSH_DEVICES_MAX);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
  });
  return { ok: true as const };
}

/** Turns push off for the device at this address, if it is this member's; done either way. */
export async function removePushSubscription(
  db: Db,
  userId: string,
  body: TPushSubscriptionRemove,
) {
  await db
    .delete(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, body.endpoint)),
    );
  return { ok: true as const };
}

/**
 * The member's devices for the data export: the push service's host and since when. The full
 * address and the keys are left out: secrets of the device's browser, of no use outside it.
 */
export async function exportPushDevices(tx: Executor, userId: string) {
  const rows = await tx
    .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt));
  return rows.map((r) => ({
    pushService: new URL(r.endpoint).host,
    createdAt: r.createdAt.toISOString(),
  }));
}
