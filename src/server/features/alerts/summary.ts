import { desc, eq } from 'drizzle-orm';
import type { TAlert } from '@shared/schemas/alerts';
import type { AlertKind } from '@shared/alerts';
import type { Executor } from '../../db/types';
import { setProductAlerts } from '../products';
import { productAlerts } from './schema';

export const alertColumns = {
  id: productAlerts.id,
  kind: productAlerts.kind,
  text: productAlerts.text,
  source: productAlerts.source,
  batches: productAlerts.batches,
  postedAt: productAlerts.postedAt,
  resolvedAt: productAlerts.resolvedAt,
};

interface AlertRow {
  id: string;
  kind: string;
  text: string;
  source: string | null;
  batches: string | null;
  postedAt: Date;
  resolvedAt: Date | null;
}

/** An alert as the API answers it: absent fields left out, times in ISO. */
export function toAlertDto(row: AlertRow): TAlert {
  return {
    id: row.id,
    kind: row.kind as AlertKind,
    text: row.text,
    ...(row.source !== null && { source: row.source }),
    ...(row.batches !== null && { batches: row.batches }),
    postedAt: row.postedAt.toISOString(),
    ...(row.resolvedAt !== null && { resolvedAt: row.resolvedAt.toISOString() }),
  };
}

/**
 * Writes the product's alerts, newest first, onto the product (products' `setProductAlerts`),
 * in the transaction that changed one of them and under the product's lock.
 */
export async function summarizeProductAlerts(tx: Executor, productId: string) {
  const rows = await tx
    .select(alertColumns)
    .from(productAlerts)
    .where(eq(productAlerts.productId, productId))
    .orderBy(desc(productAlerts.postedAt), desc(productAlerts.id));
  await setProductAlerts(tx, productId, rows.map(toAlertDto));
}
