import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { TAuditPage, TAuditQuery } from '@shared/schemas/audit';
import { auditLog } from '../../db/schema';
import type { Db } from '../../db/types';

export const AUDIT_PAGE_SIZE = 50;

/** The 'Audit Log' tab: newest first, filtered by action and by who acted. */
export async function listAudit(
  db: Db,
  query: { action?: TAuditQuery['action']; actorId?: string; page: number },
): Promise<TAuditPage> {
  const filters: SQL[] = [];
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.actorId) filters.push(eq(auditLog.actorId, query.actorId));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      ...r,
      action: r.action as TAuditPage['items'][number]['action'],
      createdAt: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}
