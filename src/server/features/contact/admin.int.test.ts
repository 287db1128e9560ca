import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { contactSubmissions } from './schema';
import type { Member } from '../../test/accounts';
import { ADMIN_ROUTE_REFUSALS, expectRefused } from '../../test/admin-refusals';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ personas: true });
const { who } = t;

const send = (
  method: 'GET' | 'PATCH' | 'DELETE',
  url: string,
  m: Member | null,
  payload?: object,
) => t.as(m).send(method, url, payload);
async function message(subject: string, createdAt = new Date()) {
  const [row] = await t.db
    .insert(contactSubmissions)
    .values({
      name: 'Jo',
      email: 'jo@example.com',
      subject,
      message: 'Hello there, a question.',
      createdAt,
    })
    .returning();
  return row!;
}
const rowOf = async (id: string) =>
  (await t.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id)))[0];

describe('admin contact submissions', () => {
  it.each(ADMIN_ROUTE_REFUSALS)('refuses %s every route', async (refusal) => {
    const c = await message('Refused');
    await expectRefused(t, refusal, [
      ['GET', '/api/admin/contact-submissions'],
      ['PATCH', `/api/admin/contact-submissions/${c.id}`, { status: 'resolved' }],
      ['DELETE', `/api/admin/contact-submissions/${c.id}`],
    ]);
    expect((await rowOf(c.id))!.status).toBe('new');
  });

  it('lists them newest first', async () => {
    const older = await message('Older', new Date(Date.now() - 60_000));
    const newer = await message('Newer');
    const ids = (await send('GET', '/api/admin/contact-submissions', who.admin))
      .json()
      .items.map((i: { id: string }) => i.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  });

  it('stamps resolved_by and resolved_at on resolved, and clears them on any other status', async () => {
    const c = await message('Stamped');
    const resolved = await send('PATCH', `/api/admin/contact-submissions/${c.id}`, who.admin, {
      status: 'resolved',
      adminNotes: '  Answered by email  ',
    });
    expect(resolved.json()).toMatchObject({ status: 'resolved', adminNotes: 'Answered by email' });
    expect(await rowOf(c.id)).toMatchObject({
      resolvedBy: who.admin.id,
      resolvedAt: expect.any(Date),
    });
    await send('PATCH', `/api/admin/contact-submissions/${c.id}`, who.superAdmin, {
      status: 'in_progress',
    });
    expect(await rowOf(c.id)).toMatchObject({
      status: 'in_progress',
      resolvedBy: null,
      resolvedAt: null,
      adminNotes: null,
    });
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.targetId, c.id))).map(
      (e) => e.action,
    );
    expect(actions).toEqual(['contact.update', 'contact.update']);
  });

  it('refuses an unknown status with 400, changing nothing', async () => {
    const c = await message('Bad status');
    const res = await send('PATCH', `/api/admin/contact-submissions/${c.id}`, who.admin, {
      status: 'done',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Unknown status');
    expect((await rowOf(c.id))!.status).toBe('new');
  });

  it('deletes one, logged, and answers 404 for one that is gone', async () => {
    const c = await message('Delete me');
    expect(
      (await send('DELETE', `/api/admin/contact-submissions/${c.id}`, who.admin)).statusCode,
    ).toBe(200);
    expect(await rowOf(c.id)).toBeUndefined();
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, c.id));
    expect(entry).toMatchObject({ action: 'contact.delete', targetLabel: 'Delete me' });
    const again = await send('DELETE', `/api/admin/contact-submissions/${c.id}`, who.admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Submission not found');
  });
});
