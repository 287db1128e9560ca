import { desc, eq } from 'drizzle-orm';
import type { TAdminContact, TContactUpdate } from '@shared/schemas/contact';
import { contactSubmissions } from './schema';
import type { Db } from '../../db/types';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { notFound } from '../../lib/errors';

export const CONTACT_NOT_FOUND = 'Submission not found';
/** How many messages the tab shows, newest first. */
export const ADMIN_CONTACTS_SHOWN = 500;

type Row = typeof contactSubmissions.$inferSelect;
const toDto = (r: Row): TAdminContact => ({
  id: r.id,
  name: r.name,
  email: r.email,
  subject: r.subject,
  message: r.message,
  status: r.status,
  adminNotes: r.adminNotes,
  createdAt: r.createdAt.toISOString(),
  resolvedAt: r.resolvedAt?.toISOString() ?? null,
});

/** SPEC §7: all contact submissions, newest first. */
export async function listContacts(db: Db): Promise<TAdminContact[]> {
  const rows = await db
    .select()
    .from(contactSubmissions)
    .orderBy(desc(contactSubmissions.createdAt))
    .limit(ADMIN_CONTACTS_SHOWN);
  return rows.map(toDto);
}

/**
 * SPEC §4 Contact submission: becoming resolved fills resolved_by and resolved_at; any other
 * status clears them.
 */
export async function updateContact(
  db: Db,
  admin: AuditActor,
  id: string,
  update: { status: TContactUpdate['status']; adminNotes: string | undefined },
) {
  return db.transaction(async (tx) => {
    const resolved = update.status === 'resolved';
    const [row] = await tx
      .update(contactSubmissions)
      .set({
        status: update.status,
        adminNotes: update.adminNotes ?? null,
        resolvedBy: resolved ? admin.id : null,
        resolvedAt: resolved ? new Date() : null,
      })
      .where(eq(contactSubmissions.id, id))
      .returning();
    if (!row) throw notFound(CONTACT_NOT_FOUND);
    await recordAudit(
      tx,
      admin,
      'contact.update',
      { type: 'contact', id, label: row.subject },
      update.adminNotes,
    );
    return toDto(row);
  });
}

export async function deleteContact(db: Db, admin: AuditActor, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(contactSubmissions)
      .where(eq(contactSubmissions.id, id))
      .returning({ subject: contactSubmissions.subject });
    if (!row) throw notFound(CONTACT_NOT_FOUND);
    await recordAudit(tx, admin, 'contact.delete', { type: 'contact', id, label: row.subject });
  });
}
