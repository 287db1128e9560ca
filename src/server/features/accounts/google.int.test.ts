import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, profiles, user } from '../../db/schema';
import { invitations } from '../invitations/schema';
import { termsAcceptance } from './schema';
import { cookiesOf, createMember, insertInvitation, uniqueEmail } from '../../test/accounts';
import { startTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/harness';
import {
  GOOGLE_CALLBACK_PATH,
  startOidcProvider,
  type OidcIdentity,
  type OidcProvider,
} from '../../test/oidc-provider';
import { requestsFrom } from '../../test/requests';
import { useTestApp } from '../../test/use-test-app';

/** Better Auth 1.7 serves generic OAuth providers through its social sign-in endpoint. */
const SIGN_IN_PATH = '/api/auth/sign-in/social';
const GOOGLE_DISPLAY_NAME = 'Gordon Googleson';
/** What randomUsername() makes: an adjective and a role noun. */
const RANDOM_NAME = /^[A-Z][a-z]+ [A-Z][a-z]+( [A-Z][a-z]+)?$/;

let idp: OidcProvider;
beforeAll(async () => {
  idp = await startOidcProvider();
});
afterAll(() => idp?.close());
const t = useTestApp({
  config: () => ({
    google: { clientId: idp.clientId, clientSecret: idp.clientSecret, issuerUrl: idp.issuerUrl },
  }),
});

const googleIdentity = (over: Partial<OidcIdentity> = {}): OidcIdentity => ({
  sub: `google-${randomUUID()}`,
  email: uniqueEmail('google'),
  emailVerified: true,
  name: GOOGLE_DISPLAY_NAME,
  ...over,
});

/** The browser's first step: ask the app where to go to sign in with Google. */
const startGoogle = (app: TestApp['app'], body: Record<string, unknown> = {}) =>
  requestsFrom(app, null).post(SIGN_IN_PATH, {
    provider: 'google',
    callbackURL: '/',
    errorCallbackURL: '/auth',
    ...body,
  });

const startSignUp = (invitationCode: string, details: Record<string, unknown> = {}) =>
  startGoogle(t.app, {
    requestSignUp: true,
    additionalData: { invitationCode, branch: 'marines', acceptTerms: true, ...details },
  });

/** Signs in at the provider as `identity` and brings its answer back to the app's callback. */
async function finishGoogle(start: LightMyRequestResponse, identity: OidcIdentity) {
  expect(start.statusCode).toBe(200);
  const back = await idp.authorize(start.json<{ url: string }>().url, identity);
  expect(`${back.origin}${back.pathname}`).toBe(`${TEST_PUBLIC_URL}${GOOGLE_CALLBACK_PATH}`);
  expect(back.searchParams.get('code')).toBeTruthy();
  return t.as({ cookie: cookiesOf(start) }).get(`${back.pathname}${back.search}`);
}

const sessionCookie = (res: LightMyRequestResponse) =>
  res.cookies.find((c) => c.name === 'br.session_token' && c.value !== '');

const viewerOf = async (res: LightMyRequestResponse) => {
  const me = await t.as({ cookie: cookiesOf(res) }).get('/api/me');
  expect(me.statusCode).toBe(200);
  return me.json().viewer;
};

const usersWithEmail = (email: string) => t.db.select().from(user).where(eq(user.email, email));

const invitationRow = async (id: string) =>
  (await t.db.select().from(invitations).where(eq(invitations.id, id)))[0]!;

/** The query of a redirect to the error callback URL (`error`, `error_description`). */
function errorRedirect(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(302);
  const location = new URL(String(res.headers.location), TEST_PUBLIC_URL);
  expect(location.pathname).toBe('/auth');
  return Object.fromEntries(location.searchParams);
}

async function signUpWithGoogle(identity: OidcIdentity, details: Record<string, unknown> = {}) {
  const invite = await insertInvitation(t.db);
  const callback = await finishGoogle(await startSignUp(invite.invitationCode, details), identity);
  expect(callback.statusCode).toBe(302);
  return { invite, callback };
}

describe('Google sign-up with an invitation code', () => {
  it('creates the account, profile and terms acceptance, claims the code and signs in', async () => {
    const invite = await insertInvitation(t.db);
    const identity = googleIdentity();
    const start = await startSignUp(invite.invitationCode.toLowerCase());
    expect(start.statusCode).toBe(200);
    // The flow's state is bound to this browser by a signed cookie.
    expect(start.cookies.find((c) => c.name === 'br.state')).toMatchObject({ httpOnly: true });

    // Authorization code with PKCE: the provider is asked for an S256 challenge.
    const authorization = new URL(start.json<{ url: string }>().url);
    expect(authorization.origin).toBe(idp.issuerUrl);
    expect(authorization.searchParams.get('response_type')).toBe('code');
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorization.searchParams.get('scope')?.split(' ').sort()).toEqual([
      'email',
      'openid',
      'profile',
    ]);

    const callback = await finishGoogle(start, identity);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/');
    expect(sessionCookie(callback)).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    const [created] = await usersWithEmail(identity.email);
    expect(created).toMatchObject({ email: identity.email, emailVerified: true, image: null });
    // The public name is never the Google display name: none was given, so one is generated.
    expect(created!.name).not.toBe(GOOGLE_DISPLAY_NAME);
    expect(created!.name).toMatch(RANDOM_NAME);
    const [linked] = await t.db.select().from(account).where(eq(account.userId, created!.id));
    expect(linked).toMatchObject({ providerId: 'google', accountId: identity.sub, password: null });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, created!.id));
    expect(profile).toMatchObject({ branch: 'marines', name: created!.name });
    const [terms] = await t.db
      .select()
      .from(termsAcceptance)
      .where(eq(termsAcceptance.userId, created!.id));
    expect(terms).toMatchObject({ acceptedTermsVersion: '1.0', acceptedPrivacyVersion: '1.0' });
    const used = await invitationRow(invite.id);
    expect(used).toMatchObject({ status: 'accepted', usedBy: created!.id });
    expect(used.usedAt).toBeInstanceOf(Date);

    expect(await viewerOf(callback)).toMatchObject({
      id: created!.id,
      email: identity.email,
      emailVerified: true,
      name: created!.name,
      branch: 'marines',
      hasPassword: false,
    });
  });

  it('uses the name chosen at sign-up rather than the Google display name', async () => {
    const identity = googleIdentity();
    const { callback } = await signUpWithGoogle(identity, { name: '  Doc Holliday ' });
    expect(callback.headers.location).toBe('/');
    const [created] = await usersWithEmail(identity.email);
    expect(created!.name).toBe('Doc Holliday');
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, created!.id));
    expect(profile!.name).toBe('Doc Holliday');
  });

  it('leaves the email unconfirmed when the provider has not verified it', async () => {
    const identity = googleIdentity({ emailVerified: false });
    await signUpWithGoogle(identity);
    const [created] = await usersWithEmail(identity.email);
    expect(created!.emailVerified).toBe(false);
  });

  it.each([
    ['an unknown code', async () => ({ invitationCode: 'ZZZZZZZZ' }), 'Invalid invitation code'],
    [
      'an expired code',
      async () => ({
        invitationCode: (await insertInvitation(t.db, { expiresAt: new Date(Date.now() - 1000) }))
          .invitationCode,
      }),
      'Invitation code has expired',
    ],
    [
      'a request without a code',
      async () => ({ invitationCode: undefined }),
      'Please enter a valid invitation code to sign up',
    ],
  ])('refuses %s before sending the browser to Google', async (_label, code, message) => {
    const { invitationCode } = await code();
    const res = await startGoogle(t.app, {
      requestSignUp: true,
      additionalData: { invitationCode, branch: 'marines', acceptTerms: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(res.headers.location).toBeUndefined();
  });

  it('refuses on return when the code was used by someone else meanwhile', async () => {
    const invite = await insertInvitation(t.db);
    const identity = googleIdentity();
    const start = await startSignUp(invite.invitationCode);
    expect(start.statusCode).toBe(200);

    const other = await createMember(t);
    await t.db
      .update(invitations)
      .set({ status: 'accepted', usedBy: other.id, usedAt: new Date() })
      .where(eq(invitations.id, invite.id));

    const callback = await finishGoogle(start, identity);
    expect(errorRedirect(callback)).toEqual({
      error: 'INVITATION',
      error_description: 'Invalid invitation code',
    });
    expect(sessionCookie(callback)).toBeUndefined();
    expect(await usersWithEmail(identity.email)).toEqual([]);
    expect(await t.db.select().from(account).where(eq(account.accountId, identity.sub))).toEqual(
      [],
    );
    expect(await invitationRow(invite.id)).toMatchObject({ status: 'accepted', usedBy: other.id });
  });
});

describe('Google sign-in', () => {
  it('signs a member who joined through Google back in without an invitation', async () => {
    const identity = googleIdentity();
    await signUpWithGoogle(identity);
    const [member] = await usersWithEmail(identity.email);

    const callback = await finishGoogle(await startGoogle(t.app), identity);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/');
    expect(sessionCookie(callback)).toBeDefined();
    expect(await viewerOf(callback)).toMatchObject({ id: member!.id, email: identity.email });
    expect(await usersWithEmail(identity.email)).toHaveLength(1);
  });

  it('refuses an unknown Google identity and creates no account', async () => {
    const identity = googleIdentity();
    const callback = await finishGoogle(await startGoogle(t.app), identity);
    expect(errorRedirect(callback)).toEqual({ error: 'signup_disabled' });
    expect(sessionCookie(callback)).toBeUndefined();
    expect(await usersWithEmail(identity.email)).toEqual([]);
  });

  it('does not let a Google identity take over an existing password account', async () => {
    const m = await createMember(t);
    const identity = googleIdentity({ email: m.email });
    const callback = await finishGoogle(await startGoogle(t.app), identity);
    expect(callback.statusCode).toBe(302);
    expect(sessionCookie(callback)).toBeUndefined();
    expect(await t.db.select().from(account).where(eq(account.userId, m.id))).toHaveLength(1);
  });

  it('refuses a bare Google ID token: only the redirect flow (state, PKCE) signs in', async () => {
    const res = await startGoogle(t.app, { idToken: { token: 'eyJhbGciOiJSUzI1NiJ9.e30.x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Use the Google button to sign in with Google');
  });

  it('ignores a server context forged in the client data: no code, no account', async () => {
    const invite = await insertInvitation(t.db);
    const identity = googleIdentity();
    const forged = {
      serverContext: {
        googleSignUp: {
          invitationCode: invite.invitationCode,
          branch: 'army',
          acceptTerms: true,
        },
      },
    };
    const callback = await finishGoogle(
      await startGoogle(t.app, { additionalData: forged }),
      identity,
    );
    expect(sessionCookie(callback)).toBeUndefined();
    expect(await usersWithEmail(identity.email)).toEqual([]);
    expect((await invitationRow(invite.id)).status).toBe('pending');
  });

  it('tells the sign-in page to show the Google button when configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(res.json().googleSignIn).toBe(true);
  });

  it('is not offered when Google is not configured', async () => {
    const bare = await startTestApp();
    try {
      const settings = await bare.app.inject({ method: 'GET', url: '/api/settings/public' });
      expect(settings.json().googleSignIn).toBe(false);
      const res = await startGoogle(bare.app);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('provider_not_found');
      expect(res.headers.location).toBeUndefined();
    } finally {
      await bare.close();
    }
  });
});
