// No zod here: review cards (on every product page's first visit) name the affiliations.

/**
 * Issue 29: what a verification says of a member's service, and nothing more. A provider's
 * answer maps to one of the first three; a confirmed `.mil` mailbox says only "service member".
 */
export const AFFILIATIONS = {
  active_duty: 'Active Duty',
  veteran: 'Veteran',
  military_family: 'Military Family',
  service_member: 'Service Member',
} as const;
export type Affiliation = keyof typeof AFFILIATIONS;
export const AFFILIATION_IDS = Object.keys(AFFILIATIONS) as [Affiliation, ...Affiliation[]];

export const VERIFICATION_METHODS = {
  oidc: 'Identity provider',
  mil_email: '.mil e-mail',
} as const;
export type VerificationMethod = keyof typeof VERIFICATION_METHODS;
export const VERIFICATION_METHOD_IDS = Object.keys(VERIFICATION_METHODS) as [
  VerificationMethod,
  ...VerificationMethod[],
];

/** A verification lasts a year; its member is reminded this many days before it ends. */
export const VERIFICATION_VALID_DAYS = 365;
export const VERIFICATION_REMINDER_DAYS = 30;

/** The `.mil` code: six digits, good for 15 minutes and five tries. */
export const MIL_CODE_DIGITS = 6;
export const MIL_CODE_MINUTES = 15;
export const MIL_CODE_TRIES = 5;
/** Codes a member may ask for in an hour, and a network in a day. */
export const MIL_CODES_PER_MEMBER_HOUR = 3;
export const MIL_CODES_PER_NETWORK_DAY = 20;
/** A provider's sign-in must come back within this. */
export const OIDC_FLOW_MINUTES = 10;
/** Sign-ins at the provider a member may start in an hour, and a network (issue 44). */
export const OIDC_STARTS_PER_MEMBER_HOUR = 10;
export const OIDC_STARTS_PER_NETWORK_HOUR = 10;

/**
 * Issue 44: an identity (a provider account, a `.mil` mailbox) whose verification an
 * administrator revoked verifies no account for this many days, unless an administrator lifts
 * the revocation sooner.
 */
export const IDENTITY_REVOKED_DAYS = 180;
/** A member's link to an identity they no longer verify with is kept this long (issue 44). */
export const IDENTITY_HISTORY_DAYS = 180;

/** What a member verified with, in the words of a refusal. */
export const IDENTITY_NAMES: Record<VerificationMethod, string> = {
  oidc: 'identity provider account',
  mil_email: '.mil address',
};
