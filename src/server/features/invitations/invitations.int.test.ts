import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVITATION_CHECK_LIMIT } from '@shared/limits';
import { invitations } from './schema';
import { insertInvitation, postSignUp, uniqueEmail, type Member } from '../../test/accounts';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ personas: true, mail: true });
const { who } = t;

const invite = (member: Member | null, email: unknown) =>
  t.as(member).post('/api/invitations', { email });

describe('POST /api/invitations', () => {
  it('refuses a visitor with "Must be logged in to send invitations"', async () => {
    const res = await invite(null, 'friend@example.test');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Must be logged in to send invitations');
  });

  it('refuses an unverified member with 403', async () => {
    const res = await invite(who.unverified, 'friend@example.test');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      'Please verify your email address before sending invitations',
    );
    expect(
      await t.db.select().from(invitations).where(eq(invitations.invitedBy, who.unverified.id)),
    ).toEqual([]);
  });

  it.each(['verified', 'admin', 'superAdmin'] as const)(
    'lets a %s member invite: pending, 7 days, unambiguous 8-character code, mailed',
    async (persona) => {
      const email = uniqueEmail('friend');
      const res = await invite(who[persona], `  ${email} `);
      expect(res.statusCode).toBe(201);
      const { invitation } = res.json();
      expect(invitation).toMatchObject({ email, status: 'pending', usedAt: null });
      expect(invitation.invitationCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      const days =
        (Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)) / 86_400_000;
      expect(days).toBeCloseTo(7, 3);
      const message = await t.mail.waitFor(email);
      expect(message.text).toContain(invitation.invitationCode);
      expect(message.text).toContain(
        `http://battle-ready.test/auth?code=${invitation.invitationCode}`,
      );
    },
  );

  it.each(['', 'no-at-sign', 'a@'])(
    'refuses %j with "Please enter a valid email address"',
    async (email) => {
      const res = await invite(who.verified, email);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Please enter a valid email address');
    },
  );

  it('hands out a code that then signs someone up', async () => {
    const { invitation } = (await invite(who.verified, uniqueEmail('friend'))).json();
    const res = await postSignUp(t, {
      email: uniqueEmail(),
      password: 'a fine password',
      branch: 'marines',
      invitationCode: invitation.invitationCode,
      acceptTerms: true,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(row!.status).toBe('accepted');
  });
});

describe('GET /api/me/invitations', () => {
  it('lists only my own invitations, newest first', async () => {
    const m = who.verified;
    const first = (await invite(m, uniqueEmail('a'))).json().invitation;
    const second = (await invite(m, uniqueEmail('b'))).json().invitation;
    await invite(who.admin, uniqueEmail('c'));
    const items = (await t.as(m).get('/api/me/invitations')).json().items as {
      id: string;
      invitedBy?: string;
    }[];
    const ids = items.map((i) => i.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const all = await t.db.select().from(invitations).where(eq(invitations.invitedBy, m.id));
    expect(items).toHaveLength(all.length);
  });

  it('lists nothing for a member who has not invited anyone', async () => {
    const res = await t.as(who.unverified).get('/api/me/invitations');
    expect(res.json()).toEqual({ items: [] });
  });
});

describe('POST /api/invitations/validate (sign-up step 1)', () => {
  const validate = (invitationCode: string, ip = '192.0.2.200') =>
    t.as(null, { ip }).post('/api/invitations/validate', { invitationCode });

  it('answers valid for a pending code, upper-casing what was typed', async () => {
    const row = await insertInvitation(t.db);
    expect((await validate(row.invitationCode.toLowerCase(), '192.0.2.201')).json()).toEqual({
      valid: true,
    });
  });

  it('answers invalid for an unknown code and expired for a lapsed one', async () => {
    expect((await validate('QQQQQQQQ', '192.0.2.202')).json()).toEqual({
      valid: false,
      error: 'Invalid invitation code',
    });
    const lapsed = await insertInvitation(t.db, { expiresAt: new Date(Date.now() - 60_000) });
    expect((await validate(lapsed.invitationCode, '192.0.2.202')).json()).toEqual({
      valid: false,
      error: 'Invitation code has expired',
    });
  });

  it('asks for a code when none is typed', async () => {
    const res = await validate('   ', '192.0.2.203');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please enter your invitation code');
  });

  it(`allows ${INVITATION_CHECK_LIMIT.max} checks per address and refuses the next`, async () => {
    for (let i = 0; i < INVITATION_CHECK_LIMIT.max; i++) {
      expect((await validate('QQQQQQQQ', '192.0.2.204')).statusCode).toBe(200);
    }
    expect((await validate('QQQQQQQQ', '192.0.2.204')).statusCode).toBe(429);
  });
});
