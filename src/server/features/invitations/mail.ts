import type { TInvitation } from '@shared/schemas/me';
import type { AppInstance } from '../../app-types';
import type { Executor } from '../../db/types';
import { invitationMail } from '../../lib/mail/templates';
import { inviterName } from './service';

/**
 * Queues the invitee's mail in the invitation's transaction. It names the inviter, so it is
 * theirs: deleting their account takes it back if it is still unsent.
 */
export async function mailInvitation(
  app: AppInstance,
  tx: Executor,
  invitation: TInvitation,
  inviterId: string,
) {
  const mail = invitationMail(
    { siteName: app.config.siteName, publicUrl: app.config.publicUrl },
    invitation.email,
    {
      inviterName: await inviterName(tx, inviterId),
      code: invitation.invitationCode,
      expiresAt: new Date(invitation.expiresAt),
    },
  );
  await app.outbox.queue(tx, mail, inviterId);
}
