import { desc, eq } from 'drizzle-orm';
import type { TSubmission } from '@shared/schemas/me';
import { pendingProducts } from '../../db/schema';
import type { Db } from '../../db/types';

/** The user's own product submissions, newest first, with the admin's notes. */
export async function listSubmissionsBy(db: Db, userId: string): Promise<TSubmission[]> {
  const rows = await db
    .select()
    .from(pendingProducts)
    .where(eq(pendingProducts.userId, userId))
    .orderBy(desc(pendingProducts.createdAt));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    category: r.category,
    price: r.price,
    description: r.description,
    status: r.status,
    adminNotes: r.adminNotes,
    createdAt: r.createdAt.toISOString(),
  }));
}
