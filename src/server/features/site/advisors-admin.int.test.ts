import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advisors } from './schema';
import { auditLog } from '../../db/schema';
import type { Member } from '../../test/accounts';
import { ADMIN_ROUTE_REFUSALS, expectRefused } from '../../test/admin-refusals';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ personas: true });
const { who } = t;

const send = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  m: Member | null,
  payload?: object,
) => t.as(m).send(method, url, payload);
const advisor = (over: Record<string, unknown> = {}) => ({
  name: 'Col. Dana Reyes (Ret.)',
  title: 'Logistics Advisor',
  yearsOfService: '26',
  bio: 'Moved a brigade across two continents.',
  photoUrl: '',
  linkedinUrl: 'https://www.linkedin.com/in/dana-reyes',
  ...over,
});
const names = async (url: string, m: Member | null) =>
  (await send('GET', url, m)).json().items.map((a: { name: string }) => a.name);

describe('admin advisors', () => {
  it.each(ADMIN_ROUTE_REFUSALS)('refuses %s every route', async (refusal) => {
    const [row] = await t.db.insert(advisors).values({ name: 'Fixed', title: 'T' }).returning();
    await expectRefused(t, refusal, [
      ['GET', '/api/admin/advisors'],
      ['POST', '/api/admin/advisors', advisor()],
      ['PATCH', `/api/admin/advisors/${row!.id}`, advisor()],
      ['POST', `/api/admin/advisors/${row!.id}/move`, { direction: 'up' }],
      ['DELETE', `/api/admin/advisors/${row!.id}`],
    ]);
    await t.db.delete(advisors);
  });

  it('creates them active at the end of the order, edits, moves and deletes; inactive ones stay off the public list', async () => {
    const a = (
      await send('POST', '/api/admin/advisors', who.admin, advisor({ name: 'Alpha' }))
    ).json();
    const b = (
      await send(
        'POST',
        '/api/admin/advisors',
        who.admin,
        advisor({ name: 'Bravo', yearsOfService: '' }),
      )
    ).json();
    expect(a).toMatchObject({
      displayOrder: 0,
      isActive: true,
      yearsOfService: 26,
      photoUrl: null,
    });
    expect(b).toMatchObject({ displayOrder: 1, yearsOfService: null });
    const moved = await send('POST', `/api/admin/advisors/${b.id}/move`, who.superAdmin, {
      direction: 'up',
    });
    expect(moved.json().items.map((x: { name: string }) => x.name)).toEqual(['Bravo', 'Alpha']);
    const edited = await send(
      'PATCH',
      `/api/admin/advisors/${a.id}`,
      who.admin,
      advisor({ name: 'Alpha', isActive: false }),
    );
    expect(edited.json().isActive).toBe(false);
    expect(await names('/api/advisors', null)).toEqual(['Bravo']);
    expect(await names('/api/admin/advisors', who.admin)).toEqual(['Bravo', 'Alpha']);
    expect((await send('DELETE', `/api/admin/advisors/${b.id}`, who.admin)).statusCode).toBe(200);
    expect(await names('/api/admin/advisors', who.admin)).toEqual(['Alpha']);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.targetId, b.id)))
      .map((e) => e.action)
      .sort();
    expect(actions).toEqual(['advisor.create', 'advisor.delete', 'advisor.update']);
    expect((await send('DELETE', `/api/admin/advisors/${b.id}`, who.admin)).statusCode).toBe(404);
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ title: 't'.repeat(101) }, 'Title must be less than 100 characters'],
    [{ yearsOfService: '81' }, 'Years of service must be a whole number from 0 to 80'],
    [{ yearsOfService: '2.5' }, 'Years of service must be a whole number from 0 to 80'],
    [{ linkedinUrl: 'https://evil.example/in/x' }, 'LinkedIn URL must be a linkedin.com address'],
    [{ linkedinUrl: 'javascript:alert(1)' }, 'LinkedIn URL must be a linkedin.com address'],
    [{ photoUrl: '//tracker.example/x.gif' }, 'Image URL must be a valid URL'],
  ])('refuses %o', async (over, message) => {
    const res = await send('POST', '/api/admin/advisors', who.admin, advisor(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });
});
