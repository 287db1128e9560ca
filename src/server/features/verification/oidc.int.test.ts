import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_MSG, VERIFY_CALLBACK_PATH } from '@shared/schemas/verification';
import {
  OIDC_FLOW_MINUTES,
  OIDC_STARTS_PER_MEMBER_HOUR,
  OIDC_STARTS_PER_NETWORK_HOUR,
  VERIFICATION_VALID_DAYS,
} from '@shared/verification';
import { VERIFY_OIDC_DEFAULTS, parseAffiliationRules, type VerifyOidcConfig } from '../../config';
import { rateLimits } from '../../db/schema';
import { serviceVerifications, verificationIdentities, verificationOidcFlows } from './schema';
import { createMember, type Member } from '../../test/accounts';
import { TEST_PUBLIC_URL } from '../../test/harness';
import {
  startOidcProvider,
  VERIFY_CLIENT,
  type OidcIdentity,
  type OidcProvider,
} from '../../test/oidc-provider';
import { tablesHolding } from '../../test/stored-text';
import { lapseRevocations } from '../../test/lapse-revocations';
import { useTestApp } from '../../test/use-test-app';
import { expectError } from '../../test/error-answer';

// Issue 29: service verification through an OpenID provider attesting military status, end to
// end against a real one (oidc-provider) on 127.0.0.1, as Google sign-in is tested.

const START = '/api/me/verification/oidc/start';
const FINISH = '/api/me/verification/oidc/finish';

/** What the test provider says of the person: ID.me's status claim, and personal ones. */
const PERSONAL = {
  name: 'Gomer Pyle Personal',
  email: 'gomer.pyle.personal@provider.test',
  birthdate: '1971-02-03',
  serviceNumber: 'SN-4471-PRIVATE',
};

const identity = (status: unknown, over: Partial<OidcIdentity> = {}): OidcIdentity => ({
  sub: `idme-${randomUUID()}`,
  email: PERSONAL.email,
  emailVerified: true,
  name: PERSONAL.name,
  extraClaims: { status, birthdate: PERSONAL.birthdate, service_number: PERSONAL.serviceNumber },
  ...over,
});

const idmeStatus = (subgroups: string[], verified = true) => [
  { group: 'military', subgroups, verified },
];

const verifyConfig = (idp: OidcProvider, over: Partial<VerifyOidcConfig> = {}) => ({
  verifyOidc: {
    issuer: idp.issuerUrl,
    ...VERIFY_CLIENT,
    // The personal scopes too, so the provider does send what must not be kept.
    scope: 'openid military profile email',
    claim: VERIFY_OIDC_DEFAULTS.claim,
    affiliations: parseAffiliationRules(VERIFY_OIDC_DEFAULTS.affiliations),
    name: 'ID.me',
    ...over,
  },
});

let idp: OidcProvider;
beforeAll(async () => {
  idp = await startOidcProvider();
});
afterAll(() => idp?.close());

const t = useTestApp({ personas: true, config: () => verifyConfig(idp) });

const verificationOf = async (userId: string) =>
  (
    await t.db.select().from(serviceVerifications).where(eq(serviceVerifications.userId, userId))
  )[0];
const flowsOf = (userId: string) =>
  t.db.select().from(verificationOidcFlows).where(eq(verificationOidcFlows.userId, userId));

/** The member starts, signs in at the provider as `person`, and comes back to the SPA page. */
async function throughProvider(m: Member, person: OidcIdentity) {
  const start = await t.as(m).post(START);
  expect(start.statusCode).toBe(200);
  const back = await idp.authorize(start.json<{ url: string }>().url, person);
  expect(`${back.origin}${back.pathname}`).toBe(`${TEST_PUBLIC_URL}${VERIFY_CALLBACK_PATH}`);
  return back;
}

const finish = (m: Member | null, back: URL) => t.as(m).post(FINISH, { callbackUrl: back.href });

