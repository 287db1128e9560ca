import { asc, count, eq } from 'drizzle-orm';
import type { TAdminAdvisor, TAdvisorWrite } from '@shared/schemas/advisors';
import { ADVISOR_MSG } from '@shared/schemas/advisors';
import { advisors } from './schema';
import type { Db, Executor } from '../../db/types';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { toAdvisorDto } from './service';

const toDto = (a: typeof advisors.$inferSelect): TAdminAdvisor => ({
  ...toAdvisorDto(a),
  isActive: a.isActive,
});

const inOrder = (db: Executor) =>
  db.select().from(advisors).orderBy(asc(advisors.displayOrder), asc(advisors.createdAt));

/** SPEC §7 advisors: the admin's list includes inactive ones, in display order. */
export async function listAllAdvisors(db: Executor): Promise<TAdminAdvisor[]> {
  return (await inOrder(db)).map(toDto);
}

const values = (input: TAdvisorWrite) => ({ ...input, bio: input.bio ?? '' });

/** SPEC §9: a new advisor's display order is the current count; new advisors are active. */
export async function createAdvisor(db: Db, admin: AuditActor, input: TAdvisorWrite) {
  return db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(advisors);
    const [row] = await tx
      .insert(advisors)
      .values({ ...values(input), displayOrder: n })
      .returning();
    await recordAudit(tx, admin, 'advisor.create', {
      type: 'advisor',
      id: row!.id,
      label: row!.name,
    });
    return toDto(row!);
  });
}

export async function updateAdvisor(db: Db, admin: AuditActor, id: string, input: TAdvisorWrite) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(advisors)
      .set(values(input))
      .where(eq(advisors.id, id))
      .returning();
    if (!row) throw notFound(ADVISOR_MSG.notFound);
    await recordAudit(tx, admin, 'advisor.update', { type: 'advisor', id, label: row.name });
    return toDto(row);
  });
}

export async function deleteAdvisor(db: Db, admin: AuditActor, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(advisors).where(eq(advisors.id, id)).returning();
    if (!row) throw notFound(ADVISOR_MSG.notFound);
    await recordAudit(tx, admin, 'advisor.delete', { type: 'advisor', id, label: row.name });
  });
}

/** Moves an advisor one place up or down; the order is renumbered 0…n-1 on the way. */
export async function moveAdvisor(db: Db, admin: AuditActor, id: string, direction: 'up' | 'down') {
  return db.transaction(async (tx) => {
    const list = await inOrder(tx).for('update');
    const at = list.findIndex((a) => a.id === id);
    if (at < 0) throw notFound(ADVISOR_MSG.notFound);
    const to = direction === 'up' ? at - 1 : at + 1;
    if (to >= 0 && to < list.length) [list[at], list[to]] = [list[to]!, list[at]!];
    for (const [i, a] of list.entries()) {
      if (a.displayOrder !== i)
        await tx.update(advisors).set({ displayOrder: i }).where(eq(advisors.id, a.id));
    }
    const moved = list.find((a) => a.id === id)!;
    await recordAudit(
      tx,
      admin,
      'advisor.update',
      { type: 'advisor', id, label: moved.name },
      `Moved ${direction}`,
    );
    return listAllAdvisors(tx);
  });
}
