import { z } from 'zod';
import { BRANCH_IDS } from '../catalog';
import { ADMIN_CREATED_PASSWORD_MIN, EMAIL_MAX, PASSWORD_MAX } from '../limits';
import { AFFILIATION_IDS } from '../verification';
import { pageParam, searchParam } from './common';

// SPEC §2 Admin, Users; §5 Admin create user; §6 Super admin. Messages verbatim.

export const ADMIN_USER_MSG = {
  fillAll: 'Please fill in all fields',
  passwordShort: 'Password must be at least 6 characters',
  passwordLong: `Password must be at most ${PASSWORD_MAX} characters`,
  invalidEmail: 'Please enter a valid email address',
  notFound: 'User not found',
  notYourself: 'You cannot delete your own account',
} as const;

/** The error codes of SPEC §6's super-admin rules, and the toast title SPEC §8 gives each. */
export const SUPER_ADMIN_REFUSALS = {
  super_admin_only: 'Permission denied',
  protected_account: 'Cannot delete',
  protected_roles: 'Cannot modify',
} as const;
export type SuperAdminRefusal = keyof typeof SUPER_ADMIN_REFUSALS;

export const ZAdminUserQuery = z.object({ search: searchParam, page: pageParam });
export type TAdminUserQuery = z.input<typeof ZAdminUserQuery>;

export const ZAdminUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  branch: z.string().nullable(),
  roles: z.array(z.enum(['admin', 'super_admin'])),
  emailVerified: z.boolean(),
  joinedAt: z.string(),
  /** Their current service verification's affiliation (issue 29), or null. */
  verification: z.enum(AFFILIATION_IDS).nullable(),
  /**
   * When a moderator revoked a verification of theirs whose identity is still barred (issue 44),
   * or null: an admin may lift it.
   */
  verificationRevokedAt: z.string().nullable(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

/** A user an admin created. */
export const ZAdminUserCreated = z.object({
  user: z.object({ id: z.string(), email: z.string() }),
});

export const ZAdminUserPage = z.object({
  items: z.array(ZAdminUser),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TAdminUserPage = z.infer<typeof ZAdminUserPage>;

const required = z.string({ error: ADMIN_USER_MSG.fillAll }).trim().min(1, ADMIN_USER_MSG.fillAll);

/** SPEC §5 Admin create user: email, password and branch required; password at least 6. */
export const ZCreateUserRequest = z.object({
  email: required.pipe(
    z.email(ADMIN_USER_MSG.invalidEmail).max(EMAIL_MAX, ADMIN_USER_MSG.invalidEmail),
  ),
  password: z
    .string({ error: ADMIN_USER_MSG.fillAll })
    .min(1, ADMIN_USER_MSG.fillAll)
    .min(ADMIN_CREATED_PASSWORD_MIN, ADMIN_USER_MSG.passwordShort)
    .max(PASSWORD_MAX, ADMIN_USER_MSG.passwordLong),
  branch: z.enum(BRANCH_IDS, ADMIN_USER_MSG.fillAll),
});
export type TCreateUserRequest = z.input<typeof ZCreateUserRequest>;

export const ZUserIdParam = z.object({ id: z.string().min(1).max(100) });