describe('who may verify through the provider', () => {
  it.each([
    ['a visitor', null, 401, VERIFICATION_MSG.signIn],
    ['a member whose e-mail is unconfirmed', 'unverified', 403, VERIFICATION_MSG.confirmEmail],
  ] as const)('refuses %s, before anything else', async (_label, who, status, message) => {
    const caller = who ? t.who[who] : null;
    expectError(await t.as(caller).post(START), status, message);
    expectError(await t.as(caller).post(FINISH, { state: 'x' }), status, message);
  });

  it.each(['verified', 'admin', 'superAdmin'] as const)(
    'lets %s verify, starting with PKCE (S256), state, nonce and the configured scope',
    async (who) => {
      const m = t.who[who];
      const res = await t.as(m).post(START);
      expect(res.statusCode).toBe(200);
      const url = new URL(res.json<{ url: string }>().url);
      expect(url.origin).toBe(idp.issuerUrl);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        client_id: VERIFY_CLIENT.clientId,
        response_type: 'code',
        redirect_uri: `${TEST_PUBLIC_URL}${VERIFY_CALLBACK_PATH}`,
        scope: 'openid military profile email',
        code_challenge_method: 'S256',
      });
      expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [flow] = (await flowsOf(m.id)).filter((f) => f.state === url.searchParams.get('state'));
      expect(flow).toBeDefined();
      expect(url.searchParams.get('nonce')).toBe(flow!.nonce);
      // The verifier stays here; only its hash went to the provider.
      expect(url.href).not.toContain(flow!.codeVerifier);
      const minutes = (flow!.expiresAt.getTime() - flow!.createdAt.getTime()) / 60_000;
      expect(minutes).toBeCloseTo(OIDC_FLOW_MINUTES, 1);

      const back = await idp.authorize(url.href, identity(idmeStatus(['Veteran'])));
      const finished = await finish(m, back);
      expect(finished.statusCode).toBe(200);
      expect(finished.json().verification).toMatchObject({
        affiliation: 'veteran',
        method: 'oidc',
      });
    },
  );
});

describe('a verification through the provider', () => {
  it('keeps the affiliation the status claim confirms, and nothing else the provider said', async () => {
    const m = await createMember(t);
    const person = identity(idmeStatus(['Veteran']));
    const back = await throughProvider(m, person);
    expect(back.searchParams.get('iss')).toBe(idp.issuerUrl);

    const res = await finish(m, back);
    expect(res.statusCode).toBe(200);
    const { verification } = res.json();
    expect(verification).toMatchObject({ affiliation: 'veteran', method: 'oidc' });
    const days = (Date.parse(verification.expiresAt) - Date.parse(verification.verifiedAt)) / 864e5;
    expect(days).toBeCloseTo(VERIFICATION_VALID_DAYS, 3);
    expect(await verificationOf(m.id)).toMatchObject({
      affiliation: 'veteran',
      method: 'oidc',
      remindedAt: null,
    });
    expect(await flowsOf(m.id)).toEqual([]);

    const status = await t.as(m).get('/api/me/verification');
    expect(status.json()).toEqual({
      verification,
      providers: { oidc: { name: 'ID.me' } },
      milCode: null,
    });

    // Every column of every table, the job queue's included: none holds what identifies them.
    const personal = [person.sub, ...Object.values(PERSONAL)];
    expect(await tablesHolding(t.db, personal)).toEqual([]);
    // The scan does find what is there: the member's own address, in "user" and more.
    expect(await tablesHolding(t.db, [m.email])).toContain('public.user');
  });

  it('accepts the claim as a plain string or a list, without regard to case', async () => {
    for (const [status, affiliation] of [
      ['ACTIVE DUTY', 'active_duty'],
      [['nothing', ' Military Spouse '], 'military_family'],
    ] as const) {
      const m = await createMember(t);
      const res = await finish(m, await throughProvider(m, identity(status)));
      expect(res.statusCode).toBe(200);
      expect(res.json().verification.affiliation).toBe(affiliation);
    }
  });

  it.each([
    ['no military status at all', undefined],
    ['a status the provider has not verified', idmeStatus(['Veteran'], false)],
    ['a group no rule names', idmeStatus(['Student'])],
  ])('refuses %s with its message, and keeps nothing', async (_label, status) => {
    const m = await createMember(t);
    const res = await finish(m, await throughProvider(m, identity(status)));
    expectError(res, 400, VERIFICATION_MSG.noMilitaryStatus);
    expect(await verificationOf(m.id)).toBeUndefined();
  });

  it('replaces an earlier verification', async () => {
    const m = await createMember(t);
    await finish(m, await throughProvider(m, identity(idmeStatus(['Veteran']))));
    await t.db
      .update(serviceVerifications)
      .set({ remindedAt: sql`now()` })
      .where(eq(serviceVerifications.userId, m.id));
    const res = await finish(m, await throughProvider(m, identity(idmeStatus(['Service Member']))));
    expect(res.statusCode).toBe(200);
    expect(await verificationOf(m.id)).toMatchObject({
      affiliation: 'active_duty',
      remindedAt: null,
    });
  });
});

