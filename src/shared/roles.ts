// Who holds which role, read the same way by the server's guards and the web's screens.

export type Role = 'admin' | 'super_admin';

/** Anyone whose roles carry `roles`: the viewer of a request, or the member a screen shows. */
interface HasRoles {
  roles: readonly string[];
}

/** A super admin is an admin too (SPEC §2 Admin: the dashboard checks 'admin'). */
export const isAdmin = (who: HasRoles) =>
  who.roles.includes('admin') || who.roles.includes('super_admin');

export const isSuperAdmin = (who: HasRoles) => who.roles.includes('super_admin');
