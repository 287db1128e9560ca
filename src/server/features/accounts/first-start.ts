import { SUPER_ADMIN_SETUP_MINUTES } from '@shared/limits';
import type { AppInstance } from '../../app-types';
import { appInvitationCode } from '../invitations';
import { hasSuperAdmin, issueSetupToken } from './super-admin-setup-service';
import { PAGES } from '@shared/pages';

const DEMO_INVITEE = 'demo@battle-ready.invalid';

/**
 * What a newcomer needs at start-up: with no super admin yet, a one-time link (valid an hour)
 * that creates one; with the demo catalogue, an invitation code to try sign-up with.
 */
export async function announceAccessLinks(app: AppInstance) {
  const { publicUrl } = app.config;
  if (!(await hasSuperAdmin(app.db))) {
    const token = await issueSetupToken(app.db);
    app.log.warn(
      `No super admin yet. Create one within ${SUPER_ADMIN_SETUP_MINUTES} minutes (the link works once): ` +
        `${publicUrl}${PAGES.setup.path}?token=${token} — or run: npm run admin:create -- --email you@example.com --super`,
    );
  }
  if (app.config.seed === 'demo') {
    const code = await appInvitationCode(app.db, DEMO_INVITEE);
    app.log.info(
      `Demo invitation code: ${code} — sign up at ${publicUrl}${PAGES.auth.path}?code=${code}`,
    );
  }
}
