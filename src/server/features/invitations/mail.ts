import type { FastifyBaseLogger } from 'fastify';
import type { TInvitation } from '@shared/schemas/me';
import type { AppInstance } from '../../app-types';
import { invitationMail } from '../../lib/mail/templates';
import { inviterName } from './service';

/** Mails the code to the invitee. The code is on screen to copy either way: a failure is logged. */
export async function mailInvitation(
  app: AppInstance,
  log: FastifyBaseLogger,
  invitation: TInvitation,
  inviterId: string,
) {
  const mail = invitationMail(
    { siteName: app.config.siteName, publicUrl: app.config.publicUrl },
    invitation.email,
    {
      inviterName: await inviterName(app.db, inviterId),
      code: invitation.invitationCode,
      expiresAt: new Date(invitation.expiresAt),
    },
  );
  app.mailer.send(mail).catch((err: unknown) => log.error({ err }, 'invitation mail failed'));
}
