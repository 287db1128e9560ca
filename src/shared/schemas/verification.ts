import { z } from 'zod';
import { EMAIL_MAX } from '../limits';
import {
  AFFILIATION_IDS,
  MIL_CODE_DIGITS,
  MIL_CODE_MINUTES,
  MIL_CODE_TRIES,
  MIL_CODES_PER_MEMBER_HOUR,
  MIL_CODES_PER_NETWORK_DAY,
  IDENTITY_NAMES,
  IDENTITY_REVOKED_DAYS,
  OIDC_STARTS_PER_MEMBER_HOUR,
  OIDC_STARTS_PER_NETWORK_HOUR,
  VERIFICATION_METHOD_IDS,
  type VerificationMethod,
} from '../verification';

// Service verification (issue 29): the member's own routes under /api/me/verification and the
// admin's revoke and its lifting. Messages verbatim; the tests assert them.

/**
 * The SPA page the identity provider sends the browser back to; the redirect URI to register
 * with the provider is PUBLIC_URL followed by it.
 */
export const VERIFY_CALLBACK_PATH = '/verify/callback';

const tries = (n: number) => `${n} ${n === 1 ? 'try' : 'tries'}`;

export const REVOKE_REASON_MAX = 500;

export const VERIFICATION_MSG = {
  signIn: 'Please sign in to verify your service',
  confirmEmail: 'Please confirm your email address before verifying your service',
  oidcUnavailable: 'Verification through an identity provider is not available on this site',
  oidcUnreachable:
    'The identity provider cannot be reached just now. Please try again in a few minutes.',
  oidcMemberLimit: `You can start ${OIDC_STARTS_PER_MEMBER_HOUR} verifications with the identity provider an hour. Please try again later.`,
  oidcNetworkLimit: `Too many verifications with the identity provider were started from this network in the last hour (${OIDC_STARTS_PER_NETWORK_HOUR}). Please try again later.`,
  stateMissing: "The identity provider's answer has no state: please start the verification again",
  stateUnknown:
    'This verification was already finished or was never started here. Please start again.',
  stateNotYours: 'This verification was started by another account',
  flowExpired: `This verification took longer than allowed. Please start again.`,
  providerCancelled: 'The identity provider did not complete the verification. Please start again.',
  providerRefused: "The identity provider refused this verification's code. Please start again.",
  answerUnchecked:
    "The identity provider's answer could not be checked (its signature, nonce or issuer did not match this verification). Please start again.",
  noMilitaryStatus:
    'The identity provider did not confirm military service for this account, so nothing was changed',
  milEmailInvalid: 'Please enter a valid email address',
  milDomainOnly: 'Enter an address on a .mil domain, such as name@army.mil',
  milMemberLimit: `You can ask for ${MIL_CODES_PER_MEMBER_HOUR} codes an hour. Please try again later.`,
  milNetworkLimit: `Too many codes were asked for from this network today (${MIL_CODES_PER_NETWORK_DAY}). Please try again tomorrow.`,
  milMailFailed: 'The code could not be sent just now. Please try again in a few minutes.',
  milCodeFormat: `Enter the ${MIL_CODE_DIGITS}-digit code from the e-mail`,
  milNoCode: 'No code is waiting for this account: ask for a new one',
  milCodeExpired: `This code has expired (codes last ${MIL_CODE_MINUTES} minutes). Please ask for a new one.`,
  milWrongCode: (left: number) =>
    left > 0
      ? `That code is not right. ${tries(left)} left.`
      : 'That code is not right, and no tries are left: ask for a new code',
  milTooManyTries: `Too many wrong codes (${MIL_CODE_TRIES}): this code no longer works. Please ask for a new one.`,
  identityInUse: (method: VerificationMethod) =>
    `This ${IDENTITY_NAMES[method]} already verifies another account on this site. One ${IDENTITY_NAMES[method]} verifies one account at a time, so nothing was changed.`,
  identityRevoked: (method: VerificationMethod) =>
    `A moderator revoked a verification made with this ${IDENTITY_NAMES[method]}, so it cannot verify any account for ${IDENTITY_REVOKED_DAYS} days after that unless a moderator lifts the revocation. Nothing was changed.`,
  nothingToRevoke: 'This member has no verification to revoke',
  nothingToLift: 'This member has no revoked verification to lift',
  reasonRequired: 'Please give a reason for revoking',
  reasonTooLong: `The reason must be at most ${REVOKE_REASON_MAX} characters`,
} as const;

