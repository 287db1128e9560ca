import { eq } from 'drizzle-orm';
import type { BranchId } from '@shared/catalog';
import { INITIAL_LEGAL_VERSION } from '@shared/limits';
import { profiles, user as userTable } from '../../db/schema';
import { termsAcceptance, userLegalAgreements } from './schema';
import type { Db } from '../../db/types';
import { claimInvitationCode } from '../invitations';
import { activeDocumentIds } from '../legal';
import { notices, type Notifier } from '../notifications';

/** What a new account brings besides its email and password. */
export interface NewAccountDetails {
  name: string;
  branch: BranchId | null;
  /** Absent only for accounts an administrator creates (setup link, CLI, admin screen). */
  invitationCode?: string;
  acceptedTerms: boolean;
  emailVerified?: boolean;
}

export class InvitationTakenError extends Error {}

/**
 * The rows every account has beside Better Auth's: the invitation marked accepted by it, its
 * profile, its terms acceptance ("1.0"/"1.0", SPEC §3) and its agreement to the legal documents
 * active at sign-up (the box it ticked linked to them), and the inviter told who joined. One
 * transaction: all or nothing.
 */
/** What a new account needs of the notifier: telling the inviter. */
export type NewAccountNotifier = Pick<Notifier, 'tell' | 'mailContext'>;

export async function setUpNewAccount(
  db: Db,
  notifier: NewAccountNotifier,
  userId: string,
  details: NewAccountDetails,
) {
  await db.transaction(async (tx) => {
    const claimed = details.invitationCode
      ? await claimInvitationCode(tx, details.invitationCode, userId)
      : undefined;
    if (claimed === null) throw new InvitationTakenError();
    await tx.insert(profiles).values({ userId, branch: details.branch, name: details.name });
    if (claimed?.invitedBy) {
      await notifier.tell(
        tx,
        notices.invitationUsed({
          inviterId: claimed.invitedBy,
          newMemberId: userId,
          newMemberName: details.name,
          siteName: notifier.mailContext.siteName,
        }),
      );
    }
    if (details.acceptedTerms) {
      await tx.insert(termsAcceptance).values({
        userId,
        acceptedTermsVersion: INITIAL_LEGAL_VERSION,
        acceptedPrivacyVersion: INITIAL_LEGAL_VERSION,
      });
      const active = await activeDocumentIds(tx);
      if (active.length > 0) {
        await tx
          .insert(userLegalAgreements)
          .values(active.map((documentId) => ({ userId, documentId })));
      }
    }
    if (details.emailVerified) {
      await tx.update(userTable).set({ emailVerified: true }).where(eq(userTable.id, userId));
    }
  });
}

/** Undo a half-made account (Better Auth's rows are written before ours). */
export async function discardUser(db: Db, userId: string) {
  await db.delete(userTable).where(eq(userTable.id, userId));
}
