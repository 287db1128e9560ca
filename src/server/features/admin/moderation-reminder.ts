import { eq } from 'drizzle-orm';
import { MODERATION_REMINDER_HOURS } from '@shared/notifications';
import { user, userRoles } from '../../db/schema';
import type { Tx } from '../../db/types';
import { hoursAgo, notices, notPacedWithin, paced, type Notifier } from '../notifications';
import { flagsWaiting, reviewsWaiting } from '../reviews';
import { questionsWaiting } from '../questions';
import { submissionsWaiting } from '../submissions';
import { appealsWaiting } from '../appeals';

/**
 * Hourly: when any moderation queue holds an item older than 48 hours, each admin not reminded
 * in the last day is told which queues and how many.
 */
export async function remindModerators(tx: Tx, notifier: Notifier) {
  const before = hoursAgo(MODERATION_REMINDER_HOURS);
  const waiting = {
    reviews: await reviewsWaiting(tx, before),
    submissions: await submissionsWaiting(tx, before),
    flags: await flagsWaiting(tx, before),
    questions: await questionsWaiting(tx, before),
    appeals: await appealsWaiting(tx, before),
  };
  if (Object.values(waiting).every((n) => n === 0)) return;
  const admins = await tx
    .selectDistinct({ id: user.id })
    .from(user)
    .innerJoin(userRoles, eq(userRoles.userId, user.id))
    .where(notPacedWithin('moderation_waiting', 24));
  const ids = admins.map((a) => a.id);
  await notifier.tellMany(
    tx,
    ids.map((id) => notices.moderationWaiting(id, waiting, MODERATION_REMINDER_HOURS)),
  );
  await paced(tx, ids, 'moderation_waiting');
}
