import { eq } from 'drizzle-orm';
import { ALERT_MSG } from '@shared/alerts';
import type { ZAlertUpdate, ZAlertWrite } from '@shared/schemas/alerts';
import type { z } from 'zod';
import type { Db } from '../../db/types';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { PRODUCT_ALERT_QUEUE } from '../notifications';
import { lockProduct } from '../products';
import { productAlerts } from './schema';
import { alertColumns, summarizeProductAlerts, toAlertDto } from './summary';

const columnsOf = (input: z.output<typeof ZAlertWrite>) => ({
  kind: input.kind,
  text: input.text,
  source: input.source ?? null,
  batches: input.batches ?? null,
});

/**
 * An admin posts an alert on a product (issue 49). The product's owners are told by a job
 * queued in the same transaction: the request costs the same however many members keep it.
 */
export async function postAlert(
  db: Db,
  jobs: JobQueue,
  admin: AuditActor,
  productId: string,
  input: z.output<typeof ZAlertWrite>,
) {
  return db.transaction(async (tx) => {
    const product = await lockProduct(tx, productId);
    const [row] = await tx
      .insert(productAlerts)
      .values({ productId, postedBy: admin.id, ...columnsOf(input) })
      .returning(alertColumns);
    await summarizeProductAlerts(tx, productId);
    await jobs.send(tx, PRODUCT_ALERT_QUEUE, { alertId: row!.id });
    await recordAudit(
      tx,
      admin,
      'alert.post',
      {
        type: 'product',
        id: productId,
        label: product.name,
      },
      `${input.kind}: ${input.text}`,
    );
    return toAlertDto(row!);
  });
}

/**
 * An admin rewrites an alert, and closes it (kept, marked resolved) or reopens it. Owners were
 * told once, when it was posted; an update tells nobody again.
 */
export async function updateAlert(
  db: Db,
  admin: AuditActor,
  alertId: string,
  input: z.output<typeof ZAlertUpdate>,
) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ productId: productAlerts.productId })
      .from(productAlerts)
      .where(eq(productAlerts.id, alertId));
    if (!found) throw notFound(ALERT_MSG.notFound);
    const product = await lockProduct(tx, found.productId);
    const [before] = await tx
      .select({ resolvedAt: productAlerts.resolvedAt })
      .from(productAlerts)
      .where(eq(productAlerts.id, alertId))
      .for('update');
    const wasResolved = before!.resolvedAt !== null;
    const resolved = input.resolved ?? wasResolved;
    const [row] = await tx
      .update(productAlerts)
      .set({
        ...columnsOf(input),
        updatedAt: new Date(),
        resolvedAt: resolved ? (before!.resolvedAt ?? new Date()) : null,
      })
      .where(eq(productAlerts.id, alertId))
      .returning(alertColumns);
    await summarizeProductAlerts(tx, found.productId);
    const action =
      resolved === wasResolved ? 'alert.update' : resolved ? 'alert.resolve' : 'alert.reopen';
    await recordAudit(
      tx,
      admin,
      action,
      {
        type: 'product',
        id: found.productId,
        label: product.name,
      },
      `${input.kind}: ${input.text}`,
    );
    return toAlertDto(row!);
  });
}
