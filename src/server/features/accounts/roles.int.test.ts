import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user, userRoles } from '../../db/schema';
import { createMember } from '../../test/accounts';
import { useTestApp } from '../../test/use-test-app';
import type { Viewer } from '../../plugins/viewer';
import { ROLE_MESSAGES, setAdminRole } from './roles';

const t = useTestApp({ personas: true });
const { who } = t;

const rolesOf = async (id: string) =>
  (await t.db.select().from(userRoles).where(eq(userRoles.userId, id))).map((r) => r.role).sort();
const asViewer = (id: string, roles: Viewer['roles']): Viewer => ({
  id,
  email: 'x@example.test',
  emailVerified: true,
  roles,
});

describe('setAdminRole', () => {
  it('lets a super admin grant and remove the admin role', async () => {
    const target = await createMember(t);
    const actor = asViewer(who.superAdmin.id, ['admin', 'super_admin']);
    await setAdminRole(t.db, actor, target.id, true);
    expect(await rolesOf(target.id)).toEqual(['admin']);
    await setAdminRole(t.db, actor, target.id, true);
    expect(await rolesOf(target.id)).toEqual(['admin']);
    await setAdminRole(t.db, actor, target.id, false);
    expect(await rolesOf(target.id)).toEqual([]);
  });

  it.each([
    ['a verified member', [] as Viewer['roles']],
    ['an admin', ['admin'] as Viewer['roles']],
  ])('refuses %s with "Only super admins can manage admin roles"', async (_label, roles) => {
    const target = await createMember(t);
    await expect(
      setAdminRole(t.db, asViewer(who.admin.id, roles), target.id, true),
    ).rejects.toMatchObject({ status: 403, message: ROLE_MESSAGES.onlySuperAdmins });
    expect(await rolesOf(target.id)).toEqual([]);
  });

  it("never changes a super admin's roles, not even their own", async () => {
    const actor = asViewer(who.superAdmin.id, ['admin', 'super_admin']);
    await expect(setAdminRole(t.db, actor, who.superAdmin.id, false)).rejects.toMatchObject({
      status: 403,
      message: ROLE_MESSAGES.superAdminRoles,
    });
    expect(await rolesOf(who.superAdmin.id)).toEqual(['admin', 'super_admin']);
  });
});

/** Drizzle wraps the database's error; the trigger's message is its cause. */
const causeOf = (query: Promise<unknown>) =>
  query.catch((e: Error) => {
    throw e.cause;
  });

describe('the database protects super admins whatever the caller', () => {
  it('refuses to delete a super admin account', async () => {
    await expect(causeOf(t.db.delete(user).where(eq(user.id, who.superAdmin.id)))).rejects.toThrow(
      'Super admin accounts cannot be deleted',
    );
    expect(await t.db.select().from(user).where(eq(user.id, who.superAdmin.id))).toHaveLength(1);
  });

  it("refuses to remove or change a super admin's roles", async () => {
    await expect(
      causeOf(t.db.delete(userRoles).where(eq(userRoles.userId, who.superAdmin.id))),
    ).rejects.toThrow('Super admin roles cannot be modified');
    await expect(
      causeOf(
        t.db
          .update(userRoles)
          .set({ role: 'admin' })
          .where(eq(userRoles.userId, who.superAdmin.id)),
      ),
    ).rejects.toThrow('Super admin roles cannot be modified');
    expect(await rolesOf(who.superAdmin.id)).toEqual(['admin', 'super_admin']);
  });

  it('still deletes an ordinary member (and their roles) normally', async () => {
    const m = await createMember(t, { roles: ['admin'] });
    await t.db.delete(user).where(eq(user.id, m.id));
    expect(await rolesOf(m.id)).toEqual([]);
  });
});