const isMilDomain = (email: string) => {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return domain === 'mil' || domain.endsWith('.mil');
};

/** POST /api/me/verification/mil/start: an address on a `.mil` domain, which is not kept. */
export const ZMilStart = z.object(
  {
    email: z
      .string({ error: VERIFICATION_MSG.milEmailInvalid })
      .trim()
      .pipe(
        z.email(VERIFICATION_MSG.milEmailInvalid).max(EMAIL_MAX, VERIFICATION_MSG.milEmailInvalid),
      )
      .refine(isMilDomain, VERIFICATION_MSG.milDomainOnly),
  },
  { error: VERIFICATION_MSG.milEmailInvalid },
);
export type TMilStart = z.input<typeof ZMilStart>;

/** POST /api/me/verification/mil/confirm: the six digits (spaces around them forgiven). */
export const ZMilConfirm = z.object(
  {
    code: z
      .string({ error: VERIFICATION_MSG.milCodeFormat })
      .trim()
      .regex(new RegExp(`^\\d{${MIL_CODE_DIGITS}}$`), VERIFICATION_MSG.milCodeFormat),
  },
  { error: VERIFICATION_MSG.milCodeFormat },
);
export type TMilConfirm = z.input<typeof ZMilConfirm>;

const param = z.string().max(4096).optional();

/**
 * POST /api/me/verification/oidc/finish: what the provider sent the browser back with, as the
 * whole callback URL or its query fields (code, state, iss; or error).
 */
export const ZOidcFinish = z.object(
  {
    callbackUrl: z.string().max(8192).optional(),
    code: param,
    state: param,
    iss: param,
    error: param,
    error_description: param,
  },
  { error: VERIFICATION_MSG.stateMissing },
);
export type TOidcFinish = z.input<typeof ZOidcFinish>;

export const ZOidcStarted = z.object({ url: z.string() });

export const ZVerification = z.object({
  affiliation: z.enum(AFFILIATION_IDS),
  method: z.enum(VERIFICATION_METHOD_IDS),
  verifiedAt: z.string(),
  expiresAt: z.string(),
});
export type TVerification = z.infer<typeof ZVerification>;

/**
 * An identity a member verified with, in their data export (issue 44): the keyed hash kept in
 * its stead (a pseudonym, not the provider account or the address), the method, and when it
 * was linked to them, let go, and revoked by a moderator.
 */
export const ZVerificationIdentity = z.object({
  pseudonym: z.string(),
  method: z.enum(VERIFICATION_METHOD_IDS),
  linkedAt: z.string(),
  releasedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});

/** GET /api/me/verification: theirs, the ways offered, and a `.mil` code waiting. */
export const ZVerificationStatus = z.object({
  verification: ZVerification.nullable(),
  providers: z.object({ oidc: z.object({ name: z.string() }).nullable() }),
  milCode: z.object({ expiresAt: z.string(), triesLeft: z.number() }).nullable(),
});
export type TVerificationStatus = z.infer<typeof ZVerificationStatus>;

export const ZVerificationResult = z.object({ verification: ZVerification });

/** POST /api/admin/users/:id/verification/revoke; /lift takes no body. */
export const ZVerificationRevoke = z.object(
  {
    reason: z
      .string({ error: VERIFICATION_MSG.reasonRequired })
      .trim()
      .min(1, VERIFICATION_MSG.reasonRequired)
      .max(REVOKE_REASON_MAX, VERIFICATION_MSG.reasonTooLong),
  },
  { error: VERIFICATION_MSG.reasonRequired },
);
export type TVerificationRevoke = z.input<typeof ZVerificationRevoke>;
