import { desc, eq } from 'drizzle-orm';
import type { TDataExport } from '@shared/schemas/me';
import { contactSubmissions } from './schema';
import type { Tx } from '../../db/types';

const ofMember = (userId: string) => eq(contactSubmissions.userId, userId);

/** The export's part (issue 17): the messages they sent, without the staff's notes on them. */
export async function exportContactMessages(
  tx: Tx,
  userId: string,
): Promise<Pick<TDataExport, 'contactMessages'>> {
  const rows = await tx
    .select({
      id: contactSubmissions.id,
      name: contactSubmissions.name,
      email: contactSubmissions.email,
      subject: contactSubmissions.subject,
      message: contactSubmissions.message,
      status: contactSubmissions.status,
      createdAt: contactSubmissions.createdAt,
      resolvedAt: contactSubmissions.resolvedAt,
    })
    .from(contactSubmissions)
    .where(ofMember(userId))
    .orderBy(desc(contactSubmissions.createdAt));
  return {
    contactMessages: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      resolvedAt: r.resolvedAt?.toISOString() ?? null,
    })),
  };
}

/** How many messages account deletion takes with it, counted before it does. */
export const countContactMessages = (tx: Tx, userId: string) =>
  tx.$count(contactSubmissions, ofMember(userId));

/** Account deletion's step (decision 016): their messages go, whoever resolved them. */
export async function eraseContactMessages(tx: Tx, userId: string) {
  await tx.delete(contactSubmissions).where(ofMember(userId));
}
