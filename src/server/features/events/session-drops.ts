import type { Change } from './change';

/**
 * The tables whose committed change may end or change a member's session as the viewer reads it
 * (migrations 0011 and 0037): sign-out and revocation delete sessions, a password change writes
 * the account and revokes the other sessions, deletion removes the user, verification and
 * two-factor write the user and two_factor, and roles are the viewer's own.
 */
const SESSION_TABLES = new Set(['session', 'user', 'account', 'two_factor', 'user_roles']);

/**
 * Whose kept sessions a committed change drops (decision 030): its owners, null for every
 * member (more than 50 in one statement), or none.
 */
export function sessionOwnersDroppedBy(change: Change): readonly string[] | null {
  return SESSION_TABLES.has(change.t) ? change.u : [];
}

/**
 * The tables `/api/me`'s details are read from (accounts/me-service.ts; migrations 0011, 0016
 * and 0037): the profile's name, branch and reviewer score, the user row's second factor and
 * age, whether an account holds a password, and the Gear Kit's rows. Roles are the viewer's,
 * kept and dropped with the session above.
 */
const VIEWER_DETAIL_TABLES = new Set(['profiles', 'user', 'account', 'wishlists']);

/** Whose kept `/api/me` details a committed change drops (decision 030), as for sessions. */
export function viewerDetailOwnersDroppedBy(change: Change): readonly string[] | null {
  return VIEWER_DETAIL_TABLES.has(change.t) ? change.u : [];
}

/** Tables heard only for the session cache: they show on no cached answer or page. */
export const SESSION_ONLY_TABLES = new Set(['session', 'account', 'two_factor']);
