import { sql, type SQL } from 'drizzle-orm';
import { userRoles } from '../../db/schema';
import { invitations } from './schema';

/**
 * Who invited the member in `invitee` (a column, or an earlier lateral's), unless a member with
 * a role did: a subquery of one row at most, as `id`, for a lateral join.
 */
export const inviterOutsideStaffOf = (invitee: SQL) => sql`(
  select ${invitations.invitedBy} as id from ${invitations}
  where ${invitations.usedBy} = ${invitee} and ${invitations.invitedBy} is not null
    and not exists (select 1 from ${userRoles} where ${userRoles.userId} = ${invitations.invitedBy})
  limit 1)`;
