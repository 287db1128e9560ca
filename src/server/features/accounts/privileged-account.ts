import type { BranchId } from '@shared/catalog';
import { userRoles } from '../../db/schema';
import type { Db } from '../../db/types';
import { conflict } from '../../lib/errors';
import { orConflict } from '../../lib/unique-violation';
import type { Auth } from './auth';
import type { Role } from '../../plugins/viewer';
import { privilegedCreation } from './sign-up-hooks';

export interface DirectAccount {
  email: string;
  password: string;
  name: string;
  branch: BranchId | null;
  roles: Role[];
  emailVerified: boolean;
}

export const emailTaken = () => conflict('An account with this email already exists');

/**
 * An account made by an administrator (first-start setup link, `npm run admin:create`, later
 * the admin screen): no invitation, the caller's roles, optionally already verified. Runs the
 * same Better Auth user hooks, inside the privileged store that lets them skip the invitation.
 */
export async function createAccountDirectly(auth: Auth, db: Db, input: DirectAccount) {
  const ctx = await auth.$context;
  const email = input.email.toLowerCase();
  if (await ctx.internalAdapter.findUserByEmail(email)) throw emailTaken();
  // Roles come last, once the account is whole: a super admin cannot be deleted (migration
  // 0005), so a half-made one could not be cleaned up.
  const details = {
    name: input.name,
    branch: input.branch,
    acceptedTerms: false,
    emailVerified: input.emailVerified,
  };
  const passwordHash = await ctx.password.hash(input.password);
  return privilegedCreation.run(details, async () => {
    // The check above and this insert can race another request for the same address.
    const created = await orConflict(
      () =>
        ctx.internalAdapter.createUser(
          { email, name: input.name, emailVerified: input.emailVerified },
          { method: 'admin' },
        ),
      emailTaken,
    );
    try {
      await ctx.internalAdapter.linkAccount({
        userId: created.id,
        providerId: 'credential',
        accountId: created.id,
        password: passwordHash,
      });
      if (input.roles.length > 0) {
        await db
          .insert(userRoles)
          .values(input.roles.map((role) => ({ userId: created.id, role })));
      }
    } catch (err) {
      await ctx.internalAdapter.deleteUser(created.id);
      throw err;
    }
    return { id: created.id, email };
  });
}
