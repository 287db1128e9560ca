import { eq } from 'drizzle-orm';
import type { TDataExport } from '@shared/schemas/me';
import { pendingProducts } from './schema';
import type { Tx } from '../../db/types';
import { listSubmissionsBy } from './service';

/** The export's part (issue 17): their submissions with the admin's notes. */
export async function exportSubmissions(
  tx: Tx,
  userId: string,
): Promise<Pick<TDataExport, 'submissions'>> {
  return { submissions: await listSubmissionsBy(tx, userId) };
}

/** How many submissions account deletion takes with it (they go by the user row's cascade). */
export const countSubmissions = (tx: Tx, userId: string) =>
  tx.$count(pendingProducts, eq(pendingProducts.userId, userId));