describe('one provider account verifies one member account (issue 44)', () => {
  const veteran = (sub: string) => identity(idmeStatus(['Veteran']), { sub });
  const verifyAs = async (m: Member, sub: string) =>
    finish(m, await throughProvider(m, veteran(sub)));
  const revoke = (m: Member) =>
    t.as(t.who.admin).post(`/api/admin/users/${m.id}/verification/revoke`, { reason: 'Shared' });
  const lift = (m: Member) => t.as(t.who.admin).post(`/api/admin/users/${m.id}/verification/lift`);

  it('verifies the first of three accounts signing in as one person, and refuses the others', async () => {
    const sub = `idme-${randomUUID()}`;
    // Someone else verified, as on any live site.
    const bystander = await createMember(t);
    expect((await verifyAs(bystander, `idme-${randomUUID()}`)).statusCode).toBe(200);
    const accounts = [await createMember(t), await createMember(t), await createMember(t)];
    const answers = [];
    for (const m of accounts) answers.push(await verifyAs(m, sub));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 409, 409]);
    for (const refused of answers.slice(1)) {
      expectError(refused, 409, VERIFICATION_MSG.identityInUse('oidc'));
    }
    const verified = await Promise.all(accounts.map((m) => verificationOf(m.id)));
    expect(verified.map(Boolean)).toEqual([true, false, false]);
    // Nothing stored for the refused: no link (their flows were spent).
    const linked = await t.db
      .select({ userId: verificationIdentities.userId })
      .from(verificationIdentities)
      .where(
        inArray(
          verificationIdentities.userId,
          accounts.map((m) => m.id),
        ),
      );
    expect(linked).toEqual([{ userId: accounts[0]!.id }]);
    expect(await flowsOf(accounts[1]!.id)).toEqual([]);

    // The holder verifying again renews.
    expect((await verifyAs(accounts[0]!, sub)).statusCode).toBe(200);
    // Once the holder removes theirs, the person may verify one account again: another one.
    expect((await t.as(accounts[0]!).delete('/api/me/verification')).statusCode).toBe(200);
    expect((await verifyAs(accounts[1]!, sub)).statusCode).toBe(200);
    expectError(await verifyAs(accounts[0]!, sub), 409, VERIFICATION_MSG.identityInUse('oidc'));
    // An ended verification lets go at once, before the hourly job.
    await t.db
      .update(serviceVerifications)
      .set({
        expiresAt: sql`now() - interval '1 second'`,
        verifiedAt: sql`now() - interval '1 day'`,
      })
      .where(eq(serviceVerifications.userId, accounts[1]!.id));
    expect((await verifyAs(accounts[2]!, sub)).statusCode).toBe(200);
    // Kept as its keyed hash only.
    expect(await tablesHolding(t.db, [sub])).toEqual([]);
  });

  it('lets six finishes by two accounts signed in as one person verify one of them', async () => {
    const sub = `idme-${randomUUID()}`;
    const [a, b] = [await createMember(t), await createMember(t)];
    const backs = [];
    for (const m of [a, b, a, b, a, b])
      backs.push([m, await throughProvider(m, veteran(sub))] as const);
    const answers = await Promise.all(backs.map(([m, back]) => finish(m, back)));
    const codes = answers.map((r) => r.statusCode);
    // The first account to finish holds it and renews; the other is refused every time.
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(3);
    expect([await verificationOf(a.id), await verificationOf(b.id)].filter(Boolean)).toHaveLength(
      1,
    );
  });

  it('keeps a revoked provider account from verifying any account until lifted or its days pass', async () => {
    const sub = `idme-${randomUUID()}`;
    const [m, other] = [await createMember(t), await createMember(t)];
    expect((await verifyAs(m, sub)).statusCode).toBe(200);
    expect((await revoke(m)).statusCode).toBe(200);

    for (const who of [m, other]) {
      expectError(await verifyAs(who, sub), 403, VERIFICATION_MSG.identityRevoked('oidc'));
      expect(await verificationOf(who.id)).toBeUndefined();
    }
    // Another provider account of theirs is not barred.
    expect((await verifyAs(other, `idme-${randomUUID()}`)).statusCode).toBe(200);

    expect((await lift(m)).statusCode).toBe(200);
    expect((await verifyAs(m, sub)).statusCode).toBe(200);

    expect((await revoke(m)).statusCode).toBe(200);
    expectError(await verifyAs(m, sub), 403, VERIFICATION_MSG.identityRevoked('oidc'));
    await lapseRevocations(t.db, m.id);
    const fresh = await createMember(t);
    expect((await verifyAs(fresh, sub)).statusCode).toBe(200);
  });
});

