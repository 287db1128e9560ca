import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { BranchId } from '@shared/catalog';
import { invitations } from '../features/invitations/schema';
import { user, userRoles } from '../db/schema';
import type { Executor } from '../db/types';
import { generateInvitationCode } from '../features/invitations/code';
import { TEST_PUBLIC_URL, type TestApp } from './harness';
import { requestsFrom } from './requests';

/** What making a member needs of a test app: the app to sign up through, and its database. */
type AppAndDb = Pick<TestApp, 'app' | 'db'>;

/** Browsers send Origin on every POST; Better Auth's CSRF check wants it to be PUBLIC_URL. */
export const ORIGIN = { origin: TEST_PUBLIC_URL };

export async function insertInvitation(
  db: Executor,
  over: Partial<typeof invitations.$inferInsert> = {},
) {
  const [row] = await db
    .insert(invitations)
    .values({
      email: 'invitee@example.test',
      invitationCode: generateInvitationCode(),
      expiresAt: new Date(Date.now() + 7 * 24 * 3600 * 1000),
      ...over,
    })
    .returning();
  return row!;
}

/** The Cookie header a browser would send back after this response. */
export function cookiesOf(res: LightMyRequestResponse): string {
  return res.cookies
    .filter((c) => c.value !== '' && c.maxAge !== 0)
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}

let counter = 0;
export const uniqueEmail = (label = 'member') =>
  `${label}-${++counter}-${randomUUID().slice(0, 6)}@example.test`;

export interface SignUpInput {
  email?: string;
  password?: string;
  branch?: BranchId;
  name?: string;
  invitationCode?: string;
  acceptTerms?: boolean;
}

export async function postSignUp(t: AppAndDb, body: Record<string, unknown>, ip?: string) {
  return requestsFrom(t.app, null, { ip }).post('/api/auth/sign-up/email', body);
}

export async function postSignIn(t: AppAndDb, email: string, password: string, ip?: string) {
  return requestsFrom(t.app, null, { ip }).post('/api/auth/sign-in/email', { email, password });
}

export interface Member {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

/** The invitation a member sends `email` through the site, as their invitations page does. */
async function invitationFrom(t: AppAndDb, inviter: Member, email: string) {
  const res = await requestsFrom(t.app, inviter).post('/api/invitations', { email });
  if (res.statusCode !== 201) throw new Error(`invitation failed: ${res.body}`);
  return (res.json() as { invitation: { invitationCode: string } }).invitation;
}

/**
 * A member made the way a visitor makes one (invitation, sign-up, sign-in), then given the
 * verification state and roles the test needs. The invitation is the site's own, or one
 * `invitedBy` sends.
 */
export async function createMember(
  t: AppAndDb,
  options: {
    verified?: boolean;
    roles?: ('admin' | 'super_admin')[];
    branch?: BranchId;
    invitedBy?: Member;
  } = {},
): Promise<Member> {
  const email = uniqueEmail();
  const { invitationCode } = options.invitedBy
    ? await invitationFrom(t, options.invitedBy, email)
    : await insertInvitation(t.db);
  const password = 'correct horse battery';
  const signUp = await postSignUp(t, {
    email,
    password,
    branch: options.branch ?? 'army',
    invitationCode,
    acceptTerms: true,
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  const id = row!.id;
  if (options.verified ?? true) {
    await t.db.update(user).set({ emailVerified: true }).where(eq(user.id, id));
  }
  if (options.roles?.length) {
    await t.db.insert(userRoles).values(options.roles.map((role) => ({ userId: id, role })));
  }
  const signIn = await postSignIn(t, email, password);
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  return { id, email, password, cookie: cookiesOf(signIn) };
}

export interface Personas {
  unverified: Member;
  verified: Member;
  admin: Member;
  superAdmin: Member;
}

/** One member of each kind the role matrix of DESIGN §6 needs (a visitor sends no cookie). */
export async function createPersonas(t: AppAndDb): Promise<Personas> {
  return {
    unverified: await createMember(t, { verified: false }),
    verified: await createMember(t),
    admin: await createMember(t, { roles: ['admin'] }),
    superAdmin: await createMember(t, { roles: ['admin', 'super_admin'] }),
  };
}
