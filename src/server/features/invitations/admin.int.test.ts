import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { invitations } from './schema';
import { insertInvitation, type Member } from '../../test/accounts';
import { ADMIN_ROUTE_REFUSALS, expectRefused } from '../../test/admin-refusals';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ personas: true });
const { who } = t;

const send = (method: 'GET' | 'POST', url: string, m: Member | null, payload: object = {}) =>
  t.as(m).send(method, url, method === 'POST' ? payload : undefined);
const row = async (id: string) =>
  (await t.db.select().from(invitations).where(eq(invitations.id, id)))[0]!;

describe('admin invitations', () => {
  it.each(ADMIN_ROUTE_REFUSALS)('refuses %s every route', async (refusal) => {
    const inv = await insertInvitation(t.db);
    await expectRefused(t, refusal, [
      ['GET', '/api/admin/invitations'],
      ['POST', '/api/admin/invitations', { email: 'x@example.com' }],
      ['POST', `/api/admin/invitations/${inv.id}/revoke`, {}],
      ['POST', `/api/admin/invitations/${inv.id}/renew`, {}],
    ]);
    expect((await row(inv.id)).status).toBe('pending');
  });

  it('lists every invitation newest first, with who sent it', async () => {
    const first = await insertInvitation(t.db, {
      invitedBy: who.verified.id,
      email: 'a@example.com',
      createdAt: new Date(Date.now() - 60_000),
    });
    const second = await insertInvitation(t.db, { email: 'b@example.com' });
    const items = (await send('GET', '/api/admin/invitations', who.admin)).json().items as {
      id: string;
      invitedByName: string | null;
    }[];
    const ids = items.map((i) => i.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(items.find((i) => i.id === first.id)?.invitedByName).toEqual(expect.any(String));
    expect(items.find((i) => i.id === second.id)?.invitedByName).toBeNull();
  });

  it('creates one without a daily limit, and logs it', async () => {
    const res = await send('POST', '/api/admin/invitations', who.admin, {
      email: ' new@example.com ',
    });
    expect(res.statusCode).toBe(201);
    const { invitation } = res.json();
    expect(invitation).toMatchObject({ email: 'new@example.com', status: 'pending' });
    expect(invitation.invitationCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, invitation.id));
    expect(entry).toMatchObject({
      action: 'invitation.create',
      actorId: who.admin.id,
      targetLabel: 'new@example.com',
    });
    const bad = await send('POST', '/api/admin/invitations', who.admin, { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Please enter a valid email address');
  });

  it('revokes a pending invitation (rejected), and only a pending one', async () => {
    const inv = await insertInvitation(t.db);
    const res = await send('POST', `/api/admin/invitations/${inv.id}/revoke`, who.superAdmin);
    expect(res.json().invitation.status).toBe('rejected');
    expect((await row(inv.id)).status).toBe('rejected');
    const again = await send('POST', `/api/admin/invitations/${inv.id}/renew`, who.admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Only pending invitations can be revoked or renewed');
  });

  it('renews a pending invitation, even one past its expiry, for 7 days from now', async () => {
    const inv = await insertInvitation(t.db, { expiresAt: new Date(Date.now() - 86_400_000) });
    const res = await send('POST', `/api/admin/invitations/${inv.id}/renew`, who.admin);
    expect(res.statusCode).toBe(200);
    const days = ((await row(inv.id)).expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7.001);
    expect((await row(inv.id)).status).toBe('pending');
    const accepted = await insertInvitation(t.db, { status: 'accepted' });
    expect(
      (await send('POST', `/api/admin/invitations/${accepted.id}/revoke`, who.admin)).statusCode,
    ).toBe(409);
  });

  it("answers 'Invitation not found' for an unknown id", async () => {
    const res = await send(
      'POST',
      '/api/admin/invitations/00000000-0000-4000-8000-000000000000/revoke',
      who.admin,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Invitation not found');
  });
});
