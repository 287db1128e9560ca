import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invitations } from '../invitations/schema';
import { profiles, user } from '../../db/schema';
import { termsAcceptance } from './schema';
import { insertInvitation, postSignIn, postSignUp, uniqueEmail } from '../../test/accounts';
import { linkIn } from '../../test/mail-catcher';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ mail: true });

const base = (invitationCode: string, email = uniqueEmail()) => ({
  email,
  password: 'a fine password',
  branch: 'navy',
  invitationCode,
  acceptTerms: true,
});

const userByEmail = async (email: string) =>
  (await t.db.select().from(user).where(eq(user.email, email)))[0];

describe('sign-up with an invitation code', () => {
  it('creates the account, its profile and terms acceptance, and marks the code accepted', async () => {
    const invite = await insertInvitation(t.db);
    const body = { ...base(invite.invitationCode.toLowerCase()), name: '  Doc Holliday ' };
    const res = await postSignUp(t, body);
    expect(res.statusCode).toBe(200);
    // No session: sign-up answers the same whether or not the email is taken.
    expect(res.cookies.find((c) => c.name.includes('session_token'))).toBeUndefined();

    const created = await userByEmail(body.email);
    expect(created).toMatchObject({ name: 'Doc Holliday', emailVerified: false });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, created!.id));
    expect(profile).toMatchObject({ branch: 'navy', name: 'Doc Holliday', reviewerScore: 0 });
    const [terms] = await t.db
      .select()
      .from(termsAcceptance)
      .where(eq(termsAcceptance.userId, created!.id));
    expect(terms).toMatchObject({ acceptedTermsVersion: '1.0', acceptedPrivacyVersion: '1.0' });
    const [used] = await t.db.select().from(invitations).where(eq(invitations.id, invite.id));
    expect(used).toMatchObject({ status: 'accepted', usedBy: created!.id });
    expect(used!.usedAt).toBeInstanceOf(Date);
  });

  it('generates a name from an adjective and a role noun when none is given', async () => {
    const invite = await insertInvitation(t.db);
    const body = base(invite.invitationCode);
    expect((await postSignUp(t, body)).statusCode).toBe(200);
    const created = await userByEmail(body.email);
    expect(created!.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+( [A-Z][a-z]+)?$/);
  });

  it('mails a verification link that confirms the email and returns to /auth', async () => {
    const invite = await insertInvitation(t.db);
    const body = base(invite.invitationCode);
    await postSignUp(t, body);
    const message = await t.mail.waitFor(body.email, (m) => m.subject.startsWith('Confirm'));
    const link = new URL(linkIn(message, 'http://battle-ready.test/api/auth/verify-email'));
    const res = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth?verified=1');
    expect((await userByEmail(body.email))!.emailVerified).toBe(true);
  });

  it('refuses an unknown code with the spec message and creates nothing', async () => {
    const body = base('ZZZZZZZZ');
    const res = await postSignUp(t, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Invalid invitation code');
    expect(await userByEmail(body.email)).toBeUndefined();
  });

  it('marks a pending code past its expiry as expired and refuses it', async () => {
    const invite = await insertInvitation(t.db, { expiresAt: new Date(Date.now() - 1000) });
    const res = await postSignUp(t, base(invite.invitationCode));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Invitation code has expired');
    const [row] = await t.db.select().from(invitations).where(eq(invitations.id, invite.id));
    expect(row!.status).toBe('expired');
  });

  it('refuses a code that was already used', async () => {
    const invite = await insertInvitation(t.db);
    expect((await postSignUp(t, base(invite.invitationCode))).statusCode).toBe(200);
    const again = await postSignUp(t, base(invite.invitationCode));
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('Invalid invitation code');
  });

  it('refuses a request straight to the auth API without a code', async () => {
    const { invitationCode: _dropped, ...noCode } = base('ABCDEFGH');
    const res = await postSignUp(t, noCode);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please enter a valid invitation code to sign up');
    expect(await userByEmail(noCode.email)).toBeUndefined();
  });

  it.each([
    [{ branch: undefined }, 'Please select your branch'],
    [{ acceptTerms: false }, 'You must accept the Terms of Service and Privacy Policy'],
    [{ password: 'short' }, 'Minimum 8 characters required'],
    [{ password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
  ])('validates %o with the spec message', async (change, message) => {
    const invite = await insertInvitation(t.db);
    const res = await postSignUp(t, { ...base(invite.invitationCode), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    const [row] = await t.db.select().from(invitations).where(eq(invitations.id, invite.id));
    expect(row!.status).toBe('pending');
  });

  it('answers a taken email exactly like a new one, uses the code up and mails the owner', async () => {
    const first = await insertInvitation(t.db);
    const body = base(first.invitationCode);
    await postSignUp(t, body);
    const second = await insertInvitation(t.db);
    const fresh = await postSignUp(t, { ...base(second.invitationCode), name: 'Same Name' });
    const third = await insertInvitation(t.db);
    const taken = await postSignUp(t, {
      ...base(third.invitationCode),
      email: body.email,
      name: 'Same Name',
    });

    expect(taken.statusCode).toBe(fresh.statusCode);
    // Everything but the generated id, the timestamps and the address itself is identical.
    const comparable = (res: typeof fresh) => {
      const { id: _id, createdAt: _c, updatedAt: _u, email: _e, ...rest } = res.json().user;
      return { ...res.json(), user: rest };
    };
    expect(comparable(taken)).toEqual(comparable(fresh));
    // The inviter cannot tell either: both codes now read accepted.
    const statusOf = async (id: string) =>
      (await t.db.select().from(invitations).where(eq(invitations.id, id)))[0]!.status;
    expect(await statusOf(second.id)).toBe('accepted');
    expect(await statusOf(third.id)).toBe('accepted');
    await t.mail.waitFor(body.email, (m) => m.subject.startsWith('You already have'));
  });

  it('refuses fields the form does not send (image, emailVerified…)', async () => {
    const invite = await insertInvitation(t.db);
    const res = await postSignUp(t, { ...base(invite.invitationCode), image: 'https://x/y.png' });
    expect(res.statusCode).toBe(400);
    const verified = await postSignUp(t, { ...base(invite.invitationCode), emailVerified: true });
    expect(verified.statusCode).toBe(400);
  });

  it('lets the new member sign in before confirming the email', async () => {
    const invite = await insertInvitation(t.db);
    const body = base(invite.invitationCode);
    await postSignUp(t, body);
    const res = await postSignIn(t, body.email, body.password);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'br.session_token')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
  });
});