describe('starting at the provider (issue 44)', () => {
  const startsOf = async (userId: string) => (await flowsOf(userId)).length;

  it(`allows ${OIDC_STARTS_PER_MEMBER_HOUR} starts an hour per member, and keeps nothing for the next`, async () => {
    const m = await createMember(t);
    for (let i = 0; i < OIDC_STARTS_PER_MEMBER_HOUR; i++) {
      expect((await t.as(m).post(START)).statusCode).toBe(200);
    }
    const res = await t.as(m).post(START);
    expectError(res, 429, VERIFICATION_MSG.oidcMemberLimit);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await startsOf(m.id)).toBe(OIDC_STARTS_PER_MEMBER_HOUR);
  });

  it(`allows ${OIDC_STARTS_PER_NETWORK_HOUR} starts an hour per network, whoever starts them`, async () => {
    const ip = '10.88.4.5';
    for (let i = 0; i < OIDC_STARTS_PER_NETWORK_HOUR; i++) {
      expect((await t.as(await createMember(t), { ip }).post(START)).statusCode).toBe(200);
    }
    const m = await createMember(t);
    const res = await t.as(m, { ip }).post(START);
    expectError(res, 429, VERIFICATION_MSG.oidcNetworkLimit);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await startsOf(m.id)).toBe(0);
    // The refusal counted nothing for the member: from another network they start at once.
    const mine = await t.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.subject, `user:${m.id}`));
    expect(mine).toEqual([]);
    expect((await t.as(m).post(START)).statusCode).toBe(200);
  });
});

describe("an answer that is not this member's, or not this flow's", () => {
  it('refuses a forged state, and one the provider answer lacks', async () => {
    const m = await createMember(t);
    const back = await throughProvider(m, identity(idmeStatus(['Veteran'])));
    const forged = new URL(back);
    forged.searchParams.set('state', 'forged-state');
    expectError(await finish(m, forged), 400, VERIFICATION_MSG.stateUnknown);
    expectError(await t.as(m).post(FINISH, { code: 'abc' }), 400, VERIFICATION_MSG.stateMissing);
    expectError(await t.as(m).post(FINISH), 400, VERIFICATION_MSG.stateMissing);
    expectError(
      await t.as(m).post(FINISH, { callbackUrl: 'not a url' }),
      400,
      VERIFICATION_MSG.stateMissing,
    );
    expect(await verificationOf(m.id)).toBeUndefined();
    // The real flow is still there to finish.
    expect((await finish(m, back)).statusCode).toBe(200);
  });

  it('takes a state once: the same answer again is refused and changes nothing', async () => {
    const m = await createMember(t);
    const back = await throughProvider(m, identity(idmeStatus(['Veteran'])));
    expect((await finish(m, back)).statusCode).toBe(200);
    const before = await verificationOf(m.id);
    expectError(await finish(m, back), 400, VERIFICATION_MSG.stateUnknown);
    expect(await verificationOf(m.id)).toEqual(before);
  });

  it('lets six finishes of one answer sent at once verify once', async () => {
    const m = await createMember(t);
    const back = await throughProvider(m, identity(idmeStatus(['Veteran'])));
    const answers = await Promise.all(Array.from({ length: 6 }, () => finish(m, back)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    for (const res of answers.filter((r) => r.statusCode === 400)) {
      expect(res.json().error.message).toBe(VERIFICATION_MSG.stateUnknown);
    }
  });

  it("refuses another member's state with 403 and leaves it to its member", async () => {
    const owner = await createMember(t);
    const other = await createMember(t);
    const back = await throughProvider(owner, identity(idmeStatus(['Veteran'])));
    expectError(await finish(other, back), 403, VERIFICATION_MSG.stateNotYours);
    expect(await verificationOf(other.id)).toBeUndefined();
    expect(await flowsOf(owner.id)).toHaveLength(1);
    expect((await finish(owner, back)).statusCode).toBe(200);
  });

  it('refuses an ID token whose nonce is not the flow’s', async () => {
    const m = await createMember(t);
    const back = await throughProvider(m, identity(idmeStatus(['Veteran'])));
    await t.db
      .update(verificationOidcFlows)
      .set({ nonce: 'not-the-nonce-the-provider-signed' })
      .where(eq(verificationOidcFlows.userId, m.id));
    expectError(await finish(m, back), 400, VERIFICATION_MSG.answerUnchecked);
    expect(await verificationOf(m.id)).toBeUndefined();
    // Spent all the same: a flow is good for one try.
    expect(await flowsOf(m.id)).toEqual([]);
  });

  it('refuses a PKCE verifier the provider did not see the challenge of', async () => {
    const m = await createMember(t);
    const back = await throughProvider(m, identity(idmeStatus(['Veteran'])));
    await t.db
      .update(verificationOidcFlows)
      .set({ codeVerifier: 'x'.repeat(43) })
      .where(eq(verificationOidcFlows.userId, m.id));
    expectError(await finish(m, back), 400, VERIFICATION_MSG.providerRefused);
    expect(await verificationOf(m.id)).toBeUndefined();
  });

  it('refuses a flow older than its minutes', async () => {
    const m = await createMember(t);
    const back = await throughProvider(m, identity(idmeStatus(['Veteran'])));
    await t.db
      .update(verificationOidcFlows)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verificationOidcFlows.userId, m.id));
    expectError(await finish(m, back), 400, VERIFICATION_MSG.flowExpired);
    expect(await verificationOf(m.id)).toBeUndefined();
    expect(await flowsOf(m.id)).toEqual([]);
  });

  it('says so when the member turned the provider down', async () => {
    const m = await createMember(t);
    const start = await t.as(m).post(START);
    const state = new URL(start.json<{ url: string }>().url).searchParams.get('state')!;
    const res = await t.as(m).post(FINISH, {
      state,
      iss: idp.issuerUrl,
      error: 'access_denied',
      error_description: 'End-User aborted interaction',
    });
    expectError(res, 400, VERIFICATION_MSG.providerCancelled);
    expect(await verificationOf(m.id)).toBeUndefined();
  });
});

