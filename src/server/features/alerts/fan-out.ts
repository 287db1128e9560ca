import { eq } from 'drizzle-orm';
import type { AlertKind } from '@shared/alerts';
import type { Tx } from '../../db/types';
import { keepersOf } from '../gear-kit';
import { notices, type Notifier } from '../notifications';
import { productNameOf } from '../products';
import { approvedReviewersOf } from '../reviews';
import { productAlerts } from './schema';

/**
 * Tells an alert to every member whose Gear Kit holds its product and every author of an
 * approved review of it, each once however many of those they are (issue 49). It runs in one
 * transaction with its job's completion and marks the alert told: a retry after a crash tells
 * the same members once, and a job run twice tells nobody again. A deleted account has no kit
 * or review left to be found by, and the notifier writes only to accounts that exist. An alert
 * closed before its turn came tells nobody.
 */
export async function fanOutAlert(tx: Tx, notifier: Notifier, alertId: string) {
  const [alert] = await tx
    .select({
      productId: productAlerts.productId,
      postedBy: productAlerts.postedBy,
      kind: productAlerts.kind,
      text: productAlerts.text,
      batches: productAlerts.batches,
      resolvedAt: productAlerts.resolvedAt,
      toldAt: productAlerts.toldAt,
    })
    .from(productAlerts)
    .where(eq(productAlerts.id, alertId))
    .for('update');
  if (!alert || alert.toldAt) return;
  await tx.update(productAlerts).set({ toldAt: new Date() }).where(eq(productAlerts.id, alertId));
  if (alert.resolvedAt) return;
  const [keepers, reviewers, productName] = [
    await keepersOf(tx, alert.productId),
    await approvedReviewersOf(tx, alert.productId),
    await productNameOf(tx, alert.productId),
  ];
  const members = [...new Set([...keepers, ...reviewers])];
  await notifier.tellMany(
    tx,
    members.map((memberId) =>
      notices.productAlert({
        memberId,
        adminId: alert.postedBy,
        kind: alert.kind as AlertKind,
        text: alert.text,
        batches: alert.batches,
        productId: alert.productId,
        productName,
      }),
    ),
  );
}
