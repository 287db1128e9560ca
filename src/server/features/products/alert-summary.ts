import { eq } from 'drizzle-orm';
import type { TAlert } from '@shared/schemas/alerts';
import type { Executor } from '../../db/types';
import { products } from './schema';

/**
 * Issue 49: the alerts a product's page and cards show, newest first, set whole by the alerts
 * feature in the transaction that changed them; the product's answer then needs no other read.
 */
export async function setProductAlerts(db: Executor, productId: string, alerts: TAlert[]) {
  await db.update(products).set({ alerts }).where(eq(products.id, productId));
}

/** The kind of a product's newest open alert, which its cards mark; null when none is open. */
export const openAlertOf = (alerts: readonly TAlert[]) =>
  alerts.find((a) => !a.resolvedAt)?.kind ?? null;
