import { AsyncLocalStorage } from 'node:async_hooks';
import { eq } from 'drizzle-orm';
import { addOAuthServerContext, APIError, getOAuthState } from 'better-auth/api';
import type { z } from 'zod';
import { VERIFIED_CALLBACK } from '@shared/auth-paths';
import { randomUsername } from '@shared/random-name';
import {
  MSG,
  ZGoogleSignUpRequest,
  ZSignUpRequest,
  type TGoogleSignUpRequest,
} from '@shared/schemas/accounts';
import { user } from '../../db/schema';
import type { Db } from '../../db/types';
import { checkInvitationCode, claimInvitationCode } from '../invitations';
import {
  discardUser,
  InvitationTakenError,
  setUpNewAccount,
  type NewAccountNotifier,
  type NewAccountDetails,
} from './new-account';

/**
 * Accounts made by an administrator (setup link, CLI, admin screen) run inside this store: the
 * only way to create a user without an invitation, and not reachable from an HTTP body.
 */
export const privilegedCreation = new AsyncLocalStorage<NewAccountDetails>();

const GOOGLE_SIGN_UP_KEY = 'googleSignUp';

/** Better Auth's id for Google (generic OIDC); kept here so auth.ts and these hooks agree. */
export const GOOGLE_PROVIDER_ID = 'google';

/** The part of Better Auth's hook context these hooks read. */
export interface HookContext {
  path: string;
  body?: Record<string, unknown> & {
    requestSignUp?: unknown;
    additionalData?: unknown;
    provider?: unknown;
  };
}

function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    throw new APIError('BAD_REQUEST', {
      code: 'VALIDATION',
      message: parsed.error.issues[0]?.message ?? MSG.codeRequired,
    });
  }
  return parsed.data;
}

async function claimForExistingAccount(db: Db, email: string, code: string) {
  const [existing] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.toLowerCase()));
  if (existing) await claimInvitationCode(db, code, existing.id);
}

async function assertUsable(db: Db, code: string) {
  const check = await checkInvitationCode(db, code);
  if (!check.valid) throw new APIError('BAD_REQUEST', { code: 'INVITATION', message: check.error });
}

/** The sign-up details of the request creating this user: its body, or its OAuth state. */
async function signUpDetailsOf(context: unknown): Promise<NewAccountDetails | null> {
  const ctx = context as { path?: string; body?: Record<string, unknown> } | null;
  if (ctx?.path === '/sign-up/email' && ctx.body) {
    const body = ZSignUpRequest.parse(ctx.body);
    return {
      name: String(ctx.body.name),
      branch: body.branch,
      invitationCode: body.invitationCode,
      acceptedTerms: body.acceptTerms,
    };
  }
  const state = await getOAuthState().catch(() => null);
  const google = state?.serverContext?.[GOOGLE_SIGN_UP_KEY] as TGoogleSignUpRequest | undefined;
  if (!google) return null;
  const details = ZGoogleSignUpRequest.parse(google);
  return {
    name: details.name ?? randomUsername(),
    branch: details.branch,
    invitationCode: details.invitationCode,
    acceptedTerms: details.acceptTerms,
  };
}

/**
 * The invitation rule for every way of creating an account (SPEC §1, issue 3): a sign-up
 * request without a usable code is refused before anything is written, and the user row itself
 * cannot be created without a code claimed in the same breath as its profile.
 */
export function signUpHooks(
  db: Db,
  notifier: NewAccountNotifier,
  googleEnabled: boolean,
  sendVerification: (email: string) => Promise<void>,
) {
  return {
    before: async (ctx: HookContext) => {
      if (ctx.path === '/sign-up/email') {
        // Strict: a key we do not know (image, emailVerified…) is refused, not passed along.
        const input = parseOrThrow(ZSignUpRequest.strict(), ctx.body);
        await assertUsable(db, input.invitationCode);
        // A taken email gets Better Auth's generic answer; the code is used up all the same,
        // so neither the answer nor the code's status tells the inviter the email was taken.
        await claimForExistingAccount(db, input.email, input.invitationCode);
        return {
          context: {
            body: {
              ...input,
              name: input.name ?? randomUsername(),
              callbackURL: VERIFIED_CALLBACK,
            },
          },
        };
      }
      if (
        ctx.path === '/sign-in/social' &&
        ctx.body?.requestSignUp &&
        googleEnabled &&
        ctx.body.provider === GOOGLE_PROVIDER_ID
      ) {
        const input = parseOrThrow(ZGoogleSignUpRequest, ctx.body.additionalData ?? {});
        await assertUsable(db, input.invitationCode);
        await addOAuthServerContext({ [GOOGLE_SIGN_UP_KEY]: input });
      }
      return undefined;
    },
    userCreate: {
      before: async (_user: unknown, context: unknown) => {
        const privileged = privilegedCreation.getStore();
        if (privileged) return { data: { name: privileged.name, image: null } };
        const details = await signUpDetailsOf(context);
        if (!details?.invitationCode) {
          throw new APIError('FORBIDDEN', { code: 'INVITATION', message: MSG.codeRequired });
        }
        await assertUsable(db, details.invitationCode);
        // The profile name is the public one; a Google display name or photo is never kept.
        return { data: { name: details.name, image: null } };
      },
      after: async (
        created: { id: string; name: string; email: string; emailVerified: boolean },
        context: unknown,
      ) => {
        const privileged = privilegedCreation.getStore();
        const details = privileged ?? (await signUpDetailsOf(context));
        try {
          if (!details) throw new InvitationTakenError();
          await setUpNewAccount(db, notifier, created.id, { ...details, name: created.name });
          if (!privileged && !created.emailVerified) await sendVerification(created.email);
        } catch (err) {
          await discardUser(db, created.id);
          if (err instanceof InvitationTakenError) {
            throw new APIError('BAD_REQUEST', { code: 'INVITATION', message: MSG.invalidCode });
          }
          throw err;
        }
      },
    },
  };
}
