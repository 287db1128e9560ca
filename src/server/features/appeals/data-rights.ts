import { asc, eq } from 'drizzle-orm';
import type { TDataExport } from '@shared/schemas/me';
import type { Tx } from '../../db/types';
import { appeals } from './schema';
import { appealTarget } from './target';

/** The export's part (issue 52): the member's appeals and how each was settled. */
export async function exportAppeals(tx: Tx, userId: string): Promise<Pick<TDataExport, 'appeals'>> {
  const rows = await tx
    .select()
    .from(appeals)
    .where(eq(appeals.userId, userId))
    .orderBy(asc(appeals.createdAt));
  return {
    appeals: rows.map((a) => ({
      id: a.id,
      kind: a.kind,
      itemId: appealTarget(a),
      note: a.note,
      status: a.status,
      reason: a.reason,
      createdAt: a.createdAt.toISOString(),
      settledAt: a.settledAt?.toISOString() ?? null,
    })),
  };
}
