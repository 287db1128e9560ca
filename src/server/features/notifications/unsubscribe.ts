import { eq, sql } from 'drizzle-orm';
import {
  NOTIFICATION_KINDS,
  subscriptionLabel,
  type MailSubscription,
} from '@shared/notifications';
import { NOTIFICATION_MSG, type TUnsubscribeResult } from '@shared/schemas/notifications';
import { notificationSettings } from './schema';
import { user } from '../../db/schema';
import type { Db } from '../../db/types';
import { badRequest } from '../../lib/errors';
import type { UnsubscribeTokens } from './unsubscribe-token';

/**
 * Turns one kind's e-mail (or the digest) off, or on again (undo), for the member the token
 * names; the kind's other channels (in the site, push) stay as they were. Idempotent: a second
 * click finds it done. A token that is not ours, has expired, or names an account that is gone
 * changes nothing.
 */
export async function setSubscribed(
  db: Db,
  tokens: UnsubscribeTokens,
  token: string,
  subscribed: boolean,
): Promise<TUnsubscribeResult> {
  const check = tokens.verify(token);
  if (!check.ok) {
    throw badRequest(
      check.reason === 'expired' ? NOTIFICATION_MSG.tokenExpired : NOTIFICATION_MSG.tokenInvalid,
      'token',
    );
  }
  const { userId, subscription } = check;
  const [member] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  if (!member) throw badRequest(NOTIFICATION_MSG.tokenInvalid, 'token');
  await db
    .insert(notificationSettings)
    .values({ userId, kind: subscription, ...otherChannels(subscription), byEmail: subscribed })
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.kind],
      set: { byEmail: sql`excluded.by_email` },
    });
  return { subscription, label: subscriptionLabel(subscription), subscribed };
}

/** What a first row says of the channels a link does not touch: the kind's defaults. */
function otherChannels(subscription: MailSubscription) {
  if (subscription === 'digest') return { inSite: false, byPush: false };
  const { site, push } = NOTIFICATION_KINDS[subscription].defaults;
  return { inSite: site, byPush: push };
}
