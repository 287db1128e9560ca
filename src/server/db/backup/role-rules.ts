import type pg from 'pg';
import { BackupRefused } from './backup-format';

// Roles decide who runs the site, and the load writes them with triggers off, so a role in the
// file is checked against how the app itself gives roles (decision 017, "Roles"). A super admin
// is made only as a new account, by the first-start setup link or `npm run admin:create`, always
// with the admin role, a confirmed address and a password (privileged-account.ts); migration
// 0005 then keeps those roles from ever changing, and no route changes an address or drops a
// password. The admin role alone a super admin may give anyone at any time: nothing to check.

/** The role row and its account are written seconds apart; minutes leave room for a slow disk. */
const MADE_TOGETHER_SECONDS = 300;

const SUPER_ADMIN_RULES = [
  {
    breaks: 'a super admin without the admin role',
    where: `not exists (select 1 from user_roles a where a.user_id = s.user_id and a.role = 'admin')`,
  },
  {
    breaks: 'a super admin whose email address is not confirmed',
    where: 'not u.email_verified',
  },
  {
    breaks: 'a super admin with no password to sign in with',
    where: `not exists (select 1 from account a where a.user_id = s.user_id
                          and a.provider_id = 'credential' and a.password is not null)`,
  },
  {
    breaks:
      'made super admin after the account was created (the app makes them only as new accounts)',
    where: `abs(extract(epoch from s.created_at - u.created_at)) > ${MADE_TOGETHER_SECONDS}`,
  },
];

export interface RoleRuleBreak {
  email: string;
  breaks: string;
}

export interface PrivilegedAccount {
  email: string;
  roles: string[];
}

/** Each role row of the loaded data that the app could not have written, by account. */
export async function roleRuleBreaks(client: pg.ClientBase): Promise<RoleRuleBreak[]> {
  const { rows } = await client.query<RoleRuleBreak>(
    SUPER_ADMIN_RULES.map(
      (rule, i) =>
        `select u.email, ${i} as rule, $${i + 1}::text as breaks
           from user_roles s join "user" u on u.id = s.user_id
          where s.role = 'super_admin' and ${rule.where}`,
    ).join(' union all ') + ' order by email, rule',
    SUPER_ADMIN_RULES.map((rule) => rule.breaks),
  );
  return rows.map(({ email, breaks }) => ({ email, breaks }));
}

/** Who holds a role in the loaded data: super admins first. */
export async function privilegedAccounts(client: pg.ClientBase): Promise<PrivilegedAccount[]> {
  const { rows } = await client.query<PrivilegedAccount>(
    `select u.email, array_agg(r.role::text order by r.role desc) as roles
       from user_roles r join "user" u on u.id = r.user_id
      group by u.email
      order by bool_or(r.role = 'super_admin') desc, u.email`,
  );
  return rows;
}

export const describeAccounts = (accounts: PrivilegedAccount[]) =>
  accounts
    .map(({ email, roles }) => `${email} (${roles.map((r) => r.replace('_', ' ')).join(', ')})`)
    .join(', ');

export const describeBreaks = (breaks: RoleRuleBreak[]) =>
  breaks.map(({ email, breaks: rule }) => `  ${email}: ${rule}`).join('\n');

export const rolesRefused = (file: string, breaks: RoleRuleBreak[]) =>
  new BackupRefused(
    [
      `${file} gives roles the app itself never gives:`,
      describeBreaks(breaks),
      'npm run backup does not write such a file: it was changed after it was written. No row was restored.',
      `If you changed it and mean it, run again with --trust (npm run restore -- ${file} --trust):`,
      'the roles are then loaded as the file has them.',
    ].join('\n'),
  );
