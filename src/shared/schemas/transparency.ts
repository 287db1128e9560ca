import { z } from 'zod';
import { REJECTION_REASON_IDS } from '../moderation-figures';
import { requiredText } from './common';

// Issue 52: the public transparency page: the moderation policy, versioned, and monthly figures
// counted from the audit log. Messages verbatim.

export const POLICY_VERSION_MAX = 20;
export const POLICY_BODY_MAX = 20_000;

export const POLICY_MSG = {
  versionRequired: 'Version is required',
  versionTooLong: `Version must be at most ${POLICY_VERSION_MAX} characters`,
  bodyRequired: 'The policy text is required',
  bodyTooLong: `The policy must be at most ${POLICY_BODY_MAX.toLocaleString('en-US')} characters`,
  versionTaken: 'A version of the policy already has this name',
} as const;

/** An admin publishes a new version of the moderation policy; the earlier ones stay readable. */
export const ZPolicyWrite = z.object({
  version: requiredText(POLICY_MSG.versionRequired, POLICY_VERSION_MAX, POLICY_MSG.versionTooLong),
  body: requiredText(POLICY_MSG.bodyRequired, POLICY_BODY_MAX, POLICY_MSG.bodyTooLong),
});
export type TPolicyWrite = z.input<typeof ZPolicyWrite>;

export const ZPolicyVersion = z.object({
  version: z.string(),
  body: z.string(),
  publishedAt: z.string(),
});
export type TPolicyVersion = z.infer<typeof ZPolicyVersion>;

/** Rejections before issue 52 recorded no reason. */
export const UNRECORDED_REASON = 'unrecorded';

export const ZTransparencyMonth = z.object({
  /** `YYYY-MM`, UTC. */
  month: z.string(),
  submitted: z.number(),
  /** First approvals; a review restored over members' flags is counted in `restored`. */
  approved: z.number(),
  rejected: z.object({
    total: z.number(),
    byReason: z.partialRecord(z.enum([...REJECTION_REASON_IDS, UNRECORDED_REASON]), z.number()),
  }),
  hidden: z.number(),
  restored: z.number(),
  appeals: z.object({ filed: z.number(), upheld: z.number(), reversed: z.number() }),
  removedAccounts: z.number(),
});
export type TTransparencyMonth = z.infer<typeof ZTransparencyMonth>;

export const ZTransparency = z.object({
  /** The policy in force; null until an admin publishes one. */
  policy: ZPolicyVersion.nullable(),
  /** Every version, newest first, the one in force among them. */
  policyVersions: z.array(ZPolicyVersion.pick({ version: true, publishedAt: true })),
  /** Each month since the log's first entry, newest first. */
  months: z.array(ZTransparencyMonth),
});
export type TTransparency = z.infer<typeof ZTransparency>;

export const ZPolicyVersionList = z.object({ items: z.array(ZPolicyVersion) });