describe('when the provider answers only in userinfo', () => {
  let userinfoIdp: OidcProvider;
  beforeAll(async () => {
    userinfoIdp = await startOidcProvider({ claimsOnlyInUserinfo: true });
  });
  afterAll(() => userinfoIdp?.close());
  const u = useTestApp({ config: () => verifyConfig(userinfoIdp) });

  it('reads the status claim from userinfo', async () => {
    const m = await createMember(u);
    const start = await u.as(m).post(START);
    const back = await userinfoIdp.authorize(
      start.json<{ url: string }>().url,
      identity(idmeStatus(['Retiree'])),
    );
    const res = await u.as(m).post(FINISH, { callbackUrl: back.href });
    expect(res.statusCode).toBe(200);
    expect(res.json().verification.affiliation).toBe('veteran');
  });
});

describe('when no provider is configured', () => {
  const bare = useTestApp({ personas: true });

  it('says the way is not available, after the guards, and offers none', async () => {
    const m = bare.who.verified;
    expect((await bare.as(null).post(START)).statusCode).toBe(401);
    expect((await bare.as(bare.who.unverified).post(START)).statusCode).toBe(403);
    expectError(await bare.as(m).post(START), 404, VERIFICATION_MSG.oidcUnavailable);
    expectError(
      await bare.as(m).post(FINISH, { state: 'abc' }),
      404,
      VERIFICATION_MSG.oidcUnavailable,
    );
    const status = await bare.as(m).get('/api/me/verification');
    expect(status.json().providers).toEqual({ oidc: null });
  });
});

describe('when the provider cannot be reached', () => {
  const down = useTestApp({
    personas: true,
    config: () => ({
      verifyOidc: {
        ...verifyConfig(idp).verifyOidc,
        // A port nothing listens on.
        issuer: 'http://127.0.0.1:9',
      },
    }),
  });

  it('answers 502 with its message and leaves no flow behind', async () => {
    const m = down.who.verified;
    expectError(await down.as(m).post(START), 502, VERIFICATION_MSG.oidcUnreachable);
    // Not remembered: the next request tries discovery again.
    expectError(await down.as(m).post(START), 502, VERIFICATION_MSG.oidcUnreachable);
    const flows = await down.db
      .select()
      .from(verificationOidcFlows)
      .where(eq(verificationOidcFlows.userId, m.id));
    expect(flows).toEqual([]);
  });
});
